import { randomBytes, randomInt } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCatalogReplySchema, servicesReplySchema } from '@portal/contracts';
import { openDatabase } from '../db/database';
import { bookAppointment, createAdmin, createCustomer, markPaid } from '../test/customers';
import { createScratchDatabase } from '../test/scratch-database';
import { runServer, stopServer, workersReady } from '../test/server-process';
import { createTestApp, TEST_SECRET, type TestApp } from '../test/test-app';
import { nextWeekday } from '../test/times';

const serverUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

type Reply = { status: number; body: unknown; requestId: string };

/** One call on a connection of its own, so the cluster hands each to the next process. */
function call(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: object } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const body = options.body ? JSON.stringify(options.body) : undefined;
    const sent = httpRequest(new URL(path, base), {
      method,
      agent: false,
      headers: {
        connection: 'close',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
    });
    sent.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: text ? (JSON.parse(text) as unknown) : null,
          requestId: String(response.headers['x-request-id'] ?? ''),
        }),
      );
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

// WORKERS=2 runs two server processes on one port (Node's cluster module), on
// one PostgreSQL database and one Redis. Every call below is a new connection, which the cluster
// hands to the next process in turn, so consecutive calls meet different processes.
describe.skipIf(!serverUrl)('two server processes on one port (WORKERS=2)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let setup: TestApp;
  let cluster: ReturnType<typeof runServer>;
  let base = '';

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!);
    cluster = runServer({
      WORKERS: '2',
      DATABASE_URL: scratch.url,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `portal:test:${randomBytes(4).toString('hex')}:`,
      AUTH_SECRET: TEST_SECRET,
      CAPTCHA: 'off',
      LOG_LEVEL: 'info',
    });
    base = await workersReady(cluster, 2);
    // Customers, bookings and an office worker are made in the same database by the tests' own app.
    setup = await createTestApp({
      database: await openDatabase({ kind: 'postgres', url: scratch.url }),
    });
  }, 90_000);

  afterAll(async () => {
    await stopServer(cluster.child);
    await setup?.close();
    await scratch?.drop();
  });

  /** The process that answered a request, from its log line (which names the request's id). */
  const pidOf = (requestId: string) => {
    const line = cluster
      .output()
      .stdout.split('\n')
      .find((entry) => entry.includes(requestId));
    return line ? (JSON.parse(line) as { pid: number }).pid : null;
  };

  it('starts two processes, each ready on the same port', () => {
    expect(cluster.output().stdout).toMatch(/Starting 2 server processes\./);
    expect(cluster.output().stdout).toMatch(/server process 1 of 2/);
    expect(cluster.output().stdout).toMatch(/server process 2 of 2/);
  });

  it('holds a sign-in code limit across the processes', async () => {
    const phone = `98${randomInt(10_000_000, 99_999_999)}`;
    const replies = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      replies.push(
        await call(base, 'POST', '/api/auth/send-otp', { body: { phone_number: phone } }),
      );
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 429]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(new Set(replies.map((reply) => pidOf(reply.requestId))).size).toBe(2);
  });

  it('shows a price changed in one process in every process within a second', async () => {
    const admin = await createAdmin(
      setup,
      `+9198407${String(randomInt(0, 99_999)).padStart(5, '0')}`,
    );
    const indiaPrice = async () =>
      servicesReplySchema
        .parse((await call(base, 'GET', '/api/services?language=english&country=india')).body)
        .services.find((service) => service.id === 1)!.price;
    // Both processes read the catalogue once, so both keep it.
    const before = [await indiaPrice(), await indiaPrice()];
    expect(before[0]).toBe(before[1]);
    const catalog = adminCatalogReplySchema.parse(
      (await call(base, 'GET', '/api/admin/catalog', { token: admin })).body,
    );
    const india = catalog.pricing.find((pricing) => pricing.code === 'IN')!;
    const price = before[0] === '777.00' ? '778.00' : '777.00';
    const saved = await call(base, 'PUT', `/api/admin/countries/${india.country_id}/pricing`, {
      token: admin,
      body: {
        prices: india.prices.map((entry) => (entry.service_id === 1 ? { ...entry, price } : entry)),
        charges: india.charges,
      },
    });
    expect(saved.status).toBe(200);
    const started = Date.now();
    let seen: string[] = [];
    while (Date.now() - started < 1_000) {
      seen = [await indiaPrice(), await indiaPrice()];
      if (seen.every((shown) => shown === price)) break;
    }
    expect(seen).toEqual([price, price]);
  });

  it('gives one slot to one customer when two ask for it at once through different processes', async () => {
    const day = nextWeekday(3);
    const customers = await Promise.all(
      [1, 2].map((index) =>
        createCustomer(setup, `+9198408${String(randomInt(0, 9_999)).padStart(4, '0')}${index}`),
      ),
    );
    const ids = await Promise.all(customers.map((token) => bookAppointment(setup, token)));
    await markPaid(setup, ids);
    const answers = await Promise.all(
      ids.map((id, index) =>
        call(base, 'POST', `/api/appointments/${id}/book-slot`, {
          token: customers[index]!,
          body: { slot_id: 600, date: day },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(new Set(answers.map((answer) => pidOf(answer.requestId))).size).toBe(2);
  });
});
