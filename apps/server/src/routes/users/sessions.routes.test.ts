import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { errorReplySchema, sessionsReplySchema } from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAdmin, createCustomer, createDesk } from '../../test/customers';
import { lastCodeFor } from '../../test/sign-in';
import { anotherSession, HOUR_MS, moveClockBy, PHONE_CHROME, userIdOf } from '../../test/sessions';

// Sessions a person controls (decision 0106): GET /api/user/sessions, DELETE
// /api/user/sessions/{id}, POST /api/user/sessions/end-others; office sessions end unused and on a
// role change.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ trustProxy: ['10.0.0.1'] });
});
afterAll(() => testApp.close());
afterEach(() => vi.useRealTimers());

const call = (
  token: string,
  method: 'GET' | 'POST' | 'DELETE' | 'PUT',
  url: string,
  payload?: object,
) =>
  testApp.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
const listOf = async (token: string) =>
  sessionsReplySchema.parse((await call(token, 'GET', '/api/user/sessions')).json()).sessions;
const statusOf = async (token: string, url = '/api/user/profile') =>
  (await call(token, 'GET', url)).statusCode;

/** Signs in through send-otp and verify-otp from a phone, through the trusted proxy. */
async function signInFromPhone(
  phoneNumber: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const through = {
    remoteAddress: '10.0.0.1',
    headers: { 'x-forwarded-for': '203.0.113.57', 'user-agent': PHONE_CHROME, ...headers },
  };
  const sent = await testApp.inject({
    method: 'POST',
    url: '/api/auth/send-otp',
    payload: { phone_number: phoneNumber },
    ...through,
  });
  const verified = await testApp.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload: {
      phone_number: phoneNumber,
      request_id: sent.json<{ request_id: string }>().request_id,
      otp: lastCodeFor(testApp, `+91${phoneNumber}`),
    },
    ...through,
  });
  expect(verified.json()).toMatchObject({ second_factor_required: false });
  return verified.json<{ token: string }>().token;
}

it('lists the sessions with their device and rough address, the asking one first and current', async () => {
  const phone = await signInFromPhone('9840410001', {
    'cf-ipcity': 'Chennai',
    'cf-ipcountry': 'IN',
  });
  await anotherSession(testApp, '+919840410001');
  const sessions = await listOf(phone);
  expect(sessions).toHaveLength(2);
  expect(sessions[0]).toMatchObject({
    current: true,
    device_label: 'Chrome on Android',
    address_hint: '203.0.113.x',
    place: 'Chennai, IN',
  });
  expect(sessions[1]).toMatchObject({
    current: false,
    device_label: 'Firefox on Windows',
    address_hint: '198.51.100.x',
    place: null,
  });
});

it("takes no place from a client's own headers, only from the trusted proxy", async () => {
  const sent = await testApp.inject({
    method: 'POST',
    url: '/api/auth/send-otp',
    payload: { phone_number: '9840410002' },
  });
  const verified = await testApp.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    remoteAddress: '192.0.2.8',
    headers: { 'cf-ipcity': 'Madurai', 'cf-ipcountry': 'IN', 'x-forwarded-for': '203.0.113.9' },
    payload: {
      phone_number: '9840410002',
      request_id: sent.json<{ request_id: string }>().request_id,
      otp: lastCodeFor(testApp, '+919840410002'),
    },
  });
  const [session] = await listOf(verified.json<{ token: string }>().token);
  expect(session).toMatchObject({ place: null, address_hint: '192.0.2.x' });
});

it("ends the others at once: their tokens are refused, the asker's still works", async () => {
  const asker = await createCustomer(testApp, '+919840410003');
  const laptop = (await anotherSession(testApp, '+919840410003')).token;
  const tablet = (await anotherSession(testApp, '+919840410003')).token;
  // Both were just used, so each is in the cache of who a token is.
  expect([await statusOf(laptop), await statusOf(tablet)]).toEqual([200, 200]);

  const ended = await call(asker, 'POST', '/api/user/sessions/end-others');
  expect(ended.json()).toEqual({ success: true, ended: 2 });
  expect([await statusOf(laptop), await statusOf(tablet), await statusOf(asker)]).toEqual([
    401, 401, 200,
  ]);
  expect(await listOf(asker)).toHaveLength(1);
});

it('ends one chosen session, whose token is refused at once', async () => {
  const asker = await createCustomer(testApp, '+919840410004');
  const other = await anotherSession(testApp, '+919840410004');
  expect(await statusOf(other.token)).toBe(200);
  const ended = await call(asker, 'DELETE', `/api/user/sessions/${other.sessionId}`);
  expect(ended.statusCode).toBe(200);
  expect(await statusOf(other.token)).toBe(401);
  // Ended once: a second time it is not found.
  expect((await call(asker, 'DELETE', `/api/user/sessions/${other.sessionId}`)).statusCode).toBe(
    404,
  );
});

it("refuses to end another person's session, which goes on working", async () => {
  const stranger = await createCustomer(testApp, '+919840410005');
  await createCustomer(testApp, '+919840410006');
  const owner = await anotherSession(testApp, '+919840410006');
  const refused = await call(stranger, 'DELETE', `/api/user/sessions/${owner.sessionId}`);
  expect(refused.statusCode).toBe(404);
  expect(errorReplySchema.parse(refused.json()).code).toBe('NOT_FOUND');
  expect(await statusOf(owner.token)).toBe(200);
  expect((await listOf(stranger)).map((session) => session.id)).not.toContain(owner.sessionId);
});

it("refuses an office session unused for longer than the office's 12 hours, not a customer's", async () => {
  const admin = await createAdmin(testApp, '+919840410007');
  const customer = await createCustomer(testApp, '+919840410008');
  await moveClockBy(testApp, 12 * HOUR_MS + 60_000);
  expect(await statusOf(admin, '/api/admin/appointments')).toBe(401);
  // Ended for good: it does not come back when the clock or the setting would allow it.
  expect(await statusOf(admin)).toBe(401);
  expect(await statusOf(customer)).toBe(200);
});

it('keeps an office session that is used, counting the hours from its last use', async () => {
  const desk = await createDesk(testApp, '+919840410009');
  await moveClockBy(testApp, 11 * HOUR_MS);
  expect(await statusOf(desk, '/api/admin/appointments')).toBe(200);
  await moveClockBy(testApp, 11 * HOUR_MS);
  expect(await statusOf(desk, '/api/admin/appointments')).toBe(200);
  const [session] = await listOf(desk);
  expect(Date.now() - Date.parse(session!.last_used_at)).toBeLessThan(6 * 60_000);
});

it("follows the admin's idle hours", async () => {
  const admin = await createAdmin(testApp, '+919840410010');
  const desk = await createDesk(testApp, '+919840410011');
  const saved = await call(admin, 'PUT', '/api/admin/security-settings', {
    office_idle_hours: 2,
    second_factor_required: false,
  });
  expect(saved.json()).toEqual({
    success: true,
    settings: { office_idle_hours: 2, second_factor_required: false },
  });
  await moveClockBy(testApp, 2 * HOUR_MS + 60_000);
  expect(await statusOf(desk, '/api/admin/appointments')).toBe(401);
  vi.useRealTimers();
  const fresh = await createAdmin(testApp, '+919840410012');
  await call(fresh, 'PUT', '/api/admin/security-settings', {
    office_idle_hours: 12,
    second_factor_required: false,
  });
  const outOfRange = await call(fresh, 'PUT', '/api/admin/security-settings', {
    office_idle_hours: 721,
    second_factor_required: false,
  });
  expect(outOfRange.statusCode).toBe(400);
});

it('ends every session of a person whose role an admin changes, or takes back', async () => {
  const admin = await createAdmin(testApp, '+919840410013');
  const desk = await createDesk(testApp, '+919840410014');
  const deskLaptop = (await anotherSession(testApp, '+919840410014')).token;
  expect(await statusOf(desk, '/api/admin/appointments')).toBe(200);

  const granted = await call(admin, 'PUT', '/api/admin/staff', {
    mobile_number: '+919840410014',
    role: 'admin',
  });
  expect(granted.statusCode).toBe(200);
  expect([await statusOf(desk), await statusOf(deskLaptop)]).toEqual([401, 401]);

  const again = (await anotherSession(testApp, '+919840410014')).token;
  expect(await statusOf(again, '/api/admin/staff')).toBe(200);
  const revoked = await call(
    admin,
    'DELETE',
    `/api/admin/staff/${await userIdOf(testApp, '+919840410014')}`,
  );
  expect(revoked.statusCode).toBe(200);
  expect(await statusOf(again)).toBe(401);
  // The admin who acted keeps theirs.
  expect(await statusOf(admin)).toBe(200);
});
