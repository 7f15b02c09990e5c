import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MAX_BOOKING_FILE_BYTES, errorReplySchema } from '@portal/contracts';
import type { BlobSource, BlobStore } from '../../../lib/blob-store/blob-store';
import { createFolderBlobStore } from '../../../lib/blob-store/folder-blob-store';
import { listAll } from '../../../test/blob-store-behaviour';
import { bookAppointment, createAdmin, createCustomer } from '../../../test/customers';
import { multipartBody, sampleFiles } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Uploads stream into the blob store (decision 0031): a file over 10 MB is refused at the chunk
// that passes the limit, with the same codes and messages as before, and nothing of it is kept.
let folder: string;
let store: BlobStore;
/** Bytes each put was handed, in order. */
let handed: number[] = [];
let testApp: TestApp;
let customer: string;
let admin: string;

function counting(inner: BlobStore): BlobStore {
  return {
    ...inner,
    put(source: BlobSource, options) {
      const index = handed.push(0) - 1;
      async function* counted() {
        for await (const chunk of source as AsyncIterable<Uint8Array>) {
          handed[index]! += chunk.length;
          yield chunk;
        }
      }
      return inner.put(counted(), options);
    },
  };
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'portal-streaming-'));
  store = createFolderBlobStore(join(folder, 'blobs'));
  testApp = await createTestApp({ dependencies: { blobs: counting(store) } });
  customer = await createCustomer(testApp, '+919840920001');
  admin = await createAdmin(testApp, '+919840920002');
});
afterAll(async () => {
  await testApp.close();
  rmSync(folder, { recursive: true, force: true });
});
beforeEach(async () => {
  handed = [];
  for (const blob of await listAll(store)) await store.delete(blob.hash);
});

const fields = {
  name: 'Kavitha',
  gender: 'female',
  date_of_birth: '1990-04-14',
  birth_time_type: 'exact',
  birth_time: '06:10',
  birth_place: 'Madurai',
  services: '1',
  terms_agreed: 'true',
};
const temporaries = () =>
  existsSync(join(folder, 'blobs', '.tmp')) ? readdirSync(join(folder, 'blobs', '.tmp')) : [];
const fileCount = async () => {
  const result: unknown = await testApp.database.db.execute(
    sql`select count(*)::int as count from appointment_files`,
  );
  return Number((result as { rows: { count: number }[] }).rows[0]!.count);
};

it('refuses a booking file over 10 MB while it streams, storing nothing', async () => {
  const filesBefore = await fileCount();
  const small = sampleFiles.jpg('jathagam.jpg', 50_000);
  const big = sampleFiles.pdf('big.pdf', MAX_BOOKING_FILE_BYTES + 1);
  const body = await multipartBody(fields, [small, big]);
  const response = await testApp.inject({
    method: 'POST',
    url: '/api/appointments',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${customer}` },
  });
  expect(response.statusCode).toBe(413);
  expect(errorReplySchema.parse(response.json())).toMatchObject({
    code: 'FILE_TOO_LARGE',
    error: 'File size should not exceed 10MB.',
    fields: { files: 'File size should not exceed 10MB.' },
  });
  // The store was handed the first file whole and at most 10 MB of the second, and kept nothing of
  // the second.
  expect(handed).toHaveLength(2);
  expect(handed[0]).toBe(50_000);
  expect(handed[1]).toBeLessThanOrEqual(MAX_BOOKING_FILE_BYTES);
  const kept = await listAll(store);
  expect(kept.map((blob) => blob.size)).toEqual([50_000]); // the first file: an orphan until the sweep
  expect(temporaries()).toEqual([]);
  expect(await fileCount()).toBe(filesBefore);
});

it('refuses a file that is not JPG, PNG or PDF from its first bytes, before storing anything', async () => {
  const body = await multipartBody(fields, [sampleFiles.exeAsPng()]);
  const response = await testApp.inject({
    method: 'POST',
    url: '/api/appointments',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${customer}`, 'accept-language': 'ta' },
  });
  expect(response.statusCode).toBe(415);
  expect(errorReplySchema.parse(response.json()).error).toBe(
    'தவறான கோப்பு வகை. JPG, PNG, PDF கோப்புகள் மட்டுமே அனுமதிக்கப்படும்.',
  );
  expect(handed).toEqual([]);
  expect(await listAll(store)).toEqual([]);
});

it('refuses an office report over 10 MB while it streams, taking exactly 10 MB', async () => {
  const id = await bookAppointment(testApp, customer);
  const requestId = (
    await testApp.inject({
      method: 'GET',
      url: `/api/admin/appointments/${id}`,
      headers: { authorization: `Bearer ${admin}` },
    })
  ).json<{ appointment: { pdf_service_requests: { id: number }[] } }>().appointment
    .pdf_service_requests[0]!.id;
  const upload = async (size: number) => {
    const form = await multipartBody({}, [sampleFiles.pdf('report.pdf', size)], 'report');
    return testApp.inject({
      method: 'POST',
      url: `/api/admin/pdf-requests/${requestId}/report`,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${admin}` },
    });
  };
  const refused = await upload(MAX_BOOKING_FILE_BYTES + 64 * 1024);
  expect(refused.statusCode).toBe(413);
  expect(errorReplySchema.parse(refused.json())).toMatchObject({
    code: 'FILE_TOO_LARGE',
    error: 'File size should not exceed 10MB.',
  });
  expect(handed[0]).toBeLessThanOrEqual(MAX_BOOKING_FILE_BYTES);
  expect(await listAll(store)).toEqual([]);
  expect(temporaries()).toEqual([]);

  const taken = await upload(MAX_BOOKING_FILE_BYTES);
  expect(taken.statusCode).toBe(200);
  expect((await listAll(store)).map((blob) => blob.size)).toEqual([MAX_BOOKING_FILE_BYTES]);
});
