import type { Readable } from 'node:stream';

/** What a stored blob is known by: the SHA-256 of its bytes (hex) and its length. */
export interface StoredBlob {
  hash: string;
  size: number;
}

/** One entry of a store's listing (the orphan sweep reads it). */
export interface ListedBlob {
  hash: string;
  size: number;
  /** When these bytes were last written; a `put` of the same bytes makes it new again. */
  modifiedAt: Date;
}

/** Bytes to store: a Node stream or any async iterable of chunks (a multipart part, a generator). */
export type BlobSource = Readable | AsyncIterable<Uint8Array>;

/**
 * Uploads and reports, kept outside the database (decision 0031) and referred to by the hash
 * of their content: the same bytes are stored once, and a stored blob never changes.
 */
export interface BlobStore {
  readonly kind: 'folder' | 's3';
  /**
   * Streams the bytes in; only when all have arrived (and are on disk) are they visible under
   * their hash. Past `maxBytes` the source stops being read, BlobTooLargeError is thrown and
   * nothing is kept. Storing bytes that are already there refreshes their `modifiedAt`. When
   * the disk (or the S3 server) has no room, StorageFullError is thrown, at once and with
   * nothing kept.
   */
  put(source: BlobSource, options?: { maxBytes?: number }): Promise<StoredBlob>;
  /** A stream of the blob's bytes; BlobNotFoundError when there is none. */
  open(hash: string): Promise<Readable>;
  /** Whether a blob is stored under this hash. */
  has(hash: string): Promise<boolean>;
  /**
   * Removes a blob (nothing happens when there is none). Only the orphan sweep and retention
   * delete, through `deleteIfOlder`.
   */
  delete(hash: string): Promise<void>;
  /**
   * Removes the blob only if it is still as old as `olderThan` (the sweep's last check, retention's
   * (decision 0103), or the start of a customer's erasure): bytes stored again meanwhile are kept.
   * Returns whether it was removed.
   */
  deleteIfOlder(hash: string, olderThan: Date): Promise<boolean>;
  /** Every stored blob; unfinished writes are not listed. */
  list(): AsyncIterable<ListedBlob>;
  /** Removes unfinished writes left by a crash, older than `olderThan`; returns how many. */
  removeStaleTemporaries(olderThan: Date): Promise<number>;
  close(): Promise<void>;
}

export class BlobTooLargeError extends Error {
  override name = 'BlobTooLargeError';
  constructor(readonly maxBytes: number) {
    super(`the content is larger than ${maxBytes} bytes`);
  }
}

export class BlobNotFoundError extends Error {
  override name = 'BlobNotFoundError';
  constructor(readonly hash: string) {
    super(`no blob is stored under ${hash}`);
  }
}

const HASH_PATTERN = /^[0-9a-f]{64}$/;

/** A SHA-256 in lower-case hex; anything else (a path, a traversal) is refused before it reaches a file name or key. */
export function checkedHash(hash: string): string {
  if (!HASH_PATTERN.test(hash)) throw new BlobNotFoundError(hash);
  return hash;
}

export const isBlobHash = (text: string) => HASH_PATTERN.test(text);
