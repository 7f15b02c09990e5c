import { createChallenge, verifySolution, type Payload } from 'altcha-lib';
import { deriveKey as deriveKeyOnServer } from 'altcha-lib/algorithms/sha';
import { expect, it } from 'vitest';
import { solveCaptcha } from './solve-captcha';

it('solves a server-made challenge into a payload the server accepts', async () => {
  const secret = 'test-secret-0123456789abcdef0123456789';
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 6_000,
    deriveKey: deriveKeyOnServer,
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: secret,
  });
  const payload = JSON.parse(atob(await solveCaptcha(challenge))) as Payload;
  const result = await verifySolution({
    ...payload,
    deriveKey: deriveKeyOnServer,
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: secret,
  });
  expect(result.verified).toBe(true);
});
