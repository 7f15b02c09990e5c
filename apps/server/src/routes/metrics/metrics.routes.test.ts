import { request as httpRequest } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { bookAppointment, createCustomer } from '../../test/customers';
import { parseMetrics, scrapeMetrics, type ScrapedMetrics } from '../../test/scraped-metrics';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * GET /metrics parsed with a Prometheus text parser: requests (replayed ones too), refusals, the
 * database's connections and the work waiting in it. Access rules: metrics-access.test.ts.
 */

let testApp: TestApp;
let base: string;
beforeAll(async () => {
  testApp = await createTestApp();
  // Over real HTTP: the replayed replies of decision 0043 answer on the server's listener, which inject skips.
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const address = testApp.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => testApp.close());

function get(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(`${base}${path}`, (reply) => {
      reply.resume();
      reply.on('end', () => resolve(reply.statusCode ?? 0));
    });
    sent.on('error', reject);
    sent.end();
  });
}

const REQUESTS = 'portal_http_requests_total';
const SECONDS = 'portal_http_request_duration_seconds';
const services = { method: 'GET', route: '/api/services', status: '200' };
const servicesLatency = { method: 'GET', route: '/api/services' };

it("is Prometheus text, never kept, with the process's figures: resident memory, heap, event-loop delay", async () => {
  const reply = await testApp.inject({ method: 'GET', url: '/metrics' });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  expect(reply.headers['cache-control']).toBe('no-store');
  const metrics = parseMetrics(reply.body);
  expect(metrics.value('process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
  expect(metrics.value('nodejs_heap_size_used_bytes')).toBeGreaterThan(1_000_000);
  expect(metrics.families.get('nodejs_eventloop_lag_seconds')?.type).toBe('GAUGE');
  expect(metrics.families.get('nodejs_eventloop_lag_p99_seconds')?.type).toBe('GAUGE');
  expect(metrics.families.get(SECONDS)?.type).toBe('HISTOGRAM');
  expect(metrics.families.get(REQUESTS)?.type).toBe('COUNTER');
});

it('counts requests by route pattern and status, a replayed reply like any other, with its latency', async () => {
  const before = await scrapeMetrics(testApp);
  const answer = vi.spyOn(testApp.app.replayedReplies, 'answer');
  const path = '/api/services?language=english&country=india';
  expect([await get(path), await get(path), await get(path)]).toEqual([200, 200, 200]);
  expect(answer.mock.results.map((result) => result.value as boolean)).toEqual([false, true, true]);
  answer.mockRestore();
  // A route with a parameter is counted by its pattern, never by the address; an address no route takes, as one label.
  expect(await get('/api/appointments/4321')).toBe(401);
  expect(await get('/no/such/page-8765')).toBe(404);

  const grew = (after: ScrapedMetrics, name: string, labels: Record<string, string>) =>
    after.value(name, labels) - before.value(name, labels);
  await vi.waitFor(async () => {
    const after = await scrapeMetrics(testApp);
    expect(grew(after, REQUESTS, services)).toBe(3);
    expect(grew(after, 'portal_http_replayed_replies_total', { route: '/api/services' })).toBe(2);
    expect(
      after.histogram(`${SECONDS}_count`, servicesLatency) -
        before.histogram(`${SECONDS}_count`, servicesLatency),
    ).toBe(3);
    expect(
      grew(after, REQUESTS, { method: 'GET', route: '/api/appointments/:id', status: '401' }),
    ).toBe(1);
    expect(grew(after, REQUESTS, { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    // The scrape before this one is counted too.
    expect(
      grew(after, REQUESTS, { method: 'GET', route: '/metrics', status: '200' }),
    ).toBeGreaterThanOrEqual(1);
  });
  const after = await scrapeMetrics(testApp);
  const labels = after.families
    .get(REQUESTS)!
    .metrics.map((metric) => JSON.stringify(metric.labels));
  expect(labels.join('\n')).not.toMatch(/4321|8765|language=/);
  const count = after.histogram(`${SECONDS}_count`, servicesLatency);
  expect(after.histogram(`${SECONDS}_bucket`, { ...servicesLatency, le: '+Inf' })).toBe(count);
  expect(
    after.histogram(`${SECONDS}_bucket`, { ...servicesLatency, le: '0.001' }),
  ).toBeLessThanOrEqual(count);
  expect(after.histogram(`${SECONDS}_sum`, servicesLatency)).toBeGreaterThan(0);
});

it('counts refusals by route and code', async () => {
  const porutham = () =>
    testApp.inject({
      method: 'POST',
      url: '/api/astrology/porutham',
      remoteAddress: '198.51.100.7',
      payload: { bride: { nakshatra: 1, pada: 1 }, bridegroom: { nakshatra: 4, pada: 1 } },
    });
  const labels = { route: '/api/astrology/porutham', code: 'RATE_LIMITED' };
  const before = (await scrapeMetrics(testApp)).value('portal_rate_limit_refusals_total', labels);
  const statuses: number[] = [];
  for (let call = 0; call < 32; call += 1) statuses.push((await porutham()).statusCode);
  expect(statuses.filter((status) => status === 429)).toHaveLength(2);
  const after = await scrapeMetrics(testApp);
  expect(after.value('portal_rate_limit_refusals_total', labels) - before).toBe(2);
  expect(
    after.value(REQUESTS, { method: 'POST', route: '/api/astrology/porutham', status: '429' }),
  ).toBe(2);
});

it("shows the database's connections and the outbox's and refunds' waiting work", async () => {
  const db = testApp.database.db;
  // A booking queues its own messages: made before the first look.
  const appointmentId = await bookAppointment(
    testApp,
    await createCustomer(testApp, '+919840700001'),
  );
  const before = await scrapeMetrics(testApp);
  const message = (key: string, status: string, sendAfter: string) =>
    sql`(${key}, 'booking_created', 'sms', 'customer', '+919840700001', 'english', '{}'::jsonb,
      ${status}, now() + ${sendAfter}::interval)`;
  await db.execute(sql`insert into messages (idempotency_key, kind, channel, audience, recipient,
      language, payload, status, send_after)
    values ${message('metrics-due', 'pending', '-1 hour')}, ${message('metrics-later', 'pending', '1 day')},
      ${message('metrics-failed', 'failed', '-2 hours')}`);
  const payment = await db.execute<{ id: number }>(
    sql`insert into payments (appointment_id, method, status, amount_paise)
      values (${appointmentId}, 'cash', 'refunded', 50000) returning id`,
  );
  const paymentId = (payment as { rows: { id: number }[] }).rows[0]!.id;
  await db.execute(sql`insert into refunds (appointment_id, payment_id, method, amount_paise, fee_paise,
      status, idempotency_key, created_at)
    values (${appointmentId}, ${paymentId}, 'cash', 50000, 0, 'pending', 'metrics-refund',
      now() - interval '2 hours')`);

  const after = await scrapeMetrics(testApp);
  const grew = (name: string) => after.value(name) - before.value(name);
  expect(grew('portal_outbox_depth')).toBe(1);
  expect(grew('portal_outbox_scheduled')).toBe(1);
  expect(grew('portal_messages_failed')).toBe(1);
  expect(grew('portal_refunds_pending')).toBe(1);
  expect(after.value('portal_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(3_590);
  expect(after.value('portal_refunds_pending_oldest_age_seconds')).toBeGreaterThanOrEqual(7_190);

  const max = testApp.database.kind === 'pglite' ? 1 : 10;
  expect(after.value('portal_db_pool_max_connections')).toBe(max);
  const open =
    after.value('portal_db_pool_connections', { state: 'idle' }) +
    after.value('portal_db_pool_connections', { state: 'busy' });
  expect(open).toBeGreaterThanOrEqual(1);
  expect(open).toBeLessThanOrEqual(max);
  expect(after.value('portal_db_pool_waiting')).toBe(0);
});

it('sees a connection busy in a transaction, and the calls waiting for it', async () => {
  const { db } = testApp.database;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let started = () => {};
  const begun = new Promise<void>((resolve) => (started = resolve));
  const transaction = db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    started();
    await held;
  });
  await begun;
  // Drizzle's queries start when awaited: then() starts this one.
  const waiting = db.execute(sql`select 1`).then(() => undefined);
  try {
    const during = testApp.database.pool();
    expect(during.total - during.idle).toBeGreaterThanOrEqual(1);
    if (testApp.database.kind === 'pglite')
      await vi.waitFor(() =>
        expect(testApp.database.pool()).toEqual({ max: 1, total: 1, idle: 0, waiting: 1 }),
      );
  } finally {
    release();
    await Promise.all([transaction, waiting]);
  }
  expect(testApp.database.pool()).toMatchObject({
    idle: testApp.database.pool().total,
    waiting: 0,
  });
});

it('shows the waiting work as unknown (NaN), still answering, when the database cannot be read', async () => {
  const execute = vi
    .spyOn(testApp.database.db, 'execute')
    .mockRejectedValueOnce(new Error('the database went away'));
  const metrics = await scrapeMetrics(testApp);
  execute.mockRestore();
  expect(metrics.value('portal_outbox_depth')).toBeNaN();
  expect(metrics.value('portal_refunds_pending')).toBeNaN();
  expect(metrics.value('process_resident_memory_bytes')).toBeGreaterThan(0);
});
