import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCustomer } from '../../test/customers';
import { redactText } from './log-privacy';

let testApp: TestApp;
let logged = '';

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    logged += chunk.toString('utf8');
  });
  testApp = await createTestApp({ logStream: stream });
});

afterAll(async () => {
  await testApp?.close();
});

it('logs no query string, bearer token or body of a request', async () => {
  const token = await createCustomer(testApp, '+919800055501');
  await testApp.inject({
    method: 'POST',
    url: '/api/messages/unsubscribe?token=unsubscribe-token-that-names-a-customer-0123456789',
    payload: {},
  });
  await testApp.inject({
    method: 'PUT',
    url: '/api/user/profile',
    headers: { authorization: `Bearer ${token}` },
    payload: { name: 'Lakshmi Narayanan', date_of_birth: '1985-11-02' },
  });
  // Request lines are written in batches, within a tenth of a second (server-loggers.ts).
  await vi.waitFor(() => expect(logged).toContain('/api/user/profile'));
  expect(logged).toContain('/api/messages/unsubscribe');
  expect(logged).not.toContain('unsubscribe-token-that-names');
  expect(logged).not.toContain(token);
  expect(logged).not.toContain('Lakshmi');
  expect(logged).not.toContain('9800055501');
});

it("logs a failed query without its parameters (a customer's number and birth details)", async () => {
  const error = await testApp.database.db
    .execute(sql`select ${'+919800055502'}::int, ${'1985-11-02'}::date, ${'Coimbatore'}::int`)
    .then(
      () => null,
      (failure: unknown) => failure,
    );
  expect(error).toBeInstanceOf(Error);
  testApp.app.log.error({ err: error }, 'unexpected error');
  const line = logged.trim().split('\n').at(-1)!;
  expect(line).toContain('unexpected error');
  expect(line).toContain('params: [redacted]');
  for (const personal of ['9800055502', '1985-11-02', 'Coimbatore'])
    expect(line).not.toContain(personal);
  // Its stack keeps every frame as thrown: the driver's own (node_modules/@electric-sql/pglite/… on PGlite) and ours.
  const frames = (stack: string) => stack.split('\n').filter((text) => /^\s+at /.test(text));
  const { err } = JSON.parse(line) as { err: { stack: string; cause?: { stack: string } } };
  const thrown = [
    (error as Error).stack!,
    ((error as Error).cause as Error | undefined)?.stack ?? '',
  ].join('\n');
  const loggedStacks = [err.stack, err.cause?.stack ?? ''].join('\n');
  expect(frames(thrown).length).toBeGreaterThan(0);
  expect(frames(loggedStacks)).toEqual(frames(thrown));
  expect(frames(loggedStacks).join('\n')).not.toMatch(/\[e-mail\]|\[token\]|\[number\]/);
  if (!process.env.DATABASE_URL)
    expect(loggedStacks).toMatch(
      / \((?:file:\/\/)?\/\S+\/node_modules\/@electric-sql\/pglite\/dist\/\S+\.js:\d+:\d+\)\n/,
    );
});

it('takes numbers, e-mail addresses and tokens out of error texts', () => {
  expect(
    redactText(
      'MSG91 refused +91 98000 55503 for ravi@example.com with key AbCdEfGhIjKlMnOpQrStUvWxYz0123456789',
    ),
  ).toBe('MSG91 refused [number] for [e-mail] with key [token]');
  expect(redactText('slot 540 on 2026-12-01 is taken')).toBe('slot 540 on 2026-12-01 is taken');
});

it('marks every API reply, also an error, as not to be stored', async () => {
  const token = await createCustomer(testApp, '+919800055504');
  for (const url of [
    '/api/user/profile',
    '/api/appointments',
    '/api/appointments/2147483647',
    '/api/appointments/%ZZ',
  ]) {
    const reply = await testApp.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reply.headers['cache-control'], url).toBe('no-store');
  }
});

it("keeps a logged error's stack frames whole, without the personal values", () => {
  const error = new Error('SMS to +91 98000 55505 for ravi@example.com failed');
  error.stack = [
    'Error: SMS to +91 98000 55505 for ravi@example.com failed',
    '    at EventTarget.<anonymous> (/work/main/node_modules/@electric-sql/pglite/dist/index.js:183:19)',
    '    at Object.onSend (file:///work/main/node_modules/@fastify/rate-limit/index.js:312:7)',
    '    at file:///work/main/node_modules/.pnpm/@fastify+error@4.2.0/node_modules/@fastify/error/index.js:47:11',
    '    at /srv/portal-1712345678901/apps/server/dist/server.js:10234:5',
    '    at async Promise.all (index 0)',
    '    at process.processTicksAndRejections (node:internal/process/task_queues:105:5)',
  ].join('\n');
  testApp.app.log.error({ err: error }, 'message failed');
  const line = JSON.parse(logged.trim().split('\n').at(-1)!) as {
    err: { message: string; stack: string };
  };
  expect(line.err.message).toBe('SMS to [number] for [e-mail] failed');
  expect(line.err.stack).toBe(
    error.stack.replace('+91 98000 55505', '[number]').replace('ravi@example.com', '[e-mail]'),
  );
  // The same paths in an error's message (a module not found) are paths too.
  expect(
    redactText(
      "Cannot find module '/work/main/node_modules/@electric-sql/pglite/dist/index.js:183:19' for ravi@example.com",
    ),
  ).toBe(
    "Cannot find module '/work/main/node_modules/@electric-sql/pglite/dist/index.js:183:19' for [e-mail]",
  );
  expect(redactText('failed at file:///work/main/node_modules/@fastify/static/index.js:12:3')).toBe(
    'failed at file:///work/main/node_modules/@fastify/static/index.js:12:3',
  );
});
