import { BlobTooLargeError, type BlobStore, type StoredBlob } from '../blob-store/blob-store';
import { AppError } from '../errors/app-error';
import { StorageFullError } from '../storage/storage-full';

/**
 * A file part as @fastify/multipart hands it over: busboy sets `truncated` once the part passes the
 * parser's size limit.
 */
export type MultipartFileStream = AsyncIterable<Buffer> & { truncated?: boolean };

/** Enough for every signature detectUploadType knows (the longest, PNG's, is 8 bytes). */
const HEAD_BYTES = 16;

export interface UploadRules {
  /** The store's own limit; the multipart parser's `fileSize` should be the same. */
  maxBytes: number;
  /** Judges the file by its first bytes; throws to refuse it before the rest is read. */
  checkHead(head: Buffer): void;
  /** The refusal for a file over the limit. */
  tooLarge(): Error;
}

/**
 * Streams one uploaded file into the blob store, never holding more than a chunk of it: its
 * first bytes are judged before anything is stored, and a file over the limit is refused at the
 * chunk that passes it (nothing kept; the rest of it is not read); storage without room for it is
 * STORAGE_FULL, before its bytes are read or at the write that fails. Null for an empty part;
 * otherwise the stored blob and the file's first bytes (what its type is judged by).
 */
export async function uploadToBlobStore(
  file: MultipartFileStream,
  blobs: BlobStore,
  rules: UploadRules,
): Promise<(StoredBlob & { head: Buffer }) | null> {
  const iterator = file[Symbol.asyncIterator]();
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let ended = false;
  while (headLength < HEAD_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    headChunks.push(next.value);
    headLength += next.value.length;
  }
  if (headLength === 0) return null;
  const head = Buffer.concat(headChunks);
  try {
    rules.checkHead(head);
  } catch (error) {
    await iterator.return?.();
    throw error;
  }
  async function* whole(): AsyncGenerator<Buffer> {
    try {
      yield head;
      if (file.truncated) throw rules.tooLarge();
      while (!ended) {
        const next = await iterator.next();
        if (next.done) break;
        yield next.value;
        if (file.truncated) throw rules.tooLarge();
      }
    } finally {
      await iterator.return?.();
    }
  }
  try {
    return { ...(await blobs.put(whole(), { maxBytes: rules.maxBytes })), head };
  } catch (error) {
    if (error instanceof BlobTooLargeError) throw rules.tooLarge();
    // The portal's disk, not the sender's file: 507 at once, never "check the highlighted fields".
    if (error instanceof StorageFullError) throw new AppError('STORAGE_FULL');
    throw error;
  }
}
