import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { runServer, stopServer, type Started } from '../../test/server-process';

const started: Started[] = [];
afterAll(() => Promise.all(started.map((server) => stopServer(server.child))));

it("holds the send limit across two server processes sharing the machine's Redis", async () => {
  const shared = {
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `portal:test:${randomBytes(4).toString('hex')}:`,
    CAPTCHA: 'off',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  };
  const [first, second] = await Promise.all(
    [1, 2].map(
      () =>
        runServer({ ...shared, DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-limits-')) }).started,
    ),
  );
  started.push(first!, second!);
  const phone = `98${randomInt(10_000_000, 99_999_999)}`;
  const send = (server: Started) =>
    fetch(`${server.url}api/auth/send-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone_number: phone }),
    }).then((response) => response.status);

  expect(await send(first!)).toBe(200);
  expect(await send(second!)).toBe(200);
  expect(await send(first!)).toBe(200);
  expect(await send(second!)).toBe(429);
  expect(await send(first!)).toBe(429);
}, 90_000);
