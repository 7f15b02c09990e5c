import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { appointmentReplySchema } from '@portal/contracts';
import type { BlobStore } from '../lib/blob-store/blob-store';
import { createFolderBlobStore } from '../lib/blob-store/folder-blob-store';
import { listAll } from '../test/blob-store-behaviour';
import { createAdmin, createCustomer, markPaid, samplePdf } from '../test/customers';
import { multipartBody, sampleFiles } from '../test/multipart';
import { createTestApp, createTestDatabase, type TestApp } from '../test/test-app';
import type { OpenDatabase } from './database';
import { BlobMoveError, moveFilesToBlobStore } from './blob-move';

// Decision 0031's upgrade step on a database whose files are still bytea (on PGlite, and on
// PostgreSQL with DATABASE_URL): after migration 0012 the old rows have their bytes in
// `content` / `report` and no hash; the move puts them in a new, empty store, and the API then
// serves the same bytes from there.
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

let database: OpenDatabase;
let folder: string;
let store: BlobStore;
let before: TestApp;
let after: TestApp;
let customer: string;
let admin: string;
beforeAll(async () => {
  database = await createTestDatabase();
  folder = mkdtempSync(join(tmpdir(), 'portal-move-'));
  store = createFolderBlobStore(join(folder, 'blobs'));
  // The app as it was: bookings and a report made through the API, then turned back into bytea rows below.
  before = await createTestApp({ database: { ...database, close: async () => undefined } });
  after = await createTestApp({ database, dependencies: { blobs: store } });
  customer = await createCustomer(before, '+919840900001');
  admin = await createAdmin(before, '+919840900002');
});
afterAll(async () => {
  await before.close();
  await after.close();
  rmSync(folder, { recursive: true, force: true });
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });

it('moves uploads and reports out of the database without loss, once', async () => {
  const files = [
    sampleFiles.jpg('jathagam.jpg', 300_000),
    sampleFiles.pdf('horoscope.pdf', 1_200_000),
  ];
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
    files,
  );
  const booked = await before.inject({
    method: 'POST',
    url: '/api/appointments',
    payload: body.payload,
    headers: { ...body.headers, ...as(customer) },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const appointment = appointmentReplySchema.parse(booked.json()).appointment;
  const requestId = appointment.pdf_service_requests[0]!.id;
  const report = samplePdf('Jathagam reading for Kavitha');
  const upload = await multipartBody({}, [{ name: 'reading.pdf', content: report }], 'report');
  expect(
    (
      await before.inject({
        method: 'POST',
        url: `/api/admin/pdf-requests/${requestId}/report`,
        payload: upload.payload,
        headers: { ...upload.headers, ...as(admin) },
      })
    ).statusCode,
  ).toBe(200);
  await markPaid(before, [appointment.id]);
  expect(
    (
      await before.inject({
        method: 'POST',
        url: `/api/admin/pdf-requests/${requestId}/deliver`,
        headers: as(admin),
      })
    ).statusCode,
  ).toBe(200);

  // The rows as the release before 0031 left them (bytes in the row, no hash), and one more file inserted the old way.
  const db = database.db;
  for (const [index, file] of appointment.files.entries()) {
    await db.execute(
      sql`update appointment_files
          set content = ${Buffer.from(files[index]!.content)}, content_hash = null
          where id = ${file.id}`,
    );
  }
  await db.execute(
    sql`update pdf_requests set report = ${report}, report_hash = null, report_size_bytes = null
        where id = ${requestId}`,
  );
  const oldPng = Buffer.from(sampleFiles.png('old-chart.png', 50_000).content);
  const [inserted] = rowsOf<{ id: number }>(
    await db.execute(
      sql`insert into appointment_files (appointment_id, file_name, content_type, size_bytes, content)
          values (${appointment.id}, 'old-chart.png', 'image/png', ${oldPng.length}, ${oldPng})
          returning id`,
    ),
  );
  // A row must keep its bytes somewhere.
  await expect(
    db.execute(sql`update appointment_files set content = null where id = ${inserted!.id}`),
  ).rejects.toThrow();

  // Before the move (the start that runs it failed), the old bytes are still served from the row.
  const fromRow = await after.inject({
    method: 'GET',
    url: `/api/appointments/${appointment.id}/files/${inserted!.id}`,
    headers: as(customer),
  });
  expect(fromRow.statusCode).toBe(200);
  expect(fromRow.rawPayload.equals(oldPng)).toBe(true);

  const logged: string[] = [];
  const moved = await moveFilesToBlobStore(db, store, {
    batchSize: 2,
    log: (line) => logged.push(line),
  });
  const allBytes = [...files.map((file) => Buffer.from(file.content)), oldPng];
  expect(moved).toEqual({
    files: 3,
    reports: 1,
    bytes: allBytes.reduce((sum, bytes) => sum + bytes.length, 0) + report.length,
  });
  expect(logged).toEqual([
    expect.stringMatching(
      /^Moved 3 uploaded files and 1 reports \(1\.5 MB\) out of the database into the folder blob store\.$/,
    ),
  ]);

  const fileRows = rowsOf<{
    id: number;
    content: unknown;
    content_hash: string;
    size_bytes: number;
  }>(
    await db.execute(
      sql`select id, content, content_hash, size_bytes from appointment_files
          where appointment_id = ${appointment.id} order by id`,
    ),
  );
  expect(fileRows.map((row) => [row.content, row.content_hash, row.size_bytes])).toEqual(
    allBytes.map((bytes) => [null, sha256(bytes), bytes.length]),
  );
  const [reportRow] = rowsOf<{ report: unknown; report_hash: string; report_size_bytes: number }>(
    await db.execute(
      sql`select report, report_hash, report_size_bytes from pdf_requests where id = ${requestId}`,
    ),
  );
  expect(reportRow).toEqual({
    report: null,
    report_hash: sha256(report),
    report_size_bytes: report.length,
  });
  expect((await listAll(store)).map((blob) => blob.hash).sort()).toEqual(
    [...allBytes, report].map(sha256).sort(),
  );

  // Read back through the API, from the new store: the customer's files, the office's copy, the delivered report.
  for (const [index, row] of fileRows.entries()) {
    const served = await after.inject({
      method: 'GET',
      url: `/api/appointments/${appointment.id}/files/${row.id}`,
      headers: as(customer),
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(allBytes[index]!)).toBe(true);
    const office = await after.inject({
      method: 'GET',
      url: `/api/admin/appointments/${appointment.id}/files/${row.id}`,
      headers: as(admin),
    });
    expect(office.rawPayload.equals(allBytes[index]!)).toBe(true);
  }
  const downloaded = await after.inject({
    method: 'GET',
    url: `/api/pdf-requests/${requestId}/download`,
    headers: as(customer),
  });
  expect(downloaded.statusCode).toBe(200);
  expect(downloaded.headers['content-type']).toBe('application/pdf');
  expect(downloaded.rawPayload.equals(report)).toBe(true);
  expect(
    (
      await after.inject({
        method: 'GET',
        url: `/api/admin/pdf-requests/${requestId}/report`,
        headers: as(admin),
      })
    ).rawPayload.equals(report),
  ).toBe(true);

  expect(await moveFilesToBlobStore(db, store)).toEqual({ files: 0, reports: 0, bytes: 0 });
});

it('clears nothing when the store does not give back the bytes it was given', async () => {
  const [appointment] = rowsOf<{ id: number }>(
    await database.db.execute(sql`select id from appointments order by id limit 1`),
  );
  const bytes = Buffer.from(sampleFiles.jpg('scan.jpg', 4096).content);
  const [row] = rowsOf<{ id: number }>(
    await database.db.execute(
      sql`insert into appointment_files (appointment_id, file_name, content_type, size_bytes, content)
          values (${appointment!.id}, 'scan.jpg', 'image/jpeg', ${bytes.length}, ${bytes})
          returning id`,
    ),
  );
  const damaging: BlobStore = {
    ...store,
    open: async () => Readable.from([Buffer.from('something else')]),
  };
  await expect(moveFilesToBlobStore(database.db, damaging)).rejects.toThrow(BlobMoveError);
  const [kept] = rowsOf<{ content: unknown; content_hash: string | null }>(
    await database.db.execute(
      sql`select content, content_hash from appointment_files where id = ${row!.id}`,
    ),
  );
  expect(kept!.content_hash).toBeNull();
  expect(kept!.content).not.toBeNull();
  // With a store that works, the next start moves it.
  expect(await moveFilesToBlobStore(database.db, store)).toMatchObject({ files: 1 });
});
