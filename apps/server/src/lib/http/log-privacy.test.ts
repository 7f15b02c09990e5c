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
  await testApp.inject({ method: 'POST', url: '/api/messages/unsubscribe?token=unsubscribe-token-that-names-a-customer-0123456789', payload: {} });
  await testApp.inject({ method: 'PUT', url: '/api/user/profile', headers: { authorization: `Bearer ${token}` }, payload: { name: 'Lakshmi Narayanan', date_of_birth: '1985-11-02' } });
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
    .then(() => null, (failure: unknown) => failure);
  expect(error).toBeInstanceOf(Error);
  testApp.app.log.error({ err: error }, 'unexpected error');
  const line = logged.trim().split('\n').at(-1)!;
  expect(line).toContain('unexpected error');
  expect(line).toContain('params: [redacted]');
  for (const personal of ['9800055502', '1985-11-02', 'Coimbatore']) expect(line).not.toContain(personal);
});

it('takes numbers, e-mail addresses and tokens out of error texts', () => {
  expect(redactText('MSG91 refused +91 98000 55503 for ravi@example.com with key AbCdEfGhIjKlMnOpQrStUvWxYz0123456789')).toBe(
    'MSG91 refused [number] for [e-mail] with key [token]',
  );
  expect(redactText('slot 540 on 2026-12-01 is taken')).toBe('slot 540 on 2026-12-01 is taken');
});

it('marks every API reply, also an error, as not to be stored', async () => {
  const token = await createCustomer(testApp, '+919800055504');
  for (const url of ['/api/user/profile', '/api/appointments', '/api/appointments/2147483647', '/api/appointments/%ZZ']) {
    const reply = await testApp.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect(reply.headers['cache-control'], url).toBe('no-store');
  }
});
