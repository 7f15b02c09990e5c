import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { PassThrough } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { adminCatalogReplySchema, servicesReplySchema } from '@portal/contracts';
import { createAdmin, createCustomer } from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { nextWeekday } from '../../test/times';

/*
 * Replies replayed before Fastify, over real HTTP (Fastify's inject does not pass through the
 * server's request listener, where the replay answers).
 */

let testApp: TestApp;
let base: string;
let admin: string;
let customer: string;
const log: string[] = [];
beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => log.push(...String(chunk).split('\n').filter(Boolean)));
  testApp = await createTestApp({ logStream });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const address = testApp.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  admin = await createAdmin(testApp, '+919840600001');
  customer = await createCustomer(testApp, '+919840600002');
});
afterAll(() => testApp.close());

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The headers in the order they came, as name: value lines. */
  headerLines: string[];
  body: Buffer;
}

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(`${base}${path}`, { method, headers }, (reply) => {
      const chunks: Buffer[] = [];
      reply.on('data', (chunk: Buffer) => chunks.push(chunk));
      reply.on('end', () => {
        const headerLines: string[] = [];
        for (let index = 0; index < reply.rawHeaders.length; index += 2)
          headerLines.push(`${reply.rawHeaders[index]}: ${reply.rawHeaders[index + 1]}`);
        resolve({
          status: reply.statusCode ?? 0,
          headers: reply.headers,
          headerLines,
          body: Buffer.concat(chunks),
        });
      });
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** The header lines but the two that differ between any two answers: the request's id and the date. */
const steadyLines = (answer: Answer) =>
  answer.headerLines.filter((line) => !/^(x-request-id|date):/i.test(line));

const servicesPath = '/api/services?language=english&country=india';
const price = (answer: Answer) =>
  servicesReplySchema
    .parse(JSON.parse(String(answer.body)))
    .services.find((service) => service.id === 1)?.price;

it('replays the first reply to the second call, with its own request id', async () => {
  const answer = vi.spyOn(testApp.app.replayedReplies, 'answer');
  const first = await get(servicesPath);
  const second = await get(servicesPath);
  expect(answer.mock.results.map((result) => result.value as boolean)).toEqual([false, true]);
  answer.mockRestore();

  expect(second.status).toBe(200);
  expect(steadyLines(second)).toEqual(steadyLines(first));
  expect(second.body.equals(first.body)).toBe(true);
  expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  // The request's id sits where Fastify puts it, among the security headers.
  expect(second.headerLines.findIndex((line) => line.startsWith('x-request-id'))).toBe(
    first.headerLines.findIndex((line) => line.startsWith('x-request-id')),
  );

  await vi.waitFor(() => {
    const lines = log.map(
      (line) =>
        JSON.parse(line) as { reqId?: string; path?: string; status?: number; method?: string },
    );
    expect(lines).toContainEqual(
      expect.objectContaining({
        reqId: second.headers['x-request-id'],
        method: 'GET',
        path: '/api/services',
        status: 200,
      }),
    );
  });
});

it('keeps a well-formed request id the caller gave', async () => {
  await get(servicesPath);
  const answer = await get(servicesPath, { 'x-request-id': 'proxy-id-12345678' });
  expect(answer.headers['x-request-id']).toBe('proxy-id-12345678');
});

it('replays each encoding as it was sent', async () => {
  const brotli = { 'accept-encoding': 'gzip, br' };
  const first = await get('/api/settings/ui?language=tamil', brotli);
  const second = await get('/api/settings/ui?language=tamil', brotli);
  const plain = await get('/api/settings/ui?language=tamil');
  expect(first.headers['content-encoding']).toBe('br');
  expect(steadyLines(second)).toEqual(steadyLines(first));
  expect(second.body.equals(first.body)).toBe(true);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(brotliDecompressSync(second.body).equals(plain.body)).toBe(true);
});

it('shows the office’s change at the next call', async () => {
  await get(servicesPath);
  expect(price(await get(servicesPath))).toBe('500.00');
  const catalog = await testApp.inject({
    method: 'GET',
    url: '/api/admin/catalog',
    headers: { authorization: `Bearer ${admin}` },
  });
  const india = adminCatalogReplySchema
    .parse(catalog.json())
    .pricing.find((pricing) => pricing.code === 'IN')!;
  const prices = india.prices.map((entry) =>
    entry.service_id === 1 ? { ...entry, price: '725' } : entry,
  );
  const saved = await testApp.inject({
    method: 'PUT',
    url: `/api/admin/countries/${india.country_id}/pricing`,
    headers: { authorization: `Bearer ${admin}` },
    payload: { prices, charges: india.charges },
  });
  expect(saved.statusCode).toBe(200);
  expect(price(await get(servicesPath))).toBe('725.00');
  expect(price(await get(servicesPath))).toBe('725.00');
});

it('never replays a signed-in call, a HEAD, or a call that carries a body', async () => {
  const answer = vi.spyOn(testApp.app.replayedReplies, 'answer');
  const signedIn = { authorization: `Bearer ${customer}` };
  // A day's slots are cached bytes of the read cache too, behind the session check.
  const slots = `/api/slots/available?date=${nextWeekday(2)}`;
  expect((await get(slots, signedIn)).status).toBe(200);
  expect((await get(slots, signedIn)).status).toBe(200);
  expect((await get(slots)).status).toBe(401);

  await get('/api/countries');
  const head = await get('/api/countries', {}, 'HEAD');
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);
  const withBody = await get('/api/countries', { 'content-length': '0' });
  expect(withBody.status).toBe(200);
  expect(answer.mock.results.map((result) => result.value as boolean)).toEqual([
    false,
    false,
    false,
    false,
    false,
    false,
  ]);
  answer.mockRestore();
});
