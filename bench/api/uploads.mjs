// Two customers each book with five files of 10 MB at once, while one visitor reads the
// catalogue over and over: how long the slowest catalogue call waited, and the server's resident
// memory (VmRSS, sampled every 20 ms) at its highest meanwhile. Issue 17's targets: no catalogue
// call over 100 ms, under 600 MB.
import { readFileSync } from 'node:fs';
import { signIn } from './portal-process.mjs';

const FILE_BYTES = 10 * 1024 * 1024 - 1024;
const FILES_EACH = 5;

/** A JPEG as the server judges one (by its first bytes), then filler: different bytes per file, so none is stored twice. */
/** @param {number} seed */
function horoscope(seed) {
  const bytes = Buffer.alloc(FILE_BYTES, seed);
  bytes.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return new Blob([bytes], { type: 'image/jpeg' });
}

/** @param {{ baseUrl: string; token: string }} customer @param {number} index */
function booking(customer, index) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ name: index === 1 ? 'Kavitha' : 'Meena', gender: 'female', date_of_birth: '1990-01-01', birth_time: '10:00', birth_place: 'Madurai', services: '1', consultation_mode: 'phone', terms_agreed: 'true' })) form.append(name, value);
  for (let file = 0; file < FILES_EACH; file += 1) form.append('files', horoscope(index * 10 + file + 1), `jathagam-${file + 1}.jpg`);
  return fetch(`${customer.baseUrl}/api/appointments`, { method: 'POST', headers: { authorization: `Bearer ${customer.token}` }, body: form });
}

/** A process's resident memory now, in MB (Linux /proc). */
const residentMb = (/** @type {number} */ pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** @param {{ baseUrl: string; serverLog: () => string; pid: () => number }} portal */
export async function measureUploads(portal) {
  /** @type {{ baseUrl: string; token: string }[]} */
  const customers = [];
  for (const number of ['9876500021', '9876500022']) customers.push({ baseUrl: portal.baseUrl, token: await signIn(portal.baseUrl, portal.serverLog, number) });
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
  const replies = await Promise.all(customers.map((customer, index) => booking(customer, index + 1)));
  const uploadSeconds = (performance.now() - started) / 1000;
  uploading = false;
  clearInterval(sampler);
  await reader;
  const statuses = await Promise.all(replies.map(async (reply) => `${reply.status}${reply.ok ? '' : ` ${(await reply.text()).slice(0, 120)}`}`));
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
