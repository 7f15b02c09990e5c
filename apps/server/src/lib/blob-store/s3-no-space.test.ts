import { Readable } from 'node:stream';
import { S3ServiceException } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { errorReplySchema } from '@portal/contracts';
import { startS3Server } from '../../test/s3-server';
import { listAll } from '../../test/blob-store-behaviour';
import { createCustomer } from '../../test/customers';
import { multipartBody, sampleFiles } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
import { StorageFullError } from '../storage/storage-full';
import type { BlobStore } from './blob-store';
import { createS3BlobStore, isS3NoSpace } from './s3-blob-store';

// An S3 server out of room (MinIO's 507 XMinioStorageFull, from the local s3rver switched to
// answer so) is STORAGE_FULL, as the folder store's full disk is: 507 to the uploader, nothing kept.

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
beforeEach(async () => {
  server.refuseWritesForSpace(false);
  for (const blob of await listAll(store)) await store.delete(blob.hash);
});

const exception = (name: string, status: number) =>
  new S3ServiceException({
    name,
    $fault: status >= 500 ? 'server' : 'client',
    $metadata: { httpStatusCode: status },
  });

it("reads an S3 no-space reply from the SDK error's status or its code", () => {
  const cases = [
    [exception('InsufficientStorage', 507), true],
    [exception('XMinioStorageFull', 507), true],
    [exception('XMinioStorageFull', 500), true],
    [exception('UnknownError', 507), true],
    [exception('InternalError', 500), false],
    [exception('NoSuchKey', 404), false],
    [Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }), false],
  ] as const;
  for (const [error, noSpace] of cases)
    expect(isS3NoSpace(error), (error as Error).name).toBe(noSpace);
  // eslint-disable-next-line no-console -- each of these tests prints the figure it measured
  console.log(
    `SDK errors read as no space: ${cases
      .filter(([error]) => isS3NoSpace(error))
      .map(
        ([error]) =>
          `${(error as Error).name}/${(error as S3ServiceException).$metadata?.httpStatusCode ?? '-'}`,
      )
      .join(', ')}`,
  );
});

it('throws StorageFullError for a put refused for space, and keeps nothing', async () => {
  server.refuseWritesForSpace(true);
  const bytes = Buffer.alloc(300_000, 7);
  const refused = await store.put(Readable.from([bytes])).then(
    () => null,
    (error: unknown) => error,
  );
  expect(refused).toBeInstanceOf(StorageFullError);
  server.refuseWritesForSpace(false);
  expect(await listAll(store)).toEqual([]);
  const stored = await store.put(Readable.from([bytes]));
  expect(stored.size).toBe(300_000);
  // eslint-disable-next-line no-console -- each of these tests prints the figure it measured
  console.log(
    `S3 put of 300000 bytes on a full server: ${(refused as Error).name} ` +
      `(${(refused as Error).message}); with room: stored ${stored.size} bytes`,
  );
});

it('answers an upload to a full S3 server 507 STORAGE_FULL in both languages', async () => {
  const customer = await createCustomer(testApp, '+919840940001');
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
  const book = async (language: 'en' | 'ta') => {
    const body = await multipartBody(fields, [sampleFiles.jpg('jathagam.jpg', 100_000)]);
    return testApp.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: body.payload,
      headers: {
        ...body.headers,
        authorization: `Bearer ${customer}`,
        'accept-language': language,
      },
    });
  };
  server.refuseWritesForSpace(true);
  const english = await book('en');
  const tamil = await book('ta');
  expect(english.statusCode).toBe(507);
  expect(errorReplySchema.parse(english.json())).toMatchObject({
    code: 'STORAGE_FULL',
    error:
      'We cannot save files just now: our storage is full. Nothing is wrong with your file; please try again later.',
  });
  expect(tamil.statusCode).toBe(507);
  expect(errorReplySchema.parse(tamil.json())).toMatchObject({
    code: 'STORAGE_FULL',
    error:
      'எங்கள் சேமிப்பகம் நிரம்பியுள்ளதால் இப்போது கோப்புகளைச் சேமிக்க முடியவில்லை. உங்கள் ' +
      'கோப்பில் பிழை இல்லை; சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.',
  });

  server.refuseWritesForSpace(false);
  const booked = await book('en');
  expect(booked.statusCode).toBe(201);
  // eslint-disable-next-line no-console -- each of these tests prints the figure it measured
  console.log(
    `booking upload to a full S3 server: ${english.statusCode} ` +
      `${english.json<{ code: string }>().code} (en, ta); with room: ${booked.statusCode}`,
  );
});
