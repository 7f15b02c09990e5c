// The load itself: one path at a time, 50 connections, a warm-up and then a measured run.
import { readFileSync } from 'node:fs';
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
      reply.on('end', () =>
        resolve({
          status: reply.statusCode ?? 0,
          contentType: String(reply.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks),
        }),
      );
      reply.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

/**
 * @param {{ url: string; headers?: Record<string, string>; seconds: number }} options
 * @returns {Promise<{
 *   requests: { total: number };
 *   duration: number;
 *   latency: { p50: number; p99: number };
 *   non2xx: number;
 *   errors: number;
 *   timeouts: number;
 * }>}
 */
function run({ url, headers = {}, seconds }) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: seconds, headers },
      (/** @type {Error | null} */ error, /** @type {any} */ result) =>
        error ? reject(error) : resolve(result),
    );
  });
}

/** Linux's clock ticks per second, in which /proc gives a process's CPU time (getconf CLK_TCK). */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * The CPU time a process has used so far, user and system, in seconds; null where /proc cannot
 * say (another system, a process gone).
 * @param {number | undefined} pid
 */
function cpuSeconds(pid) {
  if (!pid) return null;
  try {
    // The fields after the command's name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * Loads each target for one second in turn, `seconds` times, after a warm-up of each: the
 * machine's other work then weighs on both alike, so their ratio holds when the machine is busy.
 * req/s is all requests over all seconds, p50 the median of the rounds' and p99 the worst round's.
 * With a target's process id, also the CPU time that process spent per call: a figure of its own
 * work, which the load generator's share of the two cores does not move.
 * @param {{
 *   targets: { url: string; headers?: Record<string, string>; pid?: number }[];
 *   seconds: number;
 *   warmSeconds: number;
 * }} options
 */
export async function measureInTurn({ targets, seconds, warmSeconds }) {
  if (warmSeconds > 0) for (const target of targets) await run({ ...target, seconds: warmSeconds });
  /** @type {{ total: number; duration: number; p50s: number[]; p99: number; bad: number; cpu: number | null }[]} */
  const sums = targets.map(() => ({ total: 0, duration: 0, p50s: [], p99: 0, bad: 0, cpu: 0 }));
  for (let round = 0; round < seconds; round += 1) {
    for (const [index, target] of targets.entries()) {
      const cpuBefore = cpuSeconds(target.pid);
      const result = await run({ ...target, seconds: 1 });
      const cpuAfter = cpuSeconds(target.pid);
      const sum = sums[index];
      if (!sum) continue;
      sum.cpu =
        sum.cpu === null || cpuBefore === null || cpuAfter === null
          ? null
          : sum.cpu + cpuAfter - cpuBefore;
      sum.total += result.requests.total;
      sum.duration += result.duration;
      sum.p50s.push(result.latency.p50);
      sum.p99 = Math.max(sum.p99, result.latency.p99);
      sum.bad += result.non2xx + result.errors + result.timeouts;
    }
  }
  return sums.map(({ total, duration, p50s, p99, bad, cpu }) => ({
    requestsPerSecond: duration > 0 ? total / duration : 0,
    /** The server's CPU time per call in microseconds; null when it could not be read. */
    cpuMicrosPerCall: cpu !== null && total > 0 ? (cpu * 1e6) / total : null,
    p50: p50s.sort((a, b) => a - b)[Math.floor(p50s.length / 2)] ?? 0,
    p99,
    /** Replies that were not 2xx, errors and timeouts: any of them spoils the figure. */
    bad,
  }));
}
