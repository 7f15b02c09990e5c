import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import {
  BlobNotFoundError,
  BlobTooLargeError,
  type BlobStore,
  type ListedBlob,
} from '../lib/blob-store/blob-store';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Bytes in chunks of `chunk`, as a request body arrives; counts how many chunks were asked for. */
export function chunked(bytes: Uint8Array, chunk = 64 * 1024) {
  const read = { chunks: 0 };
  async function* chunks() {
    for (let offset = 0; offset < bytes.length; offset += chunk) {
      read.chunks += 1;
      yield bytes.subarray(offset, offset + chunk);
    }
  }
  return { source: chunks(), read };
}

export async function listAll(store: BlobStore): Promise<ListedBlob[]> {
  const found: ListedBlob[] = [];
  for await (const blob of store.list()) found.push(blob);
  return found;
}

/** What every blob store does, whatever keeps the bytes; `store()` gives the store under test (empty at the start). */
export function blobStoreBehaviour(store: () => BlobStore) {
  it('stores bytes under their SHA-256, reads them back whole, and stores the same bytes once', async () => {
    const bytes = randomBytes(6 * 1024 * 1024 + 123);
    const first = await store().put(chunked(bytes).source);
    expect(first).toEqual({ hash: sha256(bytes), size: bytes.length });
    expect(Buffer.compare(await buffer(await store().open(first.hash)), bytes)).toBe(0);

    const again = await store().put(Readable.from([bytes.subarray(0, 10), bytes.subarray(10)]));
    expect(again).toEqual(first);
    const small = await store().put(Readable.from([Buffer.from('hello')]));
    expect(await text(await store().open(small.hash))).toBe('hello');
    expect((await listAll(store())).map((blob) => [blob.hash, blob.size]).sort()).toEqual(
      [
        [first.hash, bytes.length],
        [small.hash, 5],
      ].sort(),
    );
    expect(await store().has(first.hash)).toBe(true);
  });

  it('deletes, and says "not found" for a hash it does not hold or that is not a hash at all', async () => {
    const kept = await store().put(Readable.from([Buffer.from('to be removed')]));
    await store().delete(kept.hash);
    expect(await store().has(kept.hash)).toBe(false);
    await expect(store().open(kept.hash)).rejects.toThrow(BlobNotFoundError);
    await expect(store().open('../../etc/passwd')).rejects.toThrow(BlobNotFoundError);
    await store().delete(kept.hash);
    expect(await listAll(store())).toEqual([]);
  });

  it('refuses bytes over the limit while they stream: reading stops there and nothing is kept', async () => {
    const bytes = randomBytes(3 * 1024 * 1024);
    const { source, read } = chunked(bytes, 256 * 1024);
    await expect(store().put(source, { maxBytes: 1024 * 1024 })).rejects.toThrow(BlobTooLargeError);
    // 1 MB in 256 KB chunks: the fifth chunk passes the limit, and the source is read no further.
    expect(read.chunks).toBe(5);
    expect(await listAll(store())).toEqual([]);
    expect(await store().removeStaleTemporaries(new Date(Date.now() + 60_000))).toBe(0);
    expect(await store().has(sha256(bytes))).toBe(false);
    // Past a first 5 MB part (S3: a multipart upload, then aborted), the same.
    await expect(
      store().put(chunked(randomBytes(8 * 1024 * 1024)).source, { maxBytes: 6 * 1024 * 1024 }),
    ).rejects.toThrow(BlobTooLargeError);
    expect(await listAll(store())).toEqual([]);
    // Exactly at the limit is fine.
    expect(
      (await store().put(chunked(bytes.subarray(0, 1024 * 1024)).source, { maxBytes: 1024 * 1024 }))
        .size,
    ).toBe(1024 * 1024);
  });

  it('deletes an old blob only if it was not stored again since the sweep looked', async () => {
    const blob = await store().put(Readable.from([Buffer.from('old bytes')]));
    const [listed] = await listAll(store());
    // Stored again: its date moves past the moment the sweep looked, and it stays.
    const looked = new Date(listed!.modifiedAt.getTime() + 1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await store().put(Readable.from([Buffer.from('old bytes')]));
    expect(await store().deleteIfOlder(blob.hash, looked)).toBe(false);
    expect(await store().has(blob.hash)).toBe(true);
    expect(await store().deleteIfOlder(blob.hash, new Date(Date.now() + 60_000))).toBe(true);
    expect(await store().has(blob.hash)).toBe(false);
    expect(await store().deleteIfOlder(blob.hash, new Date(Date.now() + 60_000))).toBe(false);
  });

  it('a source that fails half-way leaves nothing under any hash', async () => {
    async function* failing() {
      yield randomBytes(100_000);
      throw new Error('the customer went away');
    }
    await expect(store().put(failing())).rejects.toThrow('the customer went away');
    expect(await listAll(store())).toEqual([]);
    expect(await store().removeStaleTemporaries(new Date(Date.now() + 60_000))).toBe(0);
  });
}
