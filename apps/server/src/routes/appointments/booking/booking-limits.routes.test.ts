import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  errorReplySchema,
  MAX_BOOKINGS_PER_DAY,
  MAX_UNPAID_BOOKINGS,
  MAX_UPLOAD_BYTES_PER_DAY,
  todayInIndia,
} from '@portal/contracts';
import { createCustomer } from '../../../test/customers';
import { multipartBody, sampleFiles, type TestFile } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { indiaMoment } from '../../../lib/india-time';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const fields = {
  name: 'Ravi',
  gender: 'male',
  date_of_birth: '1985-11-02',
  birth_time_type: 'exact',
  birth_time: '14:30',
  birth_place: 'Coimbatore',
  services: '1',
  terms_agreed: 'true',
};

async function book(token: string, options: { files?: TestFile[]; language?: string } = {}) {
  const form = await multipartBody(fields, options.files ?? []);
  return testApp.inject({
    method: 'POST',
    url: '/api/appointments',
    payload: form.payload,
    headers: {
      ...form.headers,
      authorization: `Bearer ${token}`,
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
  });
}

async function bookedId(token: string, files: TestFile[] = []) {
  const response = await book(token, { files });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ appointment: { id: number } }>().appointment.id;
}

/**
 * Copies of an appointment straight in the database (the API would take too long): `count` more
 * like it.
 */
let batches = 0;
async function copies(
  id: number,
  count: number,
  values: { status?: string; paymentStatus?: string; createdAt?: Date } = {},
) {
  batches += 1;
  await testApp.database.db.execute(sql`
    insert into appointments (appointment_number, user_id, name, gender, date_of_birth,
                              birth_time_type, birth_time, birth_place, current_location,
                              country_id, total_cost_paise, status, payment_status, created_at)
    select 'COPY-' || ${batches} || '-' || g, a.user_id, a.name, a.gender, a.date_of_birth,
           a.birth_time_type, a.birth_time, a.birth_place, a.current_location, a.country_id,
           a.total_cost_paise, ${values.status ?? 'pending'}, ${values.paymentStatus ?? 'pending'},
           ${(values.createdAt ?? new Date()).toISOString()}::timestamptz
    from appointments a, generate_series(1, ${count}::int) g where a.id = ${id}`);
}

async function expectRefused(
  response: Awaited<ReturnType<typeof book>>,
  code: string,
  message: string,
) {
  expect(response.statusCode, response.body).toBe(429);
  expect(errorReplySchema.parse(response.json())).toMatchObject({
    success: false,
    code,
    error: message,
  });
}

const secondsToIndiaMidnight = () =>
  (indiaMoment(todayInIndia(), 24 * 60).getTime() - Date.now()) / 1000;

describe('limits per customer', () => {
  it(`at most ${MAX_UNPAID_BOOKINGS} bookings awaiting payment, till one is paid or cancelled`, async () => {
    const token = await createCustomer(testApp, '+919840800001');
    const first = await bookedId(token);
    await copies(first, MAX_UNPAID_BOOKINGS - 2);
    const cash = await bookedId(token);
    expect(
      (
        await testApp.inject({
          method: 'POST',
          url: `/api/payments/appointments/${cash}/cash`,
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(200);

    const refused = await book(token, { language: 'ta' });
    await expectRefused(
      refused,
      'UNPAID_BOOKINGS_LIMIT',
      `கட்டணம் செலுத்தக் காத்திருக்கும் ${MAX_UNPAID_BOOKINGS} முன்பதிவுகள் உங்களிடம் உள்ளன. ` +
        'மீண்டும் முன்பதிவு செய்யும் முன் அவற்றில் ஒன்றுக்குக் கட்டணம் செலுத்துங்கள் ' +
        'அல்லது அதை ரத்துசெய்யுங்கள்.',
    );
    expect(refused.headers['retry-after']).toBeUndefined();
    await expectRefused(
      await book(token),
      'UNPAID_BOOKINGS_LIMIT',
      `You have ${MAX_UNPAID_BOOKINGS} bookings waiting for payment. ` +
        'Please pay for or cancel one of them before booking again.',
    );

    expect(
      (
        await testApp.inject({
          method: 'POST',
          url: `/api/appointments/${first}/cancel`,
          headers: { authorization: `Bearer ${token}` },
          payload: {},
        })
      ).statusCode,
    ).toBe(200);
    await bookedId(token);
    await testApp.database.db.execute(
      sql`update appointments set status = 'paid', payment_status = 'paid' where id = ${cash}`,
    );
    await bookedId(token);
    expect((await book(token)).statusCode).toBe(429);
  });

  it('two bookings sent at once for the last place: exactly one is made', async () => {
    const token = await createCustomer(testApp, '+919840800002');
    await copies(await bookedId(token), MAX_UNPAID_BOOKINGS - 2);
    const replies = await Promise.all([book(token), book(token), book(token)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 429, 429]);
  });

  it(`at most ${MAX_BOOKINGS_PER_DAY} bookings in one India day, cancelled ones included`, async () => {
    const token = await createCustomer(testApp, '+919840800003');
    const first = await bookedId(token);
    await copies(first, MAX_BOOKINGS_PER_DAY - 2, { status: 'cancelled' });
    // Made before today began in India: not counted.
    await copies(first, 5, {
      createdAt: new Date(indiaMoment(todayInIndia(), 0).getTime() - 60_000),
      status: 'paid',
      paymentStatus: 'paid',
    });
    await bookedId(token);

    const refused = await book(token, { language: 'ta' });
    await expectRefused(
      refused,
      'DAILY_BOOKINGS_LIMIT',
      `இன்று நீங்கள் ${MAX_BOOKINGS_PER_DAY} முன்பதிவுகள் செய்துவிட்டீர்கள்; ` +
        'ஒரு நாளில் அனுமதிக்கப்படும் அதிகபட்சம் இதுவே. ' +
        'நாளை (இந்திய நேரப்படி) மீண்டும் முன்பதிவு செய்யுங்கள்.',
    );
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(Math.abs(retryAfter - secondsToIndiaMidnight())).toBeLessThan(60);
    expect(errorReplySchema.parse((await book(token)).json()).error).toBe(
      `You have made ${MAX_BOOKINGS_PER_DAY} bookings today, the most allowed in one day. ` +
        'Please book again tomorrow (India time).',
    );
  });

  it(`at most ${MAX_UPLOAD_BYTES_PER_DAY / 1024 / 1024} MB of horoscope files in one India day`, async () => {
    const token = await createCustomer(testApp, '+919840800004');
    const first = await bookedId(token, [sampleFiles.pdf()]);
    // Today's uploads just under the limit (the bytes themselves need not be stored for the count).
    await testApp.database.db.execute(sql`
      insert into appointment_files (appointment_id, file_name, content_type, size_bytes, content)
      values (${first}, 'big.pdf', 'application/pdf', ${MAX_UPLOAD_BYTES_PER_DAY - 2048 - 1000},
              '\\x25504446'::bytea)`);

    const refused = await book(token, { files: [sampleFiles.jpg()], language: 'ta' });
    await expectRefused(
      refused,
      'DAILY_UPLOAD_LIMIT',
      'இந்தக் கோப்புகளுடன் இன்றைய ஜாதகப் பதிவேற்றங்கள் ஒரு நாளுக்கு அனுமதிக்கப்படும் ' +
        `${MAX_UPLOAD_BYTES_PER_DAY / 1024 / 1024} MB அளவைத் தாண்டும். ` +
        'கோப்புகள் இல்லாமல் முன்பதிவு செய்யுங்கள், அல்லது நாளை (இந்திய நேரப்படி) மீண்டும் முயலுங்கள்.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await book(token, { files: [sampleFiles.jpg('small.jpg', 900)] })).statusCode).toBe(
      201,
    );
    await bookedId(token);

    // Yesterday's uploads (India time) do not count.
    await testApp.database.db.execute(
      sql`update appointment_files
        set created_at = ${new Date(indiaMoment(todayInIndia(), 0).getTime() - 60_000).toISOString()}::timestamptz
        where appointment_id = ${first}`,
    );
    await bookedId(token, [sampleFiles.jpg()]);
  });
});
