import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import {
  addDays,
  appointmentReplySchema,
  errorReplySchema,
  paymentInitiationReplySchema,
} from '@portal/contracts';
import { buildApp } from '../../app';
import { AppError } from '../../lib/errors/app-error';
import { createCustomer, markPaid } from '../../test/customers';
import { multipartBody, sampleFiles } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
import { nextWeekday } from '../../test/times';
import { createIdempotency } from '../../modules/idempotency/idempotent-call';
import { requestHash } from '../../modules/idempotency/request-hash';

let testApp: TestApp;
/** The app the requests go to: rebuilt on the same database by the restart test. */
let app: FastifyInstance;
let token: string;
let userId: number;

let customers = 0;
beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
});
// A customer of its own per test, so that no test meets the booking limits.
beforeEach(async () => {
  const mobileNumber = `+9198407${String((customers += 1)).padStart(5, '0')}`;
  token = await createCustomer(testApp, mobileNumber);
  userId = Number(
    (
      await rows<{ id: number }>(sql`select id from users where mobile_number = ${mobileNumber}`)
    )[0]!.id,
  );
});
afterAll(async () => {
  if (app !== testApp.app) await app.close();
  await testApp.close();
});

async function rows<T extends Record<string, unknown>>(query: SQL): Promise<T[]> {
  const result = await testApp.database.db.execute<T>(query);
  return (result as { rows: T[] }).rows;
}

const appointmentCount = async () =>
  Number(
    (
      await rows<{ n: number }>(
        sql`select count(*)::int as n from appointments where user_id = ${userId}`,
      )
    )[0]!.n,
  );

const booking = (name = 'Ravi') => ({
  name,
  gender: 'male',
  date_of_birth: '1985-11-02',
  birth_time: '14:30',
  birth_place: 'Coimbatore',
  services: [1],
  terms_agreed: true,
});

function send(options: InjectOptions & { key?: string; language?: string }) {
  const { key, language, headers, ...rest } = options;
  return app.inject({
    ...rest,
    headers: {
      authorization: `Bearer ${token}`,
      ...(key === undefined ? {} : { 'idempotency-key': key }),
      ...(language ? { 'accept-language': language } : {}),
      ...headers,
    },
  });
}

const book = (key?: string, payload: object = booking(), language?: string) =>
  send({ method: 'POST', url: '/api/appointments', payload, key, language });
const post = (url: string, key?: string, payload?: object, language?: string) =>
  send({ method: 'POST', url, key, language, ...(payload === undefined ? {} : { payload }) });

async function bookedId(key?: string) {
  const response = await book(key);
  expect(response.statusCode, response.body).toBe(201);
  return appointmentReplySchema.parse(response.json()).appointment.id;
}

/** Same status, same body, marked as replayed. */
function expectReplay(
  first: { statusCode: number; body: string },
  again: { statusCode: number; body: string; headers: Record<string, unknown> },
) {
  expect(again.statusCode, again.body).toBe(first.statusCode);
  expect(again.body).toBe(first.body);
  expect(again.headers['idempotent-replayed']).toBe('true');
}

const day = nextWeekday(2, addDays(nextWeekday(1), 7)); // a Tuesday over a week ahead

describe('booking with an Idempotency-Key', () => {
  it('the same key and body again returns the first reply, and only one appointment exists', async () => {
    const before = await appointmentCount();
    const first = await book('booking-0001');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // The body's fields in another order are the same request.
    const again = await book(
      'booking-0001',
      Object.fromEntries(Object.entries(booking()).reverse()),
    );
    expectReplay(first, again);
    expect(await appointmentCount()).toBe(before + 1);
  });

  it('covers a multipart booking’s fields and files: another file under the key is 422', async () => {
    const fields = {
      name: 'Lakshmi',
      gender: 'female',
      date_of_birth: '1994-03-12',
      birth_time_type: 'exact',
      birth_time: '05:40',
      birth_place: 'Madurai',
      services: '1',
      terms_agreed: 'true',
    };
    const sendForm = async (files: Parameters<typeof multipartBody>[1]) => {
      const form = await multipartBody(fields, files);
      return send({
        method: 'POST',
        url: '/api/appointments',
        payload: form.payload,
        headers: form.headers,
        key: 'with-files',
        language: 'ta',
      });
    };
    const before = await appointmentCount();
    const first = await sendForm([sampleFiles.pdf()]);
    expect(first.statusCode, first.body).toBe(201);
    expectReplay(first, await sendForm([sampleFiles.pdf()]));
    const otherFile = await sendForm([sampleFiles.pdf('horoscope.pdf', 4096)]);
    expect(otherFile.statusCode).toBe(422);
    expect(errorReplySchema.parse(otherFile.json())).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      error: expect.stringContaining('கோரிக்கை') as string,
    });
    expect(await appointmentCount()).toBe(before + 1);
  });

  it('makes one appointment for two requests racing with one key', async () => {
    const before = await appointmentCount();
    const replies = await Promise.all([book('racing-key'), book('racing-key'), book('racing-key')]);
    const created = replies.filter((reply) => reply.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((reply) => reply.body)).size).toBe(1);
    for (const reply of replies.filter((one) => one.statusCode !== 201)) {
      expect(reply.statusCode, reply.body).toBe(409);
      expect(errorReplySchema.parse(reply.json()).code).toBe('IDEMPOTENCY_IN_PROGRESS');
      expect(reply.headers['retry-after']).toBe('1');
    }
    expect(replies.filter((reply) => reply.headers['idempotent-replayed'] === 'true')).toHaveLength(
      created.length - 1,
    );
    expectReplay(created[0]!, await book('racing-key'));
    expect(await appointmentCount()).toBe(before + 1);
  });

  it('refuses the same key with another body with 422, making nothing new', async () => {
    await bookedId('reused-key');
    const before = await appointmentCount();
    const english = await book('reused-key', booking('Kumar'));
    expect(english.statusCode).toBe(422);
    expect(errorReplySchema.parse(english.json())).toMatchObject({
      success: false,
      code: 'IDEMPOTENCY_KEY_REUSED',
      error:
        'This request was already sent with different details. ' +
        'Please refresh the page to see what happened before trying again.',
      request_id: expect.any(String) as string,
    });
    const tamil = await book('reused-key', booking('Kumar'), 'ta');
    expect(errorReplySchema.parse(tamil.json()).error).toBe(
      'இந்தக் கோரிக்கை ஏற்கெனவே வேறு விவரங்களுடன் அனுப்பப்பட்டது. ' +
        'மீண்டும் முயலும் முன் பக்கத்தைப் புதுப்பித்து என்ன நடந்தது என்று பாருங்கள்.',
    );
    expect(await appointmentCount()).toBe(before);
  });

  it('refuses a malformed key with 400 and works as before without the header', async () => {
    const before = await appointmentCount();
    for (const key of ['', 'k'.repeat(256), 'tab\there', 'caf\u00e9']) {
      const response = await book(key);
      expect(response.statusCode, JSON.stringify(key)).toBe(400);
      expect(errorReplySchema.parse(response.json())).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: {
          'idempotency-key':
            'The Idempotency-Key header must be 1 to 255 printable ASCII characters.',
        },
      });
    }
    expect((await book('k'.repeat(255))).statusCode).toBe(201);
    expect((await book()).statusCode).toBe(201);
    expect((await book()).statusCode).toBe(201);
    expect(await appointmentCount()).toBe(before + 3);
  });

  it('a key is forgotten after 24 hours: then it makes a new booking', async () => {
    await bookedId('old-key');
    await testApp.database.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = 'old-key'`,
    );
    const before = await appointmentCount();
    expect((await book('old-key', booking('Kumar'))).statusCode).toBe(201);
    expect(await appointmentCount()).toBe(before + 1);
  });
});

describe('each safe-to-retry call honours the key', () => {
  it('payment initiation: one order, the same reply; another appointment under the key is 422', async () => {
    const id = await bookedId();
    const first = await post(`/api/payments/appointments/${id}/initiate`, 'pay-1');
    expect(first.statusCode, first.body).toBe(200);
    paymentInitiationReplySchema.parse(first.json());
    expectReplay(first, await post(`/api/payments/appointments/${id}/initiate`, 'pay-1'));
    const other = await bookedId();
    expect(
      errorReplySchema.parse(
        (await post(`/api/payments/appointments/${other}/initiate`, 'pay-1')).json(),
      ).code,
    ).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(
      (
        await rows<{ n: number }>(
          sql`select count(*)::int as n from payments where appointment_id in (${id}, ${other})`,
        )
      )[0]!.n,
    ).toBe(1);
  });

  it('the cash choice: the same reply, one cash payment', async () => {
    const id = await bookedId();
    const first = await post(`/api/payments/appointments/${id}/cash`, 'cash-1');
    expect(first.statusCode, first.body).toBe(200);
    expectReplay(first, await post(`/api/payments/appointments/${id}/cash`, 'cash-1'));
    expect(
      (
        await rows<{ n: number }>(
          sql`select count(*)::int as n from payments where appointment_id = ${id} and method = 'cash'`,
        )
      )[0]!.n,
    ).toBe(1);
  });

  it('book-slot: a retry replays the booking, and a refusal gives the key back', async () => {
    const id = await bookedId();
    const refused = await post(`/api/appointments/${id}/book-slot`, 'slot-1', {
      slot_id: 600,
      date: day,
    });
    expect(errorReplySchema.parse(refused.json()).code).toBe('NOT_PAID');
    await markPaid(testApp, [id]);
    // The refused call left nothing behind, so the same key now books.
    const first = await post(`/api/appointments/${id}/book-slot`, 'slot-1', {
      slot_id: 600,
      date: day,
    });
    expect(first.statusCode, first.body).toBe(200);
    expectReplay(
      first,
      await post(`/api/appointments/${id}/book-slot`, 'slot-1', { slot_id: 600, date: day }),
    );
    expect(
      errorReplySchema.parse(
        (
          await post(`/api/appointments/${id}/book-slot`, 'slot-1', { slot_id: 630, date: day })
        ).json(),
      ).code,
    ).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(
      errorReplySchema.parse(
        (
          await post(`/api/appointments/${id}/book-slot`, undefined, { slot_id: 600, date: day })
        ).json(),
      ).code,
    ).toBe('ALREADY_SCHEDULED');
  });

  it('reschedule: a retry moves it once, not twice; then cancel replays the cancellation', async () => {
    const id = await bookedId();
    await markPaid(testApp, [id]);
    expect(
      (await post(`/api/appointments/${id}/book-slot`, undefined, { slot_id: 660, date: day }))
        .statusCode,
    ).toBe(200);
    const first = await post(`/api/appointments/${id}/reschedule`, 'move-1', {
      slot_id: 720,
      date: day,
    });
    expect(first.statusCode, first.body).toBe(200);
    expectReplay(
      first,
      await post(`/api/appointments/${id}/reschedule`, 'move-1', { slot_id: 720, date: day }),
    );
    expect(
      (
        await rows<{ n: number }>(
          sql`select reschedule_count as n from appointments where id = ${id}`,
        )
      )[0]!.n,
    ).toBe(1);

    const cancelled = await post(`/api/appointments/${id}/cancel`, 'cancel-1', {
      reason: 'Travelling',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expectReplay(
      cancelled,
      await post(`/api/appointments/${id}/cancel`, 'cancel-1', { reason: 'Travelling' }),
    );
    expect(
      errorReplySchema.parse(
        (
          await post(`/api/appointments/${id}/cancel`, 'cancel-1', { reason: 'Other plans' })
        ).json(),
      ).code,
    ).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(
      (await rows<{ status: string }>(sql`select status from appointments where id = ${id}`))[0]!
        .status,
    ).toBe('cancelled');
  });

  it('answers 409 while the first request runs, and takes over a dead process’s key', async () => {
    const id = await bookedId();
    const fingerprint = { id };
    await testApp.database.db.execute(
      sql`insert into idempotency_keys (user_id, operation, key, request_hash)
        values (${userId}, 'payments.cash', 'running', ${requestHash(fingerprint)})`,
    );
    const idempotency = createIdempotency(testApp.database.db, { waitMs: 60, pollMs: 20 });
    const request = {
      headers: { 'idempotency-key': 'running' },
      user: { id: userId },
      log: testApp.app.log,
    } as unknown as FastifyRequest;
    const reply = { code: () => reply, header: () => reply } as unknown as FastifyReply;
    let ran = false;
    const running = await idempotency
      .run(request, reply, {
        operation: 'payments.cash',
        fingerprint,
        call: () => Promise.resolve((ran = true)),
      })
      .catch((error: unknown) => error);
    expect(running).toBeInstanceOf(AppError);
    expect(running).toMatchObject({
      code: 'IDEMPOTENCY_IN_PROGRESS',
      statusCode: 409,
      retryAfterSeconds: 1,
    });
    expect(ran).toBe(false);

    // Left in progress for minutes: its process died before it finished; the same request runs again.
    await testApp.database.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '5 minutes' where key = 'running'`,
    );
    const taken = await post(`/api/payments/appointments/${id}/cash`, 'running');
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.headers['idempotent-replayed']).toBeUndefined();
  });

  it('the OpenAPI document shows the header on the seven calls', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    }>();
    const calls = [
      '/api/appointments',
      '/api/appointments/{id}/cancel',
      '/api/payments/appointments/{id}/initiate',
      '/api/payments/appointments/{id}/cash',
      '/api/appointments/{id}/book-slot',
      '/api/appointments/{id}/reschedule',
      '/api/admin/appointments',
    ];
    for (const path of calls) {
      expect(document.paths[path]?.post?.parameters ?? [], path).toContainEqual(
        expect.objectContaining({ in: 'header', name: 'idempotency-key' }),
      );
    }
  });
});

describe('after a restart', () => {
  it('a replay still returns the first reply from the database, and makes nothing new', async () => {
    const first = await book('across-restart');
    expect(first.statusCode).toBe(201);
    const before = await appointmentCount();
    await app.close();
    app = await buildApp({
      config: { logLevel: 'silent', webDistDir: null, trustProxy: false },
      database: testApp.database,
      dependencies: testApp.dependencies,
    });
    expectReplay(first, await book('across-restart'));
    expect(await appointmentCount()).toBe(before);
  });
});
