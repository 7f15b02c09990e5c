import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { S3BlobStoreOptions } from '../lib/blob-store/s3-blob-store';

/** Koa's context, the part the no-space switch uses. */
interface KoaContext {
  method: string;
  req: AsyncIterable<Buffer>;
  status: number;
  type: string;
  body: unknown;
}
type KoaMiddleware = (context: KoaContext, next: () => Promise<void>) => Promise<void>;

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  /** s3rver is a Koa application: its middleware, first to run first. */
  middleware: KoaMiddleware[];
}
type S3rverConstructor = new (options: Record<string, unknown>) => S3rverInstance;

/** s3rver ships no types; this is the part the tests use. */
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor;

/**
 * A local S3-protocol server (s3rver) in a temporary folder with one bucket, on a port the
 * system picks (port 0: no clash with other test runs), and the blob-store options to reach it.
 */
export async function startS3Server(bucket = 'portal-blobs'): Promise<{
  options: S3BlobStoreOptions;
  stop(): Promise<void>;
  refuseWritesForSpace(refuse: boolean): void;
}> {
  const directory = mkdtempSync(join(tmpdir(), 'portal-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  let noSpace = false;
  // While switched on, every write is answered as MinIO answers one it has no room for: 507
  // XMinioStorageFull (the body read first, as a server does).
  server.middleware.unshift(async (context, next) => {
    if (!noSpace || (context.method !== 'PUT' && context.method !== 'POST')) return next();
    for await (const _chunk of context.req);
    context.status = 507;
    context.type = 'application/xml';
    context.body =
      '<?xml version="1.0" ' +
      'encoding="UTF-8"?>\n<Error><Code>XMinioStorageFull</Code><Message>Storage backend has ' +
      'reached its minimum free drive threshold. Please delete a few objects to ' +
      'proceed.</Message><RequestId>1</RequestId></Error>';
  });
  const { port } = await server.run();
  return {
    options: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    refuseWritesForSpace(refuse) {
      noSpace = refuse;
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
