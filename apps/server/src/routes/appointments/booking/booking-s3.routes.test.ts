import { afterAll, beforeAll, expect, it } from 'vitest';
import { appointmentReplySchema, MAX_BOOKING_FILE_BYTES } from '@portal/contracts';
import type { BlobStore } from '../../../lib/blob-store/blob-store';
import { listAll } from '../../../test/blob-store-behaviour';
import { createS3BlobStore } from '../../../lib/blob-store/s3-blob-store';
import { createCustomer } from '../../../test/customers';
import { multipartBody, sampleFiles } from '../../../test/multipart';
import { startS3Server } from '../../../test/s3-server';
import { createTestApp, type TestApp } from '../../../test/test-app';

// The same booking flow with S3_BUCKET set: files stream to an S3-protocol server (s3rver) and come
// back from it.
let server: Awaited<ReturnType<typeof startS3Server>>;
let store: BlobStore;
let testApp: TestApp;
beforeAll(async () => {
  server = await startS3Server();
  store = createS3BlobStore(server.options);
  testApp = await createTestApp({ dependencies: { blobs: store } });
});
afterAll(async () => {
  await testApp.close();
  await store.close();
  await server.stop();
});

it('stores a booking’s files in the bucket and refuses one over 10 MB', async () => {
  const token = await createCustomer(testApp, '+919840930001');
  const files = [
    sampleFiles.jpg('jathagam.jpg', 6 * 1024 * 1024),
    sampleFiles.pdf('horoscope.pdf', 30_000),
  ];
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
  const body = await multipartBody(fields, files);
  const booked = await testApp.inject({
    method: 'POST',
    url: '/api/appointments',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const appointment = appointmentReplySchema.parse(booked.json()).appointment;
  for (const [index, file] of appointment.files.entries()) {
    const served = await testApp.inject({
      method: 'GET',
      url: `/api/appointments/${appointment.id}/files/${file.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(Buffer.from(files[index]!.content))).toBe(true);
  }
  expect((await listAll(store)).map((blob) => blob.size).sort((a, b) => a - b)).toEqual([
    30_000,
    6 * 1024 * 1024,
  ]);

  const tooBig = await multipartBody(fields, [
    sampleFiles.pdf('big.pdf', MAX_BOOKING_FILE_BYTES + 1),
  ]);
  const refused = await testApp.inject({
    method: 'POST',
    url: '/api/appointments',
    payload: tooBig.payload,
    headers: { ...tooBig.headers, authorization: `Bearer ${token}` },
  });
  expect(refused.statusCode).toBe(413);
  expect(await listAll(store)).toHaveLength(2);
  expect(await store.removeStaleTemporaries(new Date(Date.now() + 60_000))).toBe(0);
}, 60_000);
