// The two customers' bookings for uploads.mjs, in a thread of their own: each books with five
// JPEGs of 10 MB (different bytes per file, so none is stored twice), both at once. Posts back
// each reply's status and text.
import { parentPort, workerData } from 'node:worker_threads';

const FILE_BYTES = 10 * 1024 * 1024 - 1024;
const FILES_EACH = 5;

/** A JPEG as the server judges one (by its first bytes), then filler. @param {number} seed */
function horoscope(seed) {
  const bytes = Buffer.alloc(FILE_BYTES, seed);
  bytes.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return new Blob([bytes], { type: 'image/jpeg' });
}

/** @param {{ baseUrl: string; token: string }} customer @param {number} index */
async function booking(customer, index) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    name: index === 1 ? 'Kavitha' : 'Meena',
    gender: 'female',
    date_of_birth: '1990-01-01',
    birth_time: '10:00',
    birth_place: 'Madurai',
    services: '1',
    consultation_mode: 'phone',
    terms_agreed: 'true',
  }))
    form.append(name, value);
  for (let file = 0; file < FILES_EACH; file += 1)
    form.append('files', horoscope(index * 10 + file + 1), `jathagam-${file + 1}.jpg`);
  const reply = await fetch(`${customer.baseUrl}/api/appointments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${customer.token}` },
    body: form,
  });
  return { status: reply.status, text: await reply.text() };
}

/** @type {{ customers: { baseUrl: string; token: string }[] }} */
const { customers } = workerData;
parentPort?.postMessage(
  await Promise.all(customers.map((customer, index) => booking(customer, index + 1))),
);
