import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMetrics } from '../../test/scraped-metrics';
import { createScratchDatabase } from '../../test/scratch-database';
import { runServer, stopServer, workersReady } from '../../test/server-process';
import { TEST_SECRET } from '../../test/test-app';

const serverUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** One GET on a connection of its own, so the cluster hands each to the next process. */
function get(base: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      new URL(path, base),
      { agent: false, headers: { connection: 'close' } },
      (reply) => {
        let body = '';
        reply.on('data', (chunk: Buffer) => (body += chunk.toString()));
        reply.on('end', () => resolve({ status: reply.statusCode ?? 0, body }));
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

// WORKERS=2 (decision 0034): /metrics in either process gives both processes' counts, added up by
// the cluster's primary, so a scrape sees the same counts whichever process it reaches.
describe.skipIf(!serverUrl)('metrics of two server processes on one port', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
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
    });
    base = await workersReady(cluster, 2);
  }, 90_000);

  afterAll(async () => {
    await stopServer(cluster.child);
    await scratch?.drop();
  });

  it("counts every process's requests in every scrape, and their connections together", async () => {
    for (let call = 0; call < 10; call += 1)
      expect((await get(base, '/api/countries')).status).toBe(200);
    // Consecutive connections reach both processes: each scrape must hold all ten calls.
    for (let scrape = 0; scrape < 4; scrape += 1) {
      const reply = await get(base, '/metrics');
      expect(reply.status).toBe(200);
      const metrics = parseMetrics(reply.body);
      expect(
        metrics.value('portal_http_requests_total', {
          method: 'GET',
          route: '/api/countries',
          status: '200',
        }),
      ).toBe(10);
      expect(metrics.value('portal_db_pool_max_connections')).toBe(20);
      // One database: its figures are the same from each process, never added up.
      expect(metrics.value('portal_outbox_depth')).toBe(0);
    }
  });
});
