import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type _Object,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { meteredChunks } from './blob-meter';
import {
  BlobNotFoundError,
  checkedHash,
  isBlobHash,
  type BlobStore,
  type ListedBlob,
} from './blob-store';
import { StorageFullError } from '../storage/storage-full';

export interface S3BlobStoreOptions {
  bucket: string;
  /** An S3-compatible server's address (MinIO, R2, …); AWS itself when absent. */
  endpoint?: string;
  region: string;
  /** Without keys the SDK's own chain is used (environment, instance role, …). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** bucket in the path (http://host/bucket/key) rather than the host name: most self-hosted servers need it. */
  forcePathStyle: boolean;
}

const BLOBS = 'blobs/';
const TEMPORARIES = 'tmp/';
const isNotFound = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/** Error codes of S3-compatible servers out of room (MinIO's among them). */
const NO_SPACE_CODES = new Set([
  'InsufficientStorage',
  'XMinioStorageFull',
  'XMinioAdminNoSpaceLeft',
]);

/** True when the S3 server refused a write for lack of space: 507 Insufficient Storage, or its code for it. */
export function isS3NoSpace(error: unknown): boolean {
  const { name, Code, $metadata } = (error ?? {}) as {
    name?: string;
    Code?: string;
    $metadata?: { httpStatusCode?: number };
  };
  return (
    $metadata?.httpStatusCode === 507 ||
    NO_SPACE_CODES.has(name ?? '') ||
    NO_SPACE_CODES.has(Code ?? '')
  );
}

/**
 * Blobs as objects `blobs/<hash>` in a bucket, through the AWS SDK v3. The hash is known only
 * when the last byte has passed, so a put streams to `tmp/<uuid>` (multipart for large files,
 * at most two 5 MB parts in memory), then copies it to its hash and deletes the temporary:
 * an object under a hash is always complete. Over the limit, the upload is aborted and its
 * temporary deleted. Copying over an existing blob dates it anew, as the folder store's rename.
 */
export function createS3BlobStore(options: S3BlobStoreOptions): BlobStore {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Checksums only where S3 requires them: many S3-compatible servers do not read the SDK's newer trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const keyOf = (hash: string) => `${BLOBS}${checkedHash(hash)}`;

  async function* objects(Prefix: string): AsyncGenerator<_Object> {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }),
      );
      yield* page.Contents ?? [];
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    kind: 's3',

    async put(source, putOptions = {}) {
      const temporary = `${TEMPORARIES}${Date.now()}-${randomUUID()}`;
      const metered = meteredChunks(source, putOptions.maxBytes);
      // The source's own failure (over the limit, a client gone) is what the caller must see, not a
      // failure of the abort that follows it.
      let sourceError: unknown;
      async function* guarded() {
        try {
          yield* metered.chunks;
        } catch (error) {
          sourceError = error;
          throw error;
        }
      }
      const upload = new Upload({
        client,
        params: { Bucket, Key: temporary, Body: Readable.from(guarded()) },
        queueSize: 2,
        partSize: 5 * 1024 * 1024,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
        const blob = metered.result();
        await client.send(
          new CopyObjectCommand({
            Bucket,
            Key: keyOf(blob.hash),
            CopySource: `${Bucket}/${temporary}`,
          }),
        );
        return blob;
      } catch (error) {
        if (sourceError) throw sourceError as Error;
        throw isS3NoSpace(error)
          ? new StorageFullError(`the S3 server has no room (${(error as Error).name})`)
          : error;
      } finally {
        await client
          .send(new DeleteObjectCommand({ Bucket, Key: temporary }))
          .catch(() => undefined);
      }
    },

    async open(hash) {
      try {
        const reply = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(hash) }));
        return reply.Body as Readable;
      } catch (error) {
        throw isNotFound(error) ? new BlobNotFoundError(hash) : error;
      }
    },

    async has(hash) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(hash) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async delete(hash) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(hash) }));
    },

    async deleteIfOlder(hash, olderThan) {
      let modified: Date | undefined;
      try {
        modified = (await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(hash) })))
          .LastModified;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
      // S3 has no rename to take the object aside first: the window between this look and the delete is a request long.
      if (!modified || modified >= olderThan) return false;
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(hash) }));
      return true;
    },

    async *list(): AsyncIterable<ListedBlob> {
      for await (const object of objects(BLOBS)) {
        const hash = object.Key?.slice(BLOBS.length) ?? '';
        if (isBlobHash(hash))
          yield { hash, size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
      }
    },

    async removeStaleTemporaries(olderThan) {
      let removed = 0;
      for await (const object of objects(TEMPORARIES)) {
        if (object.Key && object.LastModified && object.LastModified < olderThan) {
          await client.send(new DeleteObjectCommand({ Bucket, Key: object.Key }));
          removed += 1;
        }
      }
      return removed;
    },

    async close() {
      client.destroy();
    },
  };
}
