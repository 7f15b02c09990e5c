import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { appointments } from './schema';
import { callOnce, runBookingLoad } from '../test/booking-load';
import { createCustomer } from '../test/customers';
import { databaseOutage } from '../test/database-outage';
import { createScratchDatabase } from '../test/scratch-database';
import { runServer, stopServer } from '../test/server-process';
import { createTestApp, TEST_SECRET, type TestApp } from '../test/test-app';

const serverUrl = process.env.DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls /readyz until it answers `status`; returns how long that took. */
async function readyzBecomes(base: string, status: number, withinMs = 20_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    if ((await callOnce(base, 'GET', '/readyz', { timeoutMs: 5_000 })).status === status)
      return Date.now() - started;
    await sleep(50);
  }
  throw new Error(`/readyz did not answer ${status} within ${withinMs} ms`);
}

// The database's connections are cut (a restart, a failover, a terminated
// backend) while customers book. The server process must live through it, answer 503 while the
// database is away, say so at /readyz, and take every booking it acknowledged exactly once.
describe.skipIf(!serverUrl)('the PostgreSQL connections cut under a booking load', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let setup: TestApp;
  let server: ReturnType<typeof runServer>;
  let base = '';

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!);
    server = runServer({ DATABASE_URL: scratch.url, AUTH_SECRET: TEST_SECRET, CAPTCHA: 'off' });
    base = (await server.started).url;
    setup = await createTestApp({
      database: await openDatabase({ kind: 'postgres', url: scratch.url }),
    });
  }, 90_000);

  afterAll(async () => {
    await stopServer(server.child);
    await setup?.close();
    await scratch?.drop();
  });

  it('lives through the outage and keeps each acknowledged booking once', async () => {
    const tokens = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        createCustomer(setup, `+9198500${String(index).padStart(5, '0')}`),
      ),
    );
    const outage = await databaseOutage(serverUrl!, scratch.url);
    let stop = false;
    const load = runBookingLoad(base, tokens, { clients: 4, until: () => stop });
    try {
      await sleep(1_000);
      // A restart: every connection cut, none taken for a while.
      const cut = await outage.close();
      const downAfterMs = await readyzBecomes(base, 503);
      const refused = await callOnce(base, 'GET', '/api/appointments', {
        token: tokens[0],
        headers: { 'accept-language': 'ta' },
      });
      await sleep(1_500);
      await outage.open();
      const upAfterMs = await readyzBecomes(base, 200);
      // Then backends terminated in the middle of transactions, several times.
      let terminated = 0;
      for (let round = 0; round < 5; round += 1) {
        await sleep(300);
        terminated += await outage.terminate();
      }
      await sleep(1_000);
      stop = true;
      const tally = await load;

      expect(server.child.exitCode).toBeNull();
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBeTruthy();
      expect(refused.body).toMatchObject({
        success: false,
        code: 'DATABASE_UNAVAILABLE',
        error: 'இப்போது எங்கள் பதிவேடுகளை அணுக முடியவில்லை. சில வினாடிகள் கழித்து மீண்டும் முயலுங்கள்.',
      });
      // The clients were told 503 (or had a connection cut), then were answered again.
      const firstUnavailable = tally.sequence.findIndex((status) => status === '503');
      expect(firstUnavailable).toBeGreaterThanOrEqual(0);
      expect(
        tally.sequence.slice(firstUnavailable).filter((status) => status === '201').length,
      ).toBeGreaterThan(0);
      expect(tally.statuses['500']).toBeUndefined();

      // Every acknowledged booking is in the database once; no key made two.
      const ids = tally.acknowledged.map((entry) => entry.appointmentId);
      expect(new Set(ids).size).toBe(ids.length);
      const held = await setup.database.db.select({ id: appointments.id }).from(appointments);
      expect(held.map((row) => row.id).sort((a, b) => a - b)).toEqual(
        [...ids].sort((a, b) => a - b),
      );
      console.warn(
        `database outage: ${cut} connections cut, /readyz down after ${downAfterMs} ms and ` +
          `up ${upAfterMs} ms after the database returned; ` +
          `${terminated} backends terminated mid-load; clients were told ${JSON.stringify(tally.statuses)}; ` +
          `${ids.length} bookings acknowledged, ${held.length} in the database, 0 lost, 0 twice`,
      );
    } finally {
      stop = true;
      await load.catch(() => undefined);
      await outage.end();
    }
  }, 120_000);
});
