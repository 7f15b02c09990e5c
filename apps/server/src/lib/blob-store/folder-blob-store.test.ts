import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blobStoreBehaviour, listAll } from '../../test/blob-store-behaviour';
import type { BlobStore } from './blob-store';
import { createFolderBlobStore } from './folder-blob-store';

const storeModule = fileURLToPath(new URL('./folder-blob-store.ts', import.meta.url));

describe('the folder blob store', () => {
  let root: string;
  let store: BlobStore;
  beforeEach(() => {
    root = join(mkdtempSync(join(tmpdir(), 'portal-blobs-')), 'blobs');
    store = createFolderBlobStore(root);
  });
  afterEach(() => rmSync(join(root, '..'), { recursive: true, force: true }));

  blobStoreBehaviour(() => store);

  it('keeps a blob as ab/cd/<hash>, readable by its owner only', async () => {
    const { hash } = await store.put(Readable.from([Buffer.from('jathagam')]));
    const path = join(root, hash.slice(0, 2), hash.slice(2, 4), hash);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readdirSync(join(root, '.tmp'))).toEqual([]);
  });

  it('leaves no file under a hash when the writer is killed mid-write', async () => {
    const script = join(root, '..', 'writer.mts');
    writeFileSync(
      script,
      `import { createFolderBlobStore } from ${JSON.stringify(storeModule)};
       async function* forever() {
         for (;;) {
           yield Buffer.alloc(64 * 1024, 7);
           await new Promise((r) => setTimeout(r, 5));
         }
       }
       await createFolderBlobStore(${JSON.stringify(root)}).put(forever());`,
    );
    // Node itself with tsx's loader, so the process killed is the writer (tsx's command runs it as
    // a child, which a kill would miss).
    const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: 'ignore' });
    const temporaries = join(root, '.tmp');
    const deadline = Date.now() + 20_000;
    // Killed once its temporary file holds some data.
    while (!(
      existsSync(temporaries) &&
      readdirSync(temporaries).some((name) => statSync(join(temporaries, name)).size > 256 * 1024)
    )) {
      if (Date.now() > deadline) throw new Error('the writer never started');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    expect(await listAll(store)).toEqual([]);
    expect(await store.removeStaleTemporaries(new Date(Date.now() - 60_000))).toBe(0);
    expect(await store.removeStaleTemporaries(new Date(Date.now() + 60_000))).toBe(1);
    expect(readdirSync(temporaries)).toEqual([]);
  }, 30_000);
});
