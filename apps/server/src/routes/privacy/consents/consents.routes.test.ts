import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consentsReplySchema,
  errorReplySchema,
  verifyOtpReplySchema,
  type ConsentsReply,
} from '@portal/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createAdmin } from '../../../test/customers';
import { sendCode } from '../../../test/sign-in';

let testApp: TestApp;
let admin: string;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createAdmin(testApp, '+919840070201');
});
afterAll(() => testApp.close());

/** Signs in through the real calls with what the sign-in form sends. */
async function signIn(phone: string, ticks: { accept_notice?: boolean; marketing?: boolean }) {
  const { requestId, code } = await sendCode(testApp, phone);
  const verified = await testApp.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload: { phone_number: phone, request_id: requestId, otp: code, ...ticks },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return verifyOtpReplySchema.parse(verified.json());
}

const consents = async (token: string, change?: unknown, language = 'en') => {
  const reply = await testApp.inject({
    method: change ? 'PUT' : 'GET',
    url: '/api/user/consents',
    payload: change as never,
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  });
  return reply;
};
const stateOf = async (token: string): Promise<ConsentsReply> => {
  const reply = await consents(token);
  expect(reply.statusCode, reply.body).toBe(200);
  return consentsReplySchema.parse(reply.json());
};

const publish = async (words: string) => {
  const text = `<p>${words} ${'What we keep and why. '.repeat(12)}</p>`;
  const reply = await testApp.inject({
    method: 'PUT',
    url: '/api/admin/privacy/notice',
    payload: { body_english: text, body_tamil: text },
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(reply.statusCode, reply.body).toBe(200);
};

describe('consent at sign-in', () => {
  it("records agreement to the notice's current version, offers off by default", async () => {
    const signedIn = await signIn('9840070211', { accept_notice: true });
    expect(signedIn.consent_needed).toBe(false);
    const state = await stateOf(signedIn.token);
    expect(state).toMatchObject({
      notice_version: 1,
      consent_needed: false,
      service: { notice_version: 1 },
      marketing: { granted: false, at: null },
    });
    expect(state.history).toEqual([
      expect.objectContaining({
        purpose: 'service',
        granted: true,
        notice_version: 1,
        source: 'sign_in',
        subject_type: null,
      }),
    ]);
  });

  it('records nothing without the ticked agreement, and asks', async () => {
    const signedIn = await signIn('9840070212', {});
    expect(signedIn.consent_needed).toBe(true);
    const state = await stateOf(signedIn.token);
    expect(state).toMatchObject({ consent_needed: true, service: { notice_version: null } });
    expect(state.history).toEqual([]);
  });

  it('records a yes to offers when the optional box is ticked, once', async () => {
    const first = await signIn('9840070213', { accept_notice: true, marketing: true });
    await signIn('9840070213', { accept_notice: true, marketing: true });
    const state = await stateOf(first.token);
    expect(state.marketing.granted).toBe(true);
    expect(state.history.map((entry) => [entry.purpose, entry.granted, entry.source])).toEqual([
      ['marketing', true, 'sign_in'],
      ['service', true, 'sign_in'],
    ]);
  });

  it('keeps an earlier yes to offers when a later sign-in leaves the box unticked', async () => {
    await signIn('9840070214', { accept_notice: true, marketing: true });
    const again = await signIn('9840070214', { accept_notice: true });
    expect((await stateOf(again.token)).marketing.granted).toBe(true);
  });
});

describe('a new version of the notice', () => {
  it('asks again after a new version, and no longer once the customer agrees', async () => {
    const signedIn = await signIn('9840070221', { accept_notice: true });
    await publish('Version two of the notice.');
    const asked = await stateOf(signedIn.token);
    expect(asked).toMatchObject({
      notice_version: 2,
      consent_needed: true,
      service: { notice_version: 1 },
    });
    // Signing in again without ticking (a returning customer's new phone) still asks.
    expect((await signIn('9840070221', {})).consent_needed).toBe(true);

    const agreed = await consents(signedIn.token, { service_version: 2 });
    expect(agreed.statusCode, agreed.body).toBe(200);
    const state = consentsReplySchema.parse(agreed.json());
    expect(state).toMatchObject({ consent_needed: false, service: { notice_version: 2 } });
    expect(state.history[0]).toMatchObject({
      purpose: 'service',
      notice_version: 2,
      source: 'profile',
    });
  });

  it('refuses agreement to a version older than the current one, in Tamil too', async () => {
    const signedIn = await signIn('9840070222', { accept_notice: true });
    await publish('Version three of the notice.');
    const stale = await consents(signedIn.token, { service_version: 2 }, 'ta');
    expect(stale.statusCode).toBe(409);
    expect(errorReplySchema.parse(stale.json())).toMatchObject({
      code: 'NOTICE_VERSION_STALE',
      error: expect.stringContaining('தனியுரிமை அறிவிப்பு மாறியுள்ளது') as string,
    });
    expect((await stateOf(signedIn.token)).consent_needed).toBe(true);
  });
});

describe('offers in My Profile', () => {
  it('withdraws offers in one call, and gives them again', async () => {
    const { token } = await signIn('9840070231', { accept_notice: true, marketing: true });
    const withdrawn = consentsReplySchema.parse(
      (await consents(token, { marketing: false })).json(),
    );
    expect(withdrawn.marketing.granted).toBe(false);
    expect(withdrawn.history[0]).toMatchObject({
      purpose: 'marketing',
      granted: false,
      source: 'profile',
    });
    // Saying the same again adds nothing.
    const same = consentsReplySchema.parse((await consents(token, { marketing: false })).json());
    expect(same.history).toHaveLength(withdrawn.history.length);
    const given = consentsReplySchema.parse((await consents(token, { marketing: true })).json());
    expect(given.marketing.granted).toBe(true);
  });

  it('refuses a change that says nothing, and a caller not signed in', async () => {
    const { token } = await signIn('9840070232', { accept_notice: true });
    expect((await consents(token, {})).statusCode).toBe(400);
    const anonymous = await testApp.inject({ method: 'GET', url: '/api/user/consents' });
    expect(anonymous.statusCode).toBe(401);
  });
});
