// The load itself: one path at a time, 50 connections, a warm-up and then a measured run.
import { request } from 'node:http';
import autocannon from 'autocannon';

export const CONNECTIONS = 50;

/**
 * One GET as a client that asks for no compression: status, content type and the raw bytes.
 * @param {string} url @param {Record<string, string>} headers
 * @returns {Promise<{ status: number; contentType: string; body: Buffer }>}
 */
export function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const sent = request(url, { headers }, (reply) => {
      /** @type {Buffer[]} */
      const chunks = [];
      reply.on('data', (chunk) => chunks.push(chunk));
      reply.on('end', () => resolve({ status: reply.statusCode ?? 0, contentType: String(reply.headers['content-type'] ?? ''), body: Buffer.concat(chunks) }));
      reply.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

/**
 * @param {{ url: string; headers?: Record<string, string>; seconds: number }} options
 * @returns {Promise<{ requests: { total: number }; duration: number; latency: { p50: number; p99: number }; non2xx: number; errors: number; timeouts: number }>}
 */
function run({ url, headers = {}, seconds }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds, headers }, (/** @type {Error | null} */ error, /** @type {any} */ result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * Loads each target for one second in turn, `seconds` times, after a warm-up of each: the
 * machine's other work then weighs on both alike, so their ratio holds when the machine is busy.
 * req/s is all requests over all seconds, p50 the median of the rounds' and p99 the worst round's.
 * @param {{ targets: { url: string; headers?: Record<string, string> }[]; seconds: number; warmSeconds: number }} options
 */
export async function measureInTurn({ targets, seconds, warmSeconds }) {
  if (warmSeconds > 0) for (const target of targets) await run({ ...target, seconds: warmSeconds });
  /** @type {{ total: number; duration: number; p50s: number[]; p99: number; bad: number }[]} */
  const sums = targets.map(() => ({ total: 0, duration: 0, p50s: [], p99: 0, bad: 0 }));
  for (let round = 0; round < seconds; round += 1) {
    for (const [index, target] of targets.entries()) {
      const result = await run({ ...target, seconds: 1 });
      const sum = sums[index];
      if (!sum) continue;
      sum.total += result.requests.total;
      sum.duration += result.duration;
      sum.p50s.push(result.latency.p50);
      sum.p99 = Math.max(sum.p99, result.latency.p99);
      sum.bad += result.non2xx + result.errors + result.timeouts;
    }
  }
  return sums.map(({ total, duration, p50s, p99, bad }) => ({
    requestsPerSecond: duration > 0 ? total / duration : 0,
    p50: p50s.sort((a, b) => a - b)[Math.floor(p50s.length / 2)] ?? 0,
    p99,
    /** Replies that were not 2xx, errors and timeouts: any of them spoils the figure. */
    bad,
  }));
}
