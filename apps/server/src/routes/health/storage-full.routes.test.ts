import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { errorReplySchema, officeStatusReplySchema, readyReplySchema } from '@portal/contracts';
import type { BlobStore } from '../../lib/blob-store/blob-store';
import { createFolderBlobStore } from '../../lib/blob-store/folder-blob-store';
import { createStorageWatch, STORAGE_LOOK_EVERY_MS } from '../../lib/storage/storage-watch';
import { listAll } from '../../test/blob-store-behaviour';
import { bookAppointment, createAdmin, createCustomer } from '../../test/customers';
import { multipartBody, sampleFiles } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

// A full disk is the portal's failure, never the customer's: an upload that does not
// fit is 507 STORAGE_FULL at once, /readyz is 503 with storage 'full', the office sees it, and
// everything works again when space returns, with no restart. The disk is a test double at the
// file-system calls (statfs, and a write that fails with ENOSPC); the HTTP path is real.

const MB = 1024 * 1024;
const RESERVE = 256 * MB;
const BLOCK = 4096;

/** The fake disk: what statfs reports, and how many more bytes writes may put on it. */
let freeBytes: number;
let writableBytes: number;
/** Bytes the store's writes put on the disk. */
let written: number;
let clock: number;

function noSpace(): NodeJS.ErrnoException {
  return Object.assign(new Error('ENOSPC: no space left on device, write'), {
    code: 'ENOSPC',
    errno: -28,
    syscall: 'write',
  });
}

/** fs.open, whose handles' writes fail with ENOSPC once the fake disk's writable bytes are spent. */
const openOnFakeDisk = (async (...args: Parameters<typeof open>) => {
  const handle = await open(...args);
  return new Proxy(handle, {
    get(target, key) {
      if (key === 'write') {
        return async (buffer: Buffer, offset = 0) => {
          const length = buffer.length - offset;
          if (written + length > writableBytes) throw noSpace();
          written += length;
          return target.write(buffer, offset);
        };
      }
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}) as typeof open;

let folder: string;
let store: BlobStore;
let testApp: TestApp;
let admin: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'portal-storage-full-'));
  const storage = createStorageWatch({
    folders: [join(folder, 'blobs')],
    reserveBytes: RESERVE,
    statFolder: async () => ({ bavail: Math.floor(freeBytes / BLOCK), bsize: BLOCK }),
    now: () => clock,
  });
  store = createFolderBlobStore(join(folder, 'blobs'), { storage, openFile: openOnFakeDisk });
  testApp = await createTestApp({ dependencies: { blobs: store, storage } });
  admin = await createAdmin(testApp, '+919840930001');
});
afterAll(async () => {
  await testApp.close();
  rmSync(folder, { recursive: true, force: true });
});
beforeEach(async () => {
  for (const blob of await listAll(store)) await store.delete(blob.hash);
  freeBytes = 50 * 1024 * MB;
  writableBytes = Number.POSITIVE_INFINITY;
  written = 0;
  clock = 1_000_000;
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
const ENGLISH =
  'We cannot save files just now: our storage is full. Nothing is wrong with your file; please try again later.';
const TAMIL =
  'எங்கள் சேமிப்பகம் நிரம்பியுள்ளதால் இப்போது கோப்புகளைச் சேமிக்க முடியவில்லை. ' +
  'உங்கள் கோப்பில் பிழை இல்லை; சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.';
const temporaries = () =>
  existsSync(join(folder, 'blobs', '.tmp')) ? readdirSync(join(folder, 'blobs', '.tmp')) : [];
const appointmentCount = async () => {
  const result: unknown = await testApp.database.db.execute(
    sql`select count(*)::int as count from appointments`,
  );
  return Number((result as { rows: { count: number }[] }).rows[0]!.count);
};

async function book(token: string, language: 'en' | 'ta', size = 200_000) {
  const body = await multipartBody(fields, [sampleFiles.pdf('jathagam.pdf', size)]);
  return testApp.inject({
    method: 'POST',
    url: '/api/appointments',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}`, 'accept-language': language },
  });
}
async function ready() {
  const response = await testApp.inject({ method: 'GET', url: '/readyz' });
  return { status: response.statusCode, body: readyReplySchema.parse(response.json()) };
}
async function officeStorage() {
  const response = await testApp.inject({
    method: 'GET',
    url: '/api/admin/status',
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(response.statusCode).toBe(200);
  return officeStatusReplySchema.parse(response.json()).storage;
}

it('refuses uploads with 507 below the reserve, and serves again when space returns', async () => {
  const customer = await createCustomer(testApp, '+919840930011');
  const before = await appointmentCount();
  freeBytes = RESERVE + 5 * MB; // less than a 10 MB file may need on top of the reserve

  const english = await book(customer, 'en');
  const tamil = await book(customer, 'ta');
  expect(english.statusCode).toBe(507);
  expect(errorReplySchema.parse(english.json())).toMatchObject({
    success: false,
    code: 'STORAGE_FULL',
    error: ENGLISH,
  });
  expect(english.json()).not.toHaveProperty('fields');
  expect(tamil.statusCode).toBe(507);
  expect(errorReplySchema.parse(tamil.json())).toMatchObject({
    code: 'STORAGE_FULL',
    error: TAMIL,
  });
  // Refused before a byte reached the disk, and no booking made without its files.
  const writtenBeforeRefusal = written;
  expect(writtenBeforeRefusal).toBe(0);
  expect(temporaries()).toEqual([]);
  expect(await listAll(store)).toEqual([]);
  expect(await appointmentCount()).toBe(before);

  freeBytes = RESERVE - MB;
  clock += STORAGE_LOOK_EVERY_MS;
  const notReady = await ready();
  expect(notReady).toEqual({
    status: 503,
    body: { status: 'unavailable', database: 'up', storage: 'full', redis: 'not_used' },
  });
  expect(await officeStorage()).toBe('full');

  // Space returns: no restart, the next look sees it.
  freeBytes = 2 * RESERVE;
  clock += STORAGE_LOOK_EVERY_MS;
  const readyAgain = await ready();
  expect(readyAgain).toEqual({
    status: 200,
    body: { status: 'ready', database: 'up', storage: 'ok', redis: 'not_used' },
  });
  expect(await officeStorage()).toBe('ok');
  const booked = await book(customer, 'en');
  expect(booked.statusCode).toBe(201);
  expect(await appointmentCount()).toBe(before + 1);
  // eslint-disable-next-line no-console -- the figure the test checks, for the run's log
  console.log(
    `reserve ${RESERVE / MB} MB, free ${(RESERVE + 5 * MB) / MB} MB: booking upload ` +
      `${english.statusCode} ${english.json<{ code: string }>().code} (en, ta), ` +
      `${writtenBeforeRefusal} bytes written; ` +
      `free ${(RESERVE - MB) / MB} MB: readyz ${notReady.status} storage ` +
      `${notReady.body.storage}; space back: readyz ${readyAgain.status}, ` +
      `the same upload ${booked.statusCode}`,
  );
});

it('stops an upload at ENOSPC with 507, removing its partial file, until room returns', async () => {
  const customer = await createCustomer(testApp, '+919840930012');
  const before = await appointmentCount();
  writableBytes = 64 * 1024; // statfs says there is room; the disk fills under the write (another writer, a quota)

  const refused = await book(customer, 'ta', 2 * MB);
  expect(refused.statusCode).toBe(507);
  expect(errorReplySchema.parse(refused.json())).toMatchObject({
    code: 'STORAGE_FULL',
    error: TAMIL,
  });
  expect(written).toBeLessThanOrEqual(64 * 1024);
  expect(temporaries()).toEqual([]);
  expect(await listAll(store)).toEqual([]);
  expect(await appointmentCount()).toBe(before);
  const afterFailure = await ready();
  expect(afterFailure).toEqual({
    status: 503,
    body: { status: 'unavailable', database: 'up', storage: 'full', redis: 'not_used' },
  });

  // A later look finds room (the other writer's file was removed): ready, and the same upload is taken.
  writableBytes = Number.POSITIVE_INFINITY;
  clock += STORAGE_LOOK_EVERY_MS;
  const later = await ready();
  expect(later).toEqual({
    status: 200,
    body: { status: 'ready', database: 'up', storage: 'ok', redis: 'not_used' },
  });
  const booked = await book(customer, 'ta', 2 * MB);
  expect(booked.statusCode).toBe(201);
  expect((await listAll(store)).map((blob) => blob.size)).toEqual([2 * MB]);
  // eslint-disable-next-line no-console -- the figure the test checks, for the run's log
  console.log(
    `a 2 MB upload on a disk that fills after 64 KB: ${refused.statusCode} STORAGE_FULL, ` +
      `at most 64 KB written, partial file removed; readyz ${afterFailure.status} until the ` +
      `next look, then ${later.status}; the same upload ${booked.statusCode}`,
  );
});

it("refuses the office's report upload on a full disk with 507, and takes it later", async () => {
  const customer = await createCustomer(testApp, '+919840930013');
  const id = await bookAppointment(testApp, customer);
  const requestId = (
    await testApp.inject({
      method: 'GET',
      url: `/api/admin/appointments/${id}`,
      headers: { authorization: `Bearer ${admin}` },
    })
  ).json<{ appointment: { pdf_service_requests: { id: number }[] } }>().appointment
    .pdf_service_requests[0]!.id;
  const upload = async (language: 'en' | 'ta') => {
    const form = await multipartBody({}, [sampleFiles.pdf('report.pdf', 300_000)], 'report');
    return testApp.inject({
      method: 'POST',
      url: `/api/admin/pdf-requests/${requestId}/report`,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${admin}`, 'accept-language': language },
    });
  };
  freeBytes = RESERVE;
  const english = await upload('en');
  const tamil = await upload('ta');
  expect([english.statusCode, tamil.statusCode]).toEqual([507, 507]);
  expect(errorReplySchema.parse(english.json())).toMatchObject({
    code: 'STORAGE_FULL',
    error: ENGLISH,
  });
  expect(errorReplySchema.parse(tamil.json())).toMatchObject({
    code: 'STORAGE_FULL',
    error: TAMIL,
  });
  expect(await officeStorage()).toBe('full');

  freeBytes = 2 * RESERVE;
  const taken = await upload('en');
  expect(taken.statusCode).toBe(200);
  expect(await officeStorage()).toBe('ok');
  // eslint-disable-next-line no-console -- the figure the test checks, for the run's log
  console.log(
    `office report upload with ${RESERVE / MB} MB free (reserve ${RESERVE / MB} MB): ` +
      `${english.statusCode} en, ${tamil.statusCode} ta; space back: ${taken.statusCode}`,
  );
});

it('the office status call is for the office only', async () => {
  const customer = await createCustomer(testApp, '+919840930014');
  const response = await testApp.inject({
    method: 'GET',
    url: '/api/admin/status',
    headers: { authorization: `Bearer ${customer}` },
  });
  expect(response.statusCode).toBe(403);
  // eslint-disable-next-line no-console -- the figure the test checks, for the run's log
  console.log(`GET /api/admin/status as a customer: ${response.statusCode}`);
});
