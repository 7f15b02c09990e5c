import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorReplySchema, signInSettingsReplySchema } from '@portal/contracts';
import { otpRequests } from '../../db/schema';
import { errorMessages } from '../../lib/errors/messages';
import { createAdmin, createCustomer } from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/test-app';

let testApp: TestApp;
let admin: string;
let customer: string;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createAdmin(testApp, '+919840530001');
  customer = await createCustomer(testApp, '+919840530002');
  testApp.smsLog.length = 0;
});
afterAll(() => testApp.close());

const LATVIAN = '+371 2123 4567';
let address = 0;
/** Each from an address of its own, so the per-address limit stays out of the way. */
const sendCode = (phoneNumber: string, language = 'en') =>
  testApp.inject({
    method: 'POST',
    url: '/api/auth/send-otp',
    remoteAddress: `10.30.0.${(address += 1)}`,
    headers: { 'accept-language': language },
    payload: { phone_number: phoneNumber },
  });
const storedCode = (mobileNumber: string) =>
  testApp.database.db.select().from(otpRequests).where(eq(otpRequests.mobileNumber, mobileNumber));
const saveCountries = (token: string, countries: string[] | null) =>
  testApp.inject({
    method: 'PUT',
    url: '/api/admin/sign-in-settings',
    headers: { authorization: `Bearer ${token}` },
    payload: { countries },
  });

describe('sign-in codes only to the countries served', () => {
  it('refuses a Latvian mobile with 422, sending and storing nothing', async () => {
    const english = await sendCode(LATVIAN);
    const tamil = await sendCode(LATVIAN, 'ta');
    expect([english.statusCode, tamil.statusCode]).toEqual([422, 422]);
    expect(errorReplySchema.parse(english.json())).toMatchObject({
      code: 'COUNTRY_NOT_SERVED',
      error: errorMessages.COUNTRY_NOT_SERVED.english,
    });
    expect(errorReplySchema.parse(tamil.json())).toMatchObject({
      code: 'COUNTRY_NOT_SERVED',
      error: errorMessages.COUNTRY_NOT_SERVED.tamil,
    });
    expect(tamil.json<{ error: string }>().error).toMatch(/[\u0B80-\u0BFF]/);
    // A +1 number of Jamaica is not a US one, though both dial +1.
    expect((await sendCode('+1 876 210 1234')).json<{ code: string }>().code).toBe(
      'COUNTRY_NOT_SERVED',
    );
    expect(testApp.smsLog).toEqual([]);
    expect(await storedCode('+37121234567')).toEqual([]);
    // eslint-disable-next-line no-console -- the figure the test checks, for the run's log
    console.log(
      `Latvia: ${english.statusCode} ${english.json<{ code: string }>().code}; ` +
        `${testApp.smsLog.length} sent, ${(await storedCode('+37121234567')).length} code rows`,
    );
  });

  it('documents the refusal: send-otp answers 422 (and 429) in the OpenAPI document', async () => {
    const document = (await testApp.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    expect(Object.keys(document.paths['/api/auth/send-otp']!.post!.responses)).toEqual(
      expect.arrayContaining(['200', '422', '429']),
    );
  });

  it('sends to an Indian, a Sri Lankan and a US mobile', async () => {
    const replies = await Promise.all(
      ['98765 43210', '+94 71 234 5678', '+1 201 555 0123'].map((number) => sendCode(number)),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    expect(testApp.smsLog.map((line) => line.split(':')[0]).sort()).toEqual([
      'OTP for +12015550123',
      'OTP for +919876543210',
      'OTP for +94712345678',
    ]);
    // eslint-disable-next-line no-console -- the figure the test checks, for the run's log
    console.log(
      `India, Sri Lanka, United States: ` +
        `${replies.map((reply) => reply.statusCode).join(', ')}; ${testApp.smsLog.length} sent`,
    );
  });

  it('serves Latvia once the office adds it, and stops when it goes back to the default', async () => {
    const before = signInSettingsReplySchema.parse(
      (
        await testApp.inject({
          method: 'GET',
          url: '/api/admin/sign-in-settings',
          headers: { authorization: `Bearer ${admin}` },
        })
      ).json(),
    ).settings;
    expect(before).toMatchObject({ office_choice: false, codes_per_hour: 500 });
    expect(before.countries).toEqual([
      'IN',
      'LK',
      'SG',
      'MY',
      'AE',
      'SA',
      'QA',
      'KW',
      'OM',
      'BH',
      'GB',
      'US',
      'CA',
      'AU',
    ]);

    expect((await saveCountries(customer, [...before.countries, 'LV'])).statusCode).toBe(403);
    const wrong = await saveCountries(admin, ['IN', 'XX']);
    expect(wrong.statusCode).toBe(400);
    expect(errorReplySchema.parse(wrong.json()).fields).toEqual({
      'countries.1': 'This value is not valid.',
    });
    expect((await sendCode(LATVIAN)).statusCode).toBe(422);

    const saved = await saveCountries(admin, [...before.countries, 'lv']);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(signInSettingsReplySchema.parse(saved.json()).settings).toMatchObject({
      office_choice: true,
      countries: [...before.countries, 'LV'],
    });
    const latvian = await sendCode(LATVIAN);
    expect(latvian.statusCode, latvian.body).toBe(200);
    expect(testApp.smsLog.at(-1)).toMatch(/^OTP for \+37121234567: \d{6}$/);
    expect(await storedCode('+37121234567')).toHaveLength(1);

    const log = await testApp.inject({
      method: 'GET',
      url: '/api/admin/audit-log?action=sign_in_settings.update',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(
      log.json<{ entries: { before: unknown; after: { countries: string[] } }[] }>().entries,
    ).toMatchObject([
      { before: { countries: null }, after: { countries: [...before.countries, 'LV'] } },
    ]);

    expect(
      signInSettingsReplySchema.parse((await saveCountries(admin, null)).json()).settings,
    ).toMatchObject({ office_choice: false, countries: before.countries });
    expect((await sendCode('+371 2123 4568')).statusCode).toBe(422);
    // eslint-disable-next-line no-console -- the figure the test checks, for the run's log
    console.log(`office adds LV: Latvia ${latvian.statusCode}; back to the default: Latvia 422`);
  });
});
