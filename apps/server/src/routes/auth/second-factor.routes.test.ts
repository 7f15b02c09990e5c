import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  auditLogReplySchema,
  errorReplySchema,
  secondFactorConfirmReplySchema,
  secondFactorEnrolmentReplySchema,
  staffReplySchema,
} from '@portal/contracts';
import { secondFactors } from '../../db/schema';
import { base32Decode, totpAt } from '../../modules/second-factor/totp';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAdmin, createDesk } from '../../test/customers';
import { lastCodeFor, signIn } from '../../test/sign-in';
import { anotherSession, moveClockBy, userIdOf } from '../../test/sessions';

// The office's second factor (decision 0106): enrolment, the step after verify-otp, recovery
// codes, the office's requirement and an admin's reset.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
afterEach(() => vi.useRealTimers());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  testApp.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
const codeOf = (response: { json: () => unknown }) => errorReplySchema.parse(response.json()).code;
const stepCall = (token: string, payload: object) =>
  call(token, 'POST', '/api/auth/second-factor', payload);

/** Enrols the token's person; returns the secret (as bytes) and the recovery codes. */
async function enrol(token: string) {
  const begun = secondFactorEnrolmentReplySchema.parse(
    (await call(token, 'POST', '/api/admin/second-factor/enrolment')).json(),
  );
  const secret = base32Decode(begun.secret);
  const confirmed = await call(token, 'POST', '/api/admin/second-factor/enrolment/confirm', {
    code: totpAt(secret, Date.now()),
  });
  expect(confirmed.statusCode).toBe(200);
  return {
    secret,
    recoveryCodes: secondFactorConfirmReplySchema.parse(confirmed.json()).recovery_codes,
  };
}

it('holds an enrolled admin at the second step until the right code, and takes each code once', async () => {
  const number = '9840420001';
  const first = await createAdmin(testApp, `+91${number}`);
  const { secret, recoveryCodes } = await enrol(first);
  expect(recoveryCodes).toHaveLength(10);
  expect(new Set(recoveryCodes).size).toBe(10);

  // The next 30-second step: the code that confirmed the enrolment is spent.
  await moveClockBy(testApp, 30_000);
  const pendingToken = await signIn(testApp, number);
  const pending = await call(pendingToken, 'GET', '/api/admin/appointments');
  expect(pending.statusCode).toBe(401);
  expect(codeOf(pending)).toBe('SECOND_FACTOR_REQUIRED');
  expect(codeOf(await call(pendingToken, 'GET', '/api/user/profile'))).toBe(
    'SECOND_FACTOR_REQUIRED',
  );

  const wrong = await stepCall(pendingToken, { code: totpAt(secret, Date.now() - 120_000) });
  expect(codeOf(wrong)).toBe('SECOND_FACTOR_INVALID');
  const code = totpAt(secret, Date.now());
  const given = await stepCall(pendingToken, { code });
  expect(given.statusCode).toBe(200);
  expect(given.json()).toMatchObject({ user: { role: 'admin' }, recovery_codes_left: 10 });
  expect((await call(pendingToken, 'GET', '/api/admin/appointments')).statusCode).toBe(200);

  // Another sign-in in the same 30 seconds cannot use that code again.
  const second = await anotherSession(testApp, `+91${number}`);
  expect(second.secondFactorPending).toBe(true);
  expect(codeOf(await stepCall(second.token, { code }))).toBe('SECOND_FACTOR_INVALID');
  expect(codeOf(await call(second.token, 'GET', '/api/admin/appointments'))).toBe(
    'SECOND_FACTOR_REQUIRED',
  );
});

it('says second_factor_required in the reply of verify-otp, and lets a pending session sign out', async () => {
  const number = '9840420002';
  const admin = await createAdmin(testApp, `+91${number}`);
  await enrol(admin);
  const sent = await testApp.inject({
    method: 'POST',
    url: '/api/auth/send-otp',
    payload: { phone_number: number },
  });
  expect(sent.statusCode).toBe(200);
  const verified = await testApp.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload: {
      phone_number: number,
      request_id: sent.json<{ request_id: string }>().request_id,
      otp: lastCodeFor(testApp, `+91${number}`),
    },
  });
  expect(verified.json()).toMatchObject({ second_factor_required: true, user: { role: 'admin' } });
  const token = verified.json<{ token: string }>().token;
  expect((await call(token, 'POST', '/api/auth/logout')).statusCode).toBe(200);
  expect(codeOf(await stepCall(token, { code: '123456' }))).toBe('UNAUTHENTICATED');
});

it('accepts a recovery code once, typed in any case and with or without its dash', async () => {
  const number = '+919840420003';
  const admin = await createAdmin(testApp, number);
  const { recoveryCodes } = await enrol(admin);
  const first = await anotherSession(testApp, number);
  const typed = recoveryCodes[0]!.toUpperCase().replace('-', ' ');
  const used = await stepCall(first.token, { recovery_code: typed });
  expect(used.json()).toMatchObject({ success: true, recovery_codes_left: 9 });
  expect((await call(first.token, 'GET', '/api/admin/appointments')).statusCode).toBe(200);

  const second = await anotherSession(testApp, number);
  expect(codeOf(await stepCall(second.token, { recovery_code: recoveryCodes[0]! }))).toBe(
    'SECOND_FACTOR_INVALID',
  );
  expect((await stepCall(second.token, { recovery_code: recoveryCodes[1]! })).statusCode).toBe(200);
});

it("limits the tries of codes to 10 in 15 minutes per person, the enrolment's own among them", async () => {
  const number = '+919840420004';
  const admin = await createAdmin(testApp, number);
  const { secret } = await enrol(admin);
  await moveClockBy(testApp, 30_000);
  const pending = await anotherSession(testApp, number);
  const statuses: number[] = [];
  for (let index = 0; index < 9; index += 1)
    statuses.push((await stepCall(pending.token, { code: '000000' })).statusCode);
  expect(statuses.every((status) => status === 400)).toBe(true);
  const right = await stepCall(pending.token, { code: totpAt(secret, Date.now()) });
  expect(right.statusCode).toBe(429);
  expect(codeOf(right)).toBe('RATE_LIMITED');
});

it('keeps the secret sealed: the database holds neither it nor the recovery codes in clear', async () => {
  const number = '+919840420005';
  const admin = await createAdmin(testApp, number);
  const begun = secondFactorEnrolmentReplySchema.parse(
    (await call(admin, 'POST', '/api/admin/second-factor/enrolment')).json(),
  );
  expect(begun.otpauth_uri).toContain(`secret=${begun.secret}`);
  const [row] = await testApp.database.db
    .select()
    .from(secondFactors)
    .where(eq(secondFactors.userId, await userIdOf(testApp, number)));
  expect(row?.secretSealed).toMatch(/^v1\./);
  expect(row?.secretSealed).not.toContain(begun.secret);
  expect(row?.confirmedAt).toBeNull();
  // A wrong first code confirms nothing.
  const wrong = await call(admin, 'POST', '/api/admin/second-factor/enrolment/confirm', {
    code: '000000',
  });
  expect(codeOf(wrong)).toBe('SECOND_FACTOR_INVALID');
});

it("ends the enrolling person's other sessions, and refuses a second enrolment", async () => {
  const number = '+919840420006';
  const admin = await createAdmin(testApp, number);
  const other = await anotherSession(testApp, number);
  expect((await call(other.token, 'GET', '/api/user/profile')).statusCode).toBe(200);
  await enrol(admin);
  expect((await call(other.token, 'GET', '/api/user/profile')).statusCode).toBe(401);
  expect((await call(admin, 'GET', '/api/user/profile')).statusCode).toBe(200);
  expect(codeOf(await call(admin, 'POST', '/api/admin/second-factor/enrolment'))).toBe(
    'SECOND_FACTOR_ENROLLED',
  );
});

it('sends an office person without a second factor to enrolment when the office requires one', async () => {
  const admin = await createAdmin(testApp, '+919840420007');
  const desk = await createDesk(testApp, '+919840420008');
  await enrol(admin);
  const saved = await call(admin, 'PUT', '/api/admin/security-settings', {
    office_idle_hours: 12,
    second_factor_required: true,
  });
  expect(saved.statusCode).toBe(200);
  const refused = await call(desk, 'GET', '/api/admin/appointments');
  expect(refused.statusCode).toBe(403);
  expect(codeOf(refused)).toBe('SECOND_FACTOR_ENROLMENT_REQUIRED');
  expect((await call(desk, 'GET', '/api/admin/second-factor')).json()).toMatchObject({
    enrolled: false,
    required: true,
    enrolment_required: true,
  });
  await enrol(desk);
  expect((await call(desk, 'GET', '/api/admin/appointments')).statusCode).toBe(200);
  expect((await call(admin, 'GET', '/api/admin/appointments')).statusCode).toBe(200);
  await call(admin, 'PUT', '/api/admin/security-settings', {
    office_idle_hours: 12,
    second_factor_required: false,
  });
});

it("lets an admin reset another person's second factor, in the activity log, ending their sessions", async () => {
  const admin = await createAdmin(testApp, '+919840420009');
  const desk = await createDesk(testApp, '+919840420010');
  await enrol(desk);
  const deskId = await userIdOf(testApp, '+919840420010');
  const listed = staffReplySchema.parse((await call(admin, 'GET', '/api/admin/staff')).json());
  expect(listed.staff.find((member) => member.id === deskId)?.has_second_factor).toBe(true);

  expect(codeOf(await call(desk, 'DELETE', `/api/admin/staff/${deskId}/second-factor`))).toBe(
    'FORBIDDEN',
  );
  const reset = await call(admin, 'DELETE', `/api/admin/staff/${deskId}/second-factor`);
  expect(reset.statusCode).toBe(200);
  expect((await call(desk, 'GET', '/api/user/profile')).statusCode).toBe(401);
  const after = staffReplySchema.parse((await call(admin, 'GET', '/api/admin/staff')).json());
  expect(after.staff.find((member) => member.id === deskId)?.has_second_factor).toBe(false);
  // Signed in again, no second step is asked, and they may enrol anew.
  const again = await anotherSession(testApp, '+919840420010');
  expect(again.secondFactorPending).toBe(false);
  expect((await call(again.token, 'POST', '/api/admin/second-factor/enrolment')).statusCode).toBe(
    200,
  );
  expect(codeOf(await call(admin, 'DELETE', `/api/admin/staff/${deskId}/second-factor`))).toBe(
    'NOT_FOUND',
  );

  const log = auditLogReplySchema.parse(
    (await call(admin, 'GET', '/api/admin/audit-log?action=second_factor.reset')).json(),
  );
  expect(log.entries[0]).toMatchObject({
    action: 'second_factor.reset',
    entity_id: String(deskId),
  });
});
