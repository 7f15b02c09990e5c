import { afterAll, beforeAll, expect, it } from 'vitest';
import { errorReplySchema } from '@portal/contracts';
import { otpRequests } from '../../db/schema';
import { SmsSendError } from '../../lib/sms/sms-provider';
import { createTestApp, type TestApp } from '../../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    dependencies: {
      sms: {
        name: 'down',
        sendCode: () => Promise.reject(new SmsSendError('provider down')),
      },
    },
  });
});
afterAll(() => testApp.close());

it('answers 502 and keeps no code when the SMS provider fails', async () => {
  const response = await testApp.inject({
    method: 'POST',
    url: '/api/auth/send-otp',
    payload: { phone_number: '9840012345' },
  });
  expect(response.statusCode).toBe(502);
  expect(errorReplySchema.parse(response.json())).toMatchObject({
    code: 'SMS_FAILED',
    error: 'Failed to send OTP. Please try again.',
  });
  expect(await testApp.database.db.select().from(otpRequests)).toEqual([]);
});
