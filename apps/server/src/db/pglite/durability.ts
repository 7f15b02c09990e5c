import { fsyncSync, readdirSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite's own start parameters, with a smaller buffer pool: PostgreSQL's default of 128 MB is
 * zeroed at every start (a third of a restart on a machine of two cores) and kept resident, while
 * the office's whole database is a few megabytes and the read-mostly data is cached by the server
 * itself (decision 0040). Pages beyond it are read from the operating system's cache.
 */
export const PGLITE_START_PARAMS: string[] = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
];

/**
 * PGlite starts PostgreSQL with `-F` (fsync off), and its Node filesystem (Emscripten's NODEFS)
 * has no fsync: PostgreSQL's fsync() returns success without reaching the disk, and fdatasync()
 * is a no-op in Emscripten. Writes do reach the operating system at once (NODEFS writes with
 * fs.writeSync), so a killed process loses nothing it committed; a power cut or a kernel crash
 * can. These settings and the filesystem below make a commit wait for the disk, as PostgreSQL
 * does on a server (decision 0019).
 */
export const DURABLE_START_PARAMS: string[] = [
  ...PGLITE_START_PARAMS.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'synchronous_commit=on',
  // fdatasync() cannot be routed to the disk from JavaScript; fsync() can (below).
  '-c',
  'wal_sync_method=fsync',
];

interface EmscriptenStream {
  nfd?: number;
}
interface EmscriptenModule {
  NODEFS: {
    stream_ops: Record<string, unknown>;
    tryFSOperation<T>(operation: () => T): T;
  };
}
type EmscriptenOptions = Parameters<NodeFS['init']>[1];

/** NODEFS with fsync: PostgreSQL's fsync() of a file or folder becomes the host's fsync(2). */
export class DurableNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    private readonly fsync: (fd: number) => void = fsyncSync,
  ) {
    super(dataDir);
  }

  override async init(pg: PGlite, options: EmscriptenOptions): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(pg, options);
    const addFsync = (mod: EmscriptenModule) => {
      // One stream_ops object serves every NODEFS node; its fsync is what wasi's fd_sync calls.
      mod.NODEFS.stream_ops.fsync = (stream: EmscriptenStream) => {
        if (stream.nfd !== undefined) mod.NODEFS.tryFSOperation(() => this.fsync(stream.nfd!));
      };
    };
    return {
      emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), addFsync] },
    };
  }
}

/** Files synced at once by syncFolderTree: enough to keep the disk busy, far below any open-file limit. */
const SYNCS_AT_ONCE = 64;

/**
 * fsync(2) of every file and folder under `folder`: what PGlite wrote outside PostgreSQL (a new
 * folder's first files, copied from initdb; a restored backup) reaches the disk before use. The
 * calls run side by side (a fifth of the time of one after another: the disk's journal takes
 * them together), `SYNCS_AT_ONCE` at a time.
 */
export async function syncFolderTree(folder: string): Promise<void> {
  const paths: string[] = [];
  const walk = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(path, entry.name));
      else if (entry.isFile()) paths.push(join(path, entry.name));
    }
    paths.push(path);
  };
  walk(folder);
  // Side by side, but a bounded number at once: a new folder has about a thousand files, more
  // than a low open-file limit allows open together.
  let next = 0;
  const syncOneByOne = async () => {
    while (next < paths.length) await syncPath(paths[next++]!);
  };
  await Promise.all(Array.from({ length: SYNCS_AT_ONCE }, syncOneByOne));
}

export async function syncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** `show fsync` and `show wal_sync_method`: what the running database does on commit. */
export async function commitSettings(
  client: PGliteInterface,
): Promise<{ fsync: string; walSyncMethod: string }> {
  const { rows } = await client.query<{ fsync: string; wal_sync_method: string }>(
    "select current_setting('fsync') as fsync, current_setting('wal_sync_method') as wal_sync_method",
  );
  return { fsync: rows[0]!.fsync, walSyncMethod: rows[0]!.wal_sync_method };
}
