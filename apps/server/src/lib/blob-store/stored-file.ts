import type { Readable } from 'node:stream';
import type { BlobStore } from './blob-store';

/** A row's file: its blob's hash, or (a row the upgrade has not moved yet) the bytes the database still holds. */
export interface StoredFileRef {
  hash: string | null;
  legacy: Buffer | null;
}

export const hasStoredFile = (file: StoredFileRef) => file.hash !== null || file.legacy !== null;

/**
 * The file's bytes for a reply: a stream from the blob store, or the bytes still in the row
 * when the move at start-up could not finish (decision 0031: served either way, never lost).
 */
export async function openStoredFile(
  blobs: BlobStore,
  file: StoredFileRef,
): Promise<Readable | Buffer> {
  if (file.hash) return blobs.open(file.hash);
  if (file.legacy) return file.legacy;
  throw new Error('the row refers to no file');
}
