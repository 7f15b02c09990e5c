import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  captchaReplySchema,
  errorReplySchema,
  sendOtpReplySchema,
  verifyOtpReplySchema,
} from '@portal/contracts';
import { knownDevices, otpRequests, sessions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sha256Hex } from '../../lib/secrets/secrets';
import { lastCodeFor, sendCode, signIn } from '../../test/sign-in';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const send = (phone_number: string, headers: Record<string, string> = {}) =>
  testApp.inject({ method: 'POST', url: '/api/auth/send-otp', payload: { phone_number }, headers });
const verify = (phone_number: string, request_id: string, otp: string) =>
  testApp.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload: { phone_number, request_id, otp, language_preference: 'tamil' },
  });
const sent = (phone: string) => sendCode(testApp, phone);
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('GET /api/auth/captcha with the captcha off (CAPTCHA=off)', () => {
  it('says no proof of work is required, and send-otp takes a number without one', async () => {
    const reply = await testApp.inject({ method: 'GET', url: '/api/auth/captcha' });
    expect(reply.statusCode).toBe(200);
    expect(captchaReplySchema.parse(reply.json())).toEqual({ success: true, required: false });
    expect((await send('98400 10000')).statusCode).toBe(200);
  });
});

describe('POST /api/auth/send-otp', () => {
  it('sends a 6-digit code, normalising a number without a plus to +91', async () => {
    const response = await send('98400 11111');
    expect(response.statusCode).toBe(200);
    const { request_id, ...rest } = sendOtpReplySchema.parse(response.json());
    expect(rest).toEqual({ success: true, expires_in: 300, resend_after: 30 });
    expect(request_id).toMatch(/^[\w-]{43}$/);
    expect(lastCodeFor(testApp, '+919840011111')).toMatch(/^\d{6}$/);
    expect(response.body).not.toContain(lastCodeFor(testApp, '+919840011111'));
  });

  it.each(['12345', '+91 12345 67890', 'call me', '+1 555 0100', '9'.repeat(16)])(
    'refuses %s as a phone number',
    async (number) => {
      const response = await send(number, { 'accept-language': 'ta' });
      expect(response.statusCode).toBe(400);
      const body = errorReplySchema.parse(response.json());
      expect(body.error).toBe('சரியான தொலைபேசி எண்ணை உள்ளிடுங்கள்.');
      expect((await send(number)).json<{ error: string }>().error).toBe(
        'Please enter a valid phone number.',
      );
    },
  );

  it("refuses an empty number with a message at the number's field", async () => {
    const body = errorReplySchema.parse((await send('')).json());
    expect(body.fields?.phone_number).toBe('Please enter a valid mobile number.');
  });

  it('answers the fourth send to a number within 15 minutes with 429 and Retry-After', async () => {
    for (let attempt = 1; attempt <= 3; attempt += 1)
      expect((await send('+65 8123 4567')).statusCode).toBe(200);
    const fourth = await send('+65 8123 4567');
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(800);
    expect(errorReplySchema.parse(fourth.json()).error).toBe(
      'Too many attempts. Please try again later.',
    );
  });

  it('keeps each request its own code: a second send leaves the first one valid', async () => {
    const first = await sent('9840022222');
    const second = await sent('9840022222');
    expect(second.requestId).not.toBe(first.requestId);
    // A request's code is good on that request only.
    if (first.code !== second.code)
      expect((await verify('9840022222', second.requestId, first.code)).statusCode).toBe(400);
    expect((await verify('9840022222', first.requestId, first.code)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/verify-otp', () => {
  it('signs a first-time customer in, creating the account', async () => {
    const { requestId, code } = await sent('9840033333');
    const response = await verify('9840033333', requestId, code);
    expect(response.statusCode).toBe(200);
    const body = verifyOtpReplySchema.parse(response.json());
    expect(body.token.length).toBeGreaterThanOrEqual(43);
    expect(body.device_token).toMatch(/^[\w-]{43}$/);
    expect(body.user).toMatchObject({
      mobile_number: '+919840033333',
      language_preference: 'tamil',
      role: 'customer',
      name: null,
    });
  });

  it('refuses even a right sixth guess: the fifth wrong one used the code up', async () => {
    const { requestId, code } = await sent('9840044444');
    for (let guess = 1; guess <= 4; guess += 1) {
      const response = await verify('9840044444', requestId, wrong(code));
      expect(errorReplySchema.parse(response.json())).toMatchObject({
        code: 'OTP_INVALID',
        error: 'Invalid OTP code. Please check and try again.',
      });
    }
    const exhausted = {
      code: 'OTP_ATTEMPTS_EXHAUSTED',
      error:
        'Too many wrong codes were entered, so this OTP can no longer be used. Please request a new one.',
    };
    const fifth = await verify('9840044444', requestId, wrong(code));
    expect(fifth.statusCode).toBe(400);
    expect(errorReplySchema.parse(fifth.json())).toMatchObject(exhausted);
    const sixth = await verify('9840044444', requestId, code);
    expect(sixth.statusCode).toBe(400);
    expect(errorReplySchema.parse(sixth.json())).toMatchObject(exhausted);
    const inTamil = await testApp.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { phone_number: '9840044444', request_id: requestId, otp: code },
      headers: { 'accept-language': 'ta' },
    });
    expect(errorReplySchema.parse(inTamil.json())).toMatchObject({
      code: 'OTP_ATTEMPTS_EXHAUSTED',
      error:
        'பலமுறை தவறான குறியீடு உள்ளிடப்பட்டதால் இந்த OTP-ஐ இனி பயன்படுத்த முடியாது. புதிய குறியீட்டைக் கேளுங்கள்.',
    });
  });

  it('takes the right code again once a new one is sent after the guesses ran out', async () => {
    const dead = await sent('9840044445');
    for (let guess = 1; guess <= 5; guess += 1)
      await verify('9840044445', dead.requestId, wrong(dead.code));
    expect(
      errorReplySchema.parse((await verify('9840044445', dead.requestId, dead.code)).json()).code,
    ).toBe('OTP_ATTEMPTS_EXHAUSTED');
    const fresh = await sent('9840044445');
    expect((await verify('9840044445', fresh.requestId, fresh.code)).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { requestId, code } = await sent('9840055555');
    await testApp.database.db
      .update(otpRequests)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(otpRequests.idHash, sha256Hex(requestId)));
    const response = await verify('9840055555', requestId, code);
    expect(response.statusCode).toBe(400);
    expect(errorReplySchema.parse(response.json())).toMatchObject({
      code: 'OTP_EXPIRED',
      error: 'OTP has expired. Please request a new one.',
    });
  });

  it('refuses a code already used', async () => {
    const { requestId, code } = await sent('9840066666');
    expect((await verify('9840066666', requestId, code)).statusCode).toBe(200);
    const again = await verify('9840066666', requestId, code);
    expect(again.statusCode).toBe(400);
    expect(errorReplySchema.parse(again.json())).toMatchObject({
      code: 'OTP_REQUEST_UNKNOWN',
      error: 'This code request has ended or is not known here. Please ask for a new code.',
    });
  });

  it('lets only one of two simultaneous uses of a code through', async () => {
    const { requestId, code } = await sent('9840077777');
    const results = await Promise.all([
      verify('9840077777', requestId, code),
      verify('9840077777', requestId, code),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 400]);
  });

  it("refuses a code that is not 6 digits with a message at the code's field", async () => {
    const body = errorReplySchema.parse(
      (await verify('9840088888', 'a'.repeat(43), '12345')).json(),
    );
    expect(body.fields?.otp).toBe('Please enter a valid 6-digit OTP.');
  });

  it('asks for a new code, in the language of the call, when the request is missing', async () => {
    const missing = await testApp.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      headers: { 'accept-language': 'ta' },
      payload: { phone_number: '9840088888', otp: '123456' },
    });
    expect(missing.statusCode).toBe(400);
    expect(errorReplySchema.parse(missing.json()).fields?.request_id).toBe(
      'இந்தக் குறியீட்டுக் கோரிக்கை எங்களுக்குத் தெரியவில்லை. புதிய குறியீட்டைக் கேளுங்கள்.',
    );
  });

  it('stores no raw code and no raw token', async () => {
    const { requestId, code } = await sent('9840099999');
    const requests = await testApp.database.db.select().from(otpRequests);
    expect(JSON.stringify(requests)).not.toContain(code);
    expect(JSON.stringify(requests)).not.toContain(requestId);
    const reply = verifyOtpReplySchema.parse((await verify('9840099999', requestId, code)).json());
    const stored = await testApp.database.db.select().from(sessions);
    expect(JSON.stringify(stored)).not.toContain(reply.token);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
    const devices = await testApp.database.db.select().from(knownDevices);
    expect(JSON.stringify(devices)).not.toContain(reply.device_token);
    expect(devices.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });
});

describe('bearer calls', () => {
  const bearerCalls = async () => {
    const document = (await testApp.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    }>();
    return Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security?.length)
        .map(([method]) => ({
          method: method.toUpperCase() as 'GET' | 'POST' | 'PUT',
          url: path.replace(/\{[^}]+\}/g, '1'),
        })),
    );
  };

  it('every one of them refuses a missing, unknown or revoked token with 401', async () => {
    const calls = await bearerCalls();
    expect(calls.length).toBeGreaterThanOrEqual(3);
    const token = await signIn(testApp, '9841011111');
    expect(
      (
        await testApp.inject({
          method: 'POST',
          url: '/api/auth/logout',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(200);
    for (const call of calls) {
      for (const authorization of [
        undefined,
        'Bearer unknown-token-0123456789abcdef',
        `Bearer ${token}`,
      ]) {
        const response = await testApp.inject({
          ...call,
          headers: authorization ? { authorization } : {},
          payload: call.method === 'GET' ? undefined : {},
        });
        expect(
          response.statusCode,
          `${call.method} ${call.url} with ${authorization ?? 'no token'}`,
        ).toBe(401);
        expect(errorReplySchema.parse(response.json())).toMatchObject({
          code: 'UNAUTHENTICATED',
          error: 'Authentication required. Please log in again.',
        });
      }
    }
  });
});
