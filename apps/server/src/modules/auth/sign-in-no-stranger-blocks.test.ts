import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorReplySchema } from '@portal/contracts';
import { DEFAULT_SIGN_IN_COUNTRIES } from '../../config';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sendCode, signInWithDevice } from '../../test/sign-in';
import { createDesk } from '../../test/customers';

/*
 * Sign-in that no stranger can block (decision 0105): a code belongs to the request it was sent
 * on, a device that signed in before is counted apart, and the hourly budget keeps a reserve.
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const verify = (payload: Record<string, unknown>, remoteAddress = '198.51.100.7') =>
  testApp.inject({ method: 'POST', url: '/api/auth/verify-otp', payload, remoteAddress });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const send = (phone_number: string, remoteAddress: string, device_token?: string) =>
  testApp.inject({
    method: 'POST',
    url: '/api/auth/send-otp',
    remoteAddress,
    payload: { phone_number, ...(device_token ? { device_token } : {}) },
  });

describe("a stranger cannot burn or guess the owner's code", () => {
  it("leaves the owner's code valid after five wrong verifies with no request_id", async () => {
    const owner = await sendCode(testApp, '9850010001');
    for (let guess = 0; guess < 5; guess += 1) {
      const reply = await verify({ phone_number: '9850010001', otp: wrong(owner.code) });
      expect(reply.statusCode).toBe(400);
    }
    const signedIn = await verify({
      phone_number: '9850010001',
      request_id: owner.requestId,
      otp: owner.code,
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it("leaves the owner's code valid after five wrong verifies on the stranger's own request", async () => {
    const owner = await sendCode(testApp, '9850010002');
    const stranger = await sendCode(testApp, '9850010002', { remoteAddress: '203.0.113.50' });
    const codes: string[] = [];
    for (let guess = 0; guess < 5; guess += 1) {
      const reply = await verify(
        { phone_number: '9850010002', request_id: stranger.requestId, otp: wrong(owner.code) },
        '203.0.113.50',
      );
      codes.push(errorReplySchema.parse(reply.json()).code);
    }
    // The stranger's guesses spent the stranger's request only (its code may even be the guess).
    expect(codes.filter((code) => code !== 'OTP_INVALID')).toEqual(
      owner.code === wrong(stranger.code) ? [] : ['OTP_ATTEMPTS_EXHAUSTED'],
    );
    const signedIn = await verify({
      phone_number: '9850010002',
      request_id: owner.requestId,
      otp: owner.code,
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it("refuses the owner's request id with another number, touching nothing", async () => {
    const owner = await sendCode(testApp, '9850010003');
    const reply = await verify({
      phone_number: '9850010004',
      request_id: owner.requestId,
      otp: owner.code,
    });
    expect(errorReplySchema.parse(reply.json()).code).toBe('OTP_REQUEST_UNKNOWN');
    const signedIn = await verify({
      phone_number: '9850010003',
      request_id: owner.requestId,
      otp: owner.code,
    });
    expect(signedIn.statusCode).toBe(200);
  });
});

describe('a device that signed in before', () => {
  it("is sent its code after ten strangers' sends to its number", async () => {
    const { deviceToken } = await signInWithDevice(testApp, '9850020001');
    const strangers: number[] = [];
    for (let index = 0; index < 10; index += 1)
      strangers.push((await send('9850020001', `203.0.113.${100 + index}`)).statusCode);
    // The number's own limit (three in 15 minutes, the owner's first sign-in one of them)
    // stopped the strangers after two.
    expect(strangers.filter((status) => status === 429).length).toBe(8);
    const own = await send('9850020001', '198.51.100.20', deviceToken);
    expect(own.statusCode).toBe(200);
    const { request_id } = own.json<{ request_id: string }>();
    const code = testApp.smsLog.at(-1)!.slice(-6);
    const signedIn = await verify({
      phone_number: '9850020001',
      request_id,
      otp: code,
      device_token: deviceToken,
    });
    expect(signedIn.statusCode).toBe(200);
    // The device keeps its token.
    expect(signedIn.json<{ device_token: string }>().device_token).toBe(deviceToken);
  });

  it("is a stranger to another number: its token does not lift that number's limit", async () => {
    const { deviceToken } = await signInWithDevice(testApp, '9850020002');
    for (let index = 0; index < 3; index += 1) await send('9850020003', `203.0.113.${120 + index}`);
    expect((await send('9850020003', '198.51.100.21', deviceToken)).statusCode).toBe(429);
  });
});

describe('addresses', () => {
  it('counts the addresses of one IPv6 /64 as one', async () => {
    const statuses: number[] = [];
    // 121 sends, each to its own number, from 121 addresses of one /64: the 121st is refused.
    for (let index = 0; index <= 120; index += 1) {
      const reply = await send(
        `98501${String(index).padStart(5, '0')}`,
        `2001:db8:77:1:${index.toString(16)}::1`,
      );
      statuses.push(reply.statusCode);
    }
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
    // The next /64 has its own limit.
    expect((await send('9850200000', '2001:db8:77:2::1')).statusCode).toBe(200);
  });
});

describe('the SMS', () => {
  it('ends in the origin-bound line, in English and in Tamil', async () => {
    for (const [language, words] of [
      ['en', 'is your Jothidam sign-in code'],
      ['ta', 'உங்கள் ஜோதிடம் உள்நுழைவுக் குறியீடு'],
    ] as const) {
      const reply = await testApp.inject({
        method: 'POST',
        url: '/api/auth/send-otp',
        headers: { 'accept-language': language },
        payload: { phone_number: language === 'en' ? '9850030001' : '9850030002' },
      });
      expect(reply.statusCode).toBe(200);
      const text = testApp.smsTexts.at(-1)!;
      const code = testApp.smsLog.at(-1)!.slice(-6);
      expect(text).toContain(words);
      // The test app's public address is https://portal.example.test.
      expect(text.split('\n').at(-1)).toBe(`@portal.example.test #${code}`);
    }
  });
});

describe('a drained hourly budget', () => {
  const BUDGET = 10;
  let drained: TestApp;
  beforeAll(async () => {
    // One clock hour for the whole test: a run in its last seconds waits for the next.
    const toHourEnd = 3_600_000 - (Date.now() % 3_600_000);
    if (toHourEnd < 30_000) await new Promise((resolve) => setTimeout(resolve, toHourEnd + 100));
    drained = await createTestApp({
      signIn: { countries: DEFAULT_SIGN_IN_COUNTRIES, codesPerHour: BUDGET, reservePercent: 20 },
    });
  }, 60_000);
  afterAll(() => drained.close());

  const sendTo = (phone_number: string, index: number, device_token?: string) =>
    drained.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      remoteAddress: `10.40.0.${index}`,
      payload: { phone_number, ...(device_token ? { device_token } : {}) },
    });

  it("still sends to a known device and an office number, and refuses a stranger's new number", async () => {
    const { deviceToken } = await signInWithDevice(drained, '9850040001');
    await createDesk(drained, '+919850040002');
    // One of the open eight was spent signing in above; strangers spend the other seven, then more.
    const strangers: number[] = [];
    for (let index = 0; index < 12; index += 1)
      strangers.push(
        (await sendTo(`98504${String(100 + index).padStart(5, '0')}`, index)).statusCode,
      );
    expect(strangers.filter((status) => status === 200).length).toBe(7);
    const paused = await sendTo('9850049999', 99);
    expect(paused.statusCode).toBe(429);
    expect(errorReplySchema.parse(paused.json()).code).toBe('SIGN_IN_PAUSED');

    expect((await sendTo('9850040001', 50, deviceToken)).statusCode).toBe(200);
    expect((await sendTo('9850040002', 51)).statusCode).toBe(200);
    // The reserve (two codes) is spent now: even a known device waits for the hour.
    expect((await sendTo('9850040001', 52, deviceToken)).statusCode).toBe(429);
  });
});
