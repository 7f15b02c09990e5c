import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { appointmentReplySchema } from '@portal/contracts';
import * as pdfScanPool from '../../../lib/uploads/pdf-scan-pool';
import { largeCleanPdf } from '../../../lib/uploads/testing/large-pdf';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCustomer } from '../../../test/customers';
import { multipartBody } from '../../../test/multipart';

let testApp: TestApp;
let customer: string;
beforeAll(async () => {
  testApp = await createTestApp();
  customer = await createCustomer(testApp, '+919840300051');
});
afterAll(() => testApp.close());

/** How long one catalogue call, due at `due` (performance.now()), took to be answered, in ms. */
async function catalogueCall(due = performance.now()): Promise<number> {
  const reply = await testApp.inject({
    method: 'GET',
    url: '/api/services?language=english&country=india',
  });
  expect(reply.statusCode).toBe(200);
  return performance.now() - due;
}

/** The body in chunks of 64 KB, as a network delivers it (inject would hand it over whole). */
async function* inChunks(body: Buffer) {
  for (let start = 0; start < body.length; start += 64 * 1024) {
    await new Promise((resolve) => setImmediate(resolve));
    yield body.subarray(start, start + 64 * 1024);
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// The scan of a 10 MB PDF takes a second or more; in a worker thread (decision 0092) no catalogue
// call made meanwhile waits for it.
it('answers other calls undelayed while a 10 MB PDF is scanned', { timeout: 120_000 }, async () => {
  const alone: number[] = [];
  for (let call = 0; call < 7; call += 1) alone.push(await catalogueCall());
  const body = await multipartBody(
    {
      name: 'Kavitha',
      gender: 'female',
      date_of_birth: '1990-04-14',
      birth_time_type: 'exact',
      birth_time: '06:10',
      birth_place: 'Madurai',
      services: '1',
      terms_agreed: 'true',
    },
    [{ name: 'horoscope.pdf', type: 'application/pdf', content: largeCleanPdf() }],
  );
  // When the scan ran: the pool's scan, watched.
  const window = { start: Infinity, end: Infinity };
  const scan = pdfScanPool.scanPdfOffThread;
  vi.spyOn(pdfScanPool, 'scanPdfOffThread').mockImplementation(async (pdf) => {
    window.start = performance.now();
    try {
      return await scan(pdf);
    } finally {
      window.end = performance.now();
    }
  });
  let uploading = true;
  const booking = testApp
    .inject({
      method: 'POST',
      url: '/api/appointments',
      payload: Readable.from(inChunks(body.payload)),
      headers: { ...body.headers, authorization: `Bearer ${customer}` },
    })
    .finally(() => (uploading = false));
  // A call due every 10 ms, each timed from when it was due (as a network would send it): a
  // blocked event loop holds up every call due while it is blocked.
  const calls: { due: number; took: Promise<number> }[] = [];
  const first = performance.now();
  for (let index = 0; uploading; index += 1) {
    const due = first + index * 10;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    calls.push({ due, took: catalogueCall(due) });
  }
  const reply = await booking;
  expect(reply.statusCode, reply.body).toBe(201);
  const [file] = appointmentReplySchema.parse(reply.json()).appointment.files;
  expect(file).toMatchObject({ file_name: 'horoscope.pdf' });
  const during = await Promise.all(
    calls
      .filter((call) => call.due >= window.start && call.due < window.end)
      .map((call) => call.took),
  );
  expect(during.length).toBeGreaterThanOrEqual(10);
  const delay = median(during) - median(alone);
  expect(delay, `calls took ${during.map(Math.round).join(', ')} ms`).toBeLessThanOrEqual(50);
});
