import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { startS3Server } from '../../test/s3-server';
import { blobStoreBehaviour, listAll } from '../../test/blob-store-behaviour';
import type { BlobStore } from './blob-store';
import { createS3BlobStore } from './s3-blob-store';

describe('the S3 blob store, against a local S3-protocol server (s3rver)', () => {
  let server: Awaited<ReturnType<typeof startS3Server>>;
  let store: BlobStore;
  beforeAll(async () => {
    server = await startS3Server();
    store = createS3BlobStore(server.options);
  });
  afterAll(async () => {
    await store.close();
    await server.stop();
  });
  // One bucket for the file: each test starts from an empty one.
  beforeEach(async () => {
    for (const blob of await listAll(store)) await store.delete(blob.hash);
  });

  blobStoreBehaviour(() => store);
});
