import { afterAll, beforeAll, expect, it } from 'vitest';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { captchaReplySchema, errorReplySchema } from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { challengeFactor, createCaptcha } from './captcha';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ dependencies: { captcha: true } });
});
afterAll(() => testApp.close());

/** What the ALTCHA widget does in the browser: fetch a challenge, solve it, encode the payload. */
async function solvedPayload(): Promise<string> {
  const reply = captchaReplySchema.parse(
    (await testApp.inject({ method: 'GET', url: '/api/auth/captcha' })).json(),
  );
  if (!reply.required) throw new Error('the captcha is on: a challenge was expected');
  const challenge = {
    parameters: reply.parameters,
    signature: reply.signature,
  } as unknown as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const send = (captcha?: string) =>
  testApp.inject({
    method: 'POST',
    url: '/api/auth/send-otp',
    payload: { phone_number: '9840012345', captcha },
  });

it('accepts a solved challenge once, and never twice', async () => {
  const payload = await solvedPayload();
  expect((await send(payload)).statusCode).toBe(200);
  const replay = await send(payload);
  expect(replay.statusCode).toBe(400);
  expect(errorReplySchema.parse(replay.json())).toMatchObject({
    code: 'CAPTCHA_FAILED',
    error: 'Security verification failed. Please refresh the page and try again.',
  });
});

it('refuses a missing, garbled or tampered solution', async () => {
  const payload = JSON.parse(Buffer.from(await solvedPayload(), 'base64').toString()) as {
    solution: { counter: number; derivedKey: string };
  };
  const key = payload.solution.derivedKey;
  payload.solution.derivedKey = (key[0] === '0' ? '1' : '0') + key.slice(1);
  const tampered = Buffer.from(JSON.stringify(payload)).toString('base64');
  for (const captcha of [undefined, 'not-base64-json', tampered]) {
    expect(errorReplySchema.parse((await send(captcha)).json()).code).toBe('CAPTCHA_FAILED');
  }
});

it('asks for a solved challenge from the third wrong code on a request, and takes it then', async () => {
  const sent = await testApp.inject({
    method: 'POST',
    url: '/api/auth/send-otp',
    payload: { phone_number: '9840012399', captcha: await solvedPayload() },
  });
  const { request_id } = sent.json<{ request_id: string }>();
  const code = testApp.smsLog.at(-1)!.slice(-6);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const verify = (otp: string, captcha?: string) =>
    testApp.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { phone_number: '9840012399', request_id, otp, captcha },
    });
  for (let guess = 0; guess < 3; guess += 1)
    expect(errorReplySchema.parse((await verify(wrong)).json()).code).toBe('OTP_INVALID');
  const unsolved = await verify(code);
  expect(unsolved.statusCode).toBe(400);
  expect(errorReplySchema.parse(unsolved.json())).toMatchObject({
    code: 'CAPTCHA_REQUIRED',
    error: 'After several wrong codes, a security check is needed before the next try.',
  });
  expect((await verify(code, await solvedPayload())).statusCode).toBe(200);
});

it('makes the work up to ten times dearer as the hour’s budget drains', async () => {
  expect(challengeFactor(0)).toBe(1);
  expect(challengeFactor(0.5)).toBe(5.5);
  expect(challengeFactor(1)).toBe(10);
  expect(challengeFactor(7)).toBe(10);
  const spent = createCaptcha('another-secret-0123456789', testApp.dependencies.counters, {
    used: async () => 1,
  });
  const solution = await solveChallenge({ challenge: await spent.challenge(), deriveKey });
  // An unused budget's answers lie from 5,000 to 50,000; a spent one's from 50,000 to 500,000.
  expect(solution?.counter).toBeGreaterThanOrEqual(50_000);
});
