import { afterAll, beforeAll, expect, it } from 'vitest';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { captchaReplySchema, errorReplySchema } from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';

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
