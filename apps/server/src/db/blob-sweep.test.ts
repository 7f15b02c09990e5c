import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appointmentReplySchema } from '@portal/contracts';
import { createFolderBlobStore } from '../lib/blob-store/folder-blob-store';
import { listAll } from '../test/blob-store-behaviour';
import { createAdmin, createCustomer, samplePdf } from '../test/customers';
import { multipartBody, sampleFiles } from '../test/multipart';
import { createTestApp, type TestApp } from '../test/test-app';
import { ORPHAN_GRACE_MS, sweepOrphanBlobs } from './blob-sweep';

let folder: string;
let testApp: TestApp;
const root = () => join(folder, 'blobs');
const store = () => testApp.app.blobs;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'portal-sweep-'));
  testApp = await createTestApp({
    dependencies: { blobs: createFolderBlobStore(join(folder, 'blobs')) },
  });
});
afterAll(async () => {
  await testApp.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Dates a blob back, as if it had been stored `ms` ago. */
function age(hash: string, ms: number) {
  const when = new Date(Date.now() - ms);
  utimesSync(join(root(), hash.slice(0, 2), hash.slice(2, 4), hash), when, when);
}

it('removes blobs no row refers to once they are older than the grace period; keeps the rest', async () => {
  const customer = await createCustomer(testApp, '+919840910001');
  const admin = await createAdmin(testApp, '+919840910002');
  const body = await multipartBody(
    {
      name: 'Ravi',
      gender: 'male',
      date_of_birth: '1985-11-02',
      birth_time_type: 'exact',
      birth_time: '14:30',
      birth_place: 'Coimbatore',
      services: '1',
      terms_agreed: 'true',
    },
    [sampleFiles.jpg('jathagam.jpg', 20_000)],
  );
  const booked = await testApp.inject({
    method: 'POST',
    url: '/api/appointments',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${customer}` },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const appointment = appointmentReplySchema.parse(booked.json()).appointment;
  const upload = async (text: string) => {
    const form = await multipartBody(
      {},
      [{ name: 'reading.pdf', content: samplePdf(text) }],
      'report',
    );
    const response = await testApp.inject({
      method: 'POST',
      url: `/api/admin/pdf-requests/${appointment.pdf_service_requests[0]!.id}/report`,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode).toBe(200);
  };
  await upload('A first draft');
  await upload('The reading');
  // A refused booking's file: stored while the request streamed in, then the booking failed validation.
  const refused = await multipartBody({ name: 'Ravi', services: '1' }, [
    sampleFiles.png('chart.png', 5000),
  ]);
  expect(
    (
      await testApp.inject({
        method: 'POST',
        url: '/api/appointments',
        payload: refused.payload,
        headers: { ...refused.headers, authorization: `Bearer ${customer}` },
      })
    ).statusCode,
  ).toBe(400);
  const recentOrphan = await store().put(
    Readable.from([Buffer.from('stored a minute ago, its booking not yet committed')]),
  );

  const all = await listAll(store());
  expect(all).toHaveLength(5);
  const hashes = new Map((await listAll(store())).map((blob) => [blob.hash, blob]));
  const [uploadHash] = [...hashes.keys()].filter((hash) => hash !== recentOrphan.hash);
  expect(uploadHash).toBeDefined();
  // Everything but the recent orphan is two days old; a crash left an unfinished write a day and more ago.
  for (const hash of hashes.keys()) if (hash !== recentOrphan.hash) age(hash, 2 * ORPHAN_GRACE_MS);
  mkdirSync(join(root(), '.tmp'), { recursive: true });
  writeFileSync(join(root(), '.tmp', 'put-crashed'), 'half a file');
  utimesSync(
    join(root(), '.tmp', 'put-crashed'),
    new Date(Date.now() - 2 * ORPHAN_GRACE_MS),
    new Date(Date.now() - 2 * ORPHAN_GRACE_MS),
  );

  const result = await sweepOrphanBlobs(testApp.database.db, store());
  // Gone: the first draft (replaced) and the refused booking's file. Kept: the booking's upload and
  // the report in use (old but referred to), the recent orphan.
  expect(result).toEqual({ removed: 2, kept: 2, temporaries: 1 });
  const left = (await listAll(store())).map((blob) => blob.hash);
  expect(left).toHaveLength(3);
  expect(left).toContain(recentOrphan.hash);

  // What is left is what the API serves.
  const file = await testApp.inject({
    method: 'GET',
    url: `/api/appointments/${appointment.id}/files/${appointment.files[0]!.id}`,
    headers: { authorization: `Bearer ${customer}` },
  });
  expect(file.rawPayload.equals(Buffer.from(sampleFiles.jpg('jathagam.jpg', 20_000).content))).toBe(
    true,
  );
  const report = await testApp.inject({
    method: 'GET',
    url: `/api/admin/pdf-requests/${appointment.pdf_service_requests[0]!.id}/report`,
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(report.rawPayload.equals(samplePdf('The reading'))).toBe(true);

  // A second sweep finds nothing more; once the grace period has passed for the recent one too, it goes.
  expect(await sweepOrphanBlobs(testApp.database.db, store())).toEqual({
    removed: 0,
    kept: 2,
    temporaries: 0,
  });
  expect(
    await sweepOrphanBlobs(testApp.database.db, store(), {
      now: new Date(Date.now() + 2 * ORPHAN_GRACE_MS),
    }),
  ).toMatchObject({ removed: 1 });
});
