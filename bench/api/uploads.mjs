// Two customers each book with five files of 10 MB at once, while one visitor reads the catalogue
// over and over: how long the slowest catalogue call waited, and the server's resident memory
// (VmRSS, sampled every 20 ms) at its highest meanwhile. The targets of the streamed uploads
// (decision 0031): no catalogue call over 100 ms, under 600 MB. The uploads are made in a worker
// thread (upload-worker.mjs): sending 100 MB from this thread would delay the reader's own calls
// and be counted as the server's.
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { signIn } from './portal-process.mjs';

/** A process's resident memory now, in MB (Linux /proc). */
const residentMb = (/** @type {number} */ pid) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** @param {{ baseUrl: string; serverLog: () => string; pid: () => number }} portal */
export async function measureUploads(portal) {
  /** @type {{ baseUrl: string; token: string }[]} */
  const customers = [];
  for (const number of ['9876500021', '9876500022'])
    customers.push({
      baseUrl: portal.baseUrl,
      token: await signIn(portal.baseUrl, portal.serverLog, number),
    });
  /** @type {number[]} */
  const waits = [];
  let uploading = true;
  const reader = (async () => {
    while (uploading) {
      const started = performance.now();
      const reply = await fetch(`${portal.baseUrl}/api/services?language=english&country=india`);
      await reply.arrayBuffer();
      waits.push(performance.now() - started);
    }
  })();
  const before = residentMb(portal.pid());
  let highest = before;
  const sampler = setInterval(() => (highest = Math.max(highest, residentMb(portal.pid()))), 20);
  const started = performance.now();
  /** @type {{ status: number; text: string }[]} */
  const replies = await new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./upload-worker.mjs', import.meta.url), {
      workerData: { customers },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const uploadSeconds = (performance.now() - started) / 1000;
  uploading = false;
  clearInterval(sampler);
  await reader;
  const statuses = replies.map(
    (reply) => `${reply.status}${reply.status < 300 ? '' : ` ${reply.text.slice(0, 120)}`}`,
  );
  waits.sort((a, b) => a - b);
  return {
    statuses,
    uploadSeconds,
    catalogueCalls: waits.length,
    slowestMs: waits.at(-1) ?? 0,
    p99Ms: waits[Math.floor(waits.length * 0.99)] ?? 0,
    residentBeforeMb: before,
    residentHighestMb: highest,
  };
}
