import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, stat, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Writable } from 'node:stream';
import { syncPath } from '../pglite/durability';

/** A draft's name: `<file>.partial-<8 hex>`, beside the file it becomes. */
export const DRAFT_SUFFIX = /\.partial-[0-9a-f]{8}$/;

/**
 * Writes a file whole or not at all: `fill` writes (and ends) a draft beside it, mode 0600 (a
 * backup holds personal data); the draft is flushed to the disk, renamed over `path` and the
 * folder flushed. On any failure the draft is removed and `path` is as it was. Returns the size.
 */
export async function writeFileDurably(
  path: string,
  fill: (out: Writable) => Promise<unknown>,
): Promise<number> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const draft = `${path}.partial-${randomBytes(4).toString('hex')}`;
  const out = createWriteStream(draft, { flags: 'wx', mode: 0o600, flush: true });
  try {
    await fill(out);
    // Flushed (flush: true) and closed before it takes the file's name.
    if (!out.closed) await once(out, 'close');
    await rename(draft, path);
  } catch (error) {
    out.destroy();
    await unlink(draft).catch(() => undefined);
    throw error;
  }
  await syncPath(dirname(path));
  return (await stat(path)).size;
}
