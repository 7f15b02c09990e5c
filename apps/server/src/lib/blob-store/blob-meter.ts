import { createHash } from 'node:crypto';
import { BlobTooLargeError, type BlobSource } from './blob-store';

/**
 * The source's chunks, hashed and counted as they pass; past `maxBytes` it throws before handing
 * the chunk on, so no store ever receives more than the limit. `result()` is valid once the
 * iteration has ended.
 */
export function meteredChunks(source: BlobSource, maxBytes = Number.POSITIVE_INFINITY) {
  const hash = createHash('sha256');
  let size = 0;
  let digest: string | null = null;
  async function* chunks(): AsyncGenerator<Buffer> {
    for await (const chunk of source as AsyncIterable<Uint8Array | string>) {
      const bytes =
        typeof chunk === 'string'
          ? Buffer.from(chunk)
          : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      size += bytes.length;
      if (size > maxBytes) throw new BlobTooLargeError(maxBytes);
      hash.update(bytes);
      yield bytes;
    }
    digest = hash.digest('hex');
  }
  return {
    chunks: chunks(),
    result() {
      if (digest === null) throw new Error('the source was not read to its end');
      return { hash: digest, size };
    },
  };
}
