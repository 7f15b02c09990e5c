import { afterAll, beforeAll, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import {
  auditLogReplySchema,
  errorReplySchema,
  RETRY_FAILED_LIMIT,
  retryFailedReplySchema,
} from '@portal/contracts';
import { messages } from '../../../db/schema';
import {
  bookAppointment,
  createAdmin,
  createAstrologerUser,
  createCustomer,
  createDesk,
} from '../../../test/customers';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * "Send again" for every failed message of the office's filter at once (decision 0070):
 * bounded, audited, the others left as they are.
 */
let testApp: TestApp;
let desk: string;
let admin: string;
let appointmentId: number;
beforeAll(async () => {
  testApp = await createTestApp();
  desk = await createDesk(testApp, '+919843000001');
  admin = await createAdmin(testApp, '+919843000002');
  appointmentId = await bookAppointment(testApp, await createCustomer(testApp, '+919843000003'));
});
afterAll(() => testApp.close());

const as = (token: string, language = 'en') => ({
  authorization: `Bearer ${token}`,
  'accept-language': language,
});
let made = 0;
/** Messages straight in the outbox, in this state (the sending itself has its own tests). */
async function queue(
  count: number,
  values: {
    status: 'failed' | 'sent' | 'pending';
    channel: 'sms' | 'whatsapp' | 'email';
    appointmentId?: number;
  },
): Promise<number[]> {
  const rows = Array.from({ length: count }, () => {
    made += 1;
    return {
      idempotencyKey: `retry-failed-test:${made}`,
      kind: 'booking_created',
      channel: values.channel,
      audience: 'customer',
      recipient: values.channel === 'email' ? 'ravi@example.com' : '+919843000003',
      language: 'english',
      payload: { kind: 'booking_created' },
      status: values.status,
      attempts: values.status === 'failed' ? 6 : 1,
      lastError: values.status === 'failed' ? 'MSG91 answered 503' : null,
      appointmentId: values.appointmentId ?? null,
    };
  });
  return (
    await testApp.database.db.insert(messages).values(rows).returning({ id: messages.id })
  ).map((row) => row.id);
}
const statesOf = async (ids: number[]) =>
  (
    await testApp.database.db
      .select({ id: messages.id, status: messages.status, attempts: messages.attempts })
      .from(messages)
      .where(inArray(messages.id, ids))
      .orderBy(messages.id)
  ).map((row) => `${row.status}/${row.attempts}`);
const retryFailed = (body: object, token = desk) =>
  testApp.inject({
    method: 'POST',
    url: '/api/admin/messages/retry-failed',
    headers: as(token),
    payload: body,
  });

it('sends again every failed message of the filter, and only those; audited with how many', async () => {
  const failedSms = await queue(3, { status: 'failed', channel: 'sms', appointmentId });
  const failedWhatsapp = await queue(2, { status: 'failed', channel: 'whatsapp' });
  const sentSms = await queue(1, { status: 'sent', channel: 'sms', appointmentId });

  const reply = await retryFailed({ status: 'failed', channel: 'sms' });
  expect(reply.statusCode, reply.body).toBe(200);
  expect(retryFailedReplySchema.parse(reply.json())).toEqual({
    success: true,
    resent: 3,
    remaining: 0,
  });
  expect(await statesOf(failedSms)).toEqual(['pending/0', 'pending/0', 'pending/0']);
  expect(await statesOf(failedWhatsapp)).toEqual(['failed/6', 'failed/6']);
  expect(await statesOf(sentSms)).toEqual(['sent/1']);

  const log = auditLogReplySchema.parse(
    (
      await testApp.inject({
        method: 'GET',
        url: '/api/admin/audit-log?action=message.retry_failed',
        headers: as(admin),
      })
    ).json(),
  );
  expect(log.entries).toHaveLength(1);
  expect(log.entries[0]).toMatchObject({
    actor: { role: 'desk' },
    after: { resent: 3, message_ids: failedSms },
    before: { channel: 'sms', appointment_id: null },
  });

  // Nothing failed left under that filter: nothing sent, nothing audited.
  expect(retryFailedReplySchema.parse((await retryFailed({ channel: 'sms' })).json())).toEqual({
    success: true,
    resent: 0,
    remaining: 0,
  });
  // One appointment's history, every channel.
  const ofAppointment = await queue(1, { status: 'failed', channel: 'email', appointmentId });
  expect((await retryFailed({ appointment_id: appointmentId })).json()).toEqual({
    success: true,
    resent: 1,
    remaining: 0,
  });
  expect(await statesOf(ofAppointment)).toEqual(['pending/0']);
  expect(await statesOf(failedWhatsapp)).toEqual(['failed/6', 'failed/6']);
  // Out of the next test's way.
  await testApp.database.db
    .update(messages)
    .set({ status: 'sent' })
    .where(inArray(messages.id, failedWhatsapp));
});

it(`sends at most ${RETRY_FAILED_LIMIT} at once, oldest first, and says how many remain`, async () => {
  const many = await queue(RETRY_FAILED_LIMIT + 5, { status: 'failed', channel: 'whatsapp' });
  const first = retryFailedReplySchema.parse((await retryFailed({})).json());
  expect(first).toEqual({ success: true, resent: RETRY_FAILED_LIMIT, remaining: 5 });
  expect(await statesOf(many.slice(-5))).toEqual(Array(5).fill('failed/6'));
  expect(retryFailedReplySchema.parse((await retryFailed({})).json())).toEqual({
    success: true,
    resent: 5,
    remaining: 0,
  });
});

it('is for the desk and the admin only, and takes failed messages only', async () => {
  const astrologer = await createAstrologerUser(testApp, '+919843000004', 1);
  expect((await retryFailed({}, astrologer)).statusCode).toBe(403);
  const wrong = await testApp.inject({
    method: 'POST',
    url: '/api/admin/messages/retry-failed',
    headers: as(desk, 'ta'),
    payload: { status: 'sent' },
  });
  expect(wrong.statusCode).toBe(400);
  expect(errorReplySchema.parse(wrong.json()).code).toBe('VALIDATION_FAILED');
});
