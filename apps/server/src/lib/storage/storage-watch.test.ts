import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { isDiskFull } from '../errors/db-errors';
import { StorageFullError } from './storage-full';
import { createStorageWatch, noteIfNoSpace, type StatFolder } from './storage-watch';

const MB = 1024 * 1024;

/** A disk whose free space the test sets; counts the statfs calls made. */
function fakeDisk(freeBytes: number) {
  const disk = { free: freeBytes, looks: [] as string[] };
  const statFolder: StatFolder = async (path) => {
    disk.looks.push(path);
    return { bavail: Math.floor(disk.free / 4096), bsize: 4096 };
  };
  return { disk, statFolder };
}

it('looks at the disks every few seconds and sees space return', async () => {
  const { disk, statFolder } = fakeDisk(100 * MB);
  let clock = 0;
  const watch = createStorageWatch({
    folders: ['/data'],
    reserveBytes: 256 * MB,
    statFolder,
    now: () => clock,
  });
  const burst = await Promise.all(Array.from({ length: 50 }, () => watch.state()));
  expect(new Set(burst)).toEqual(new Set(['full']));
  for (let second = 0; second < 4; second += 1) {
    clock += 1_000;
    expect(await watch.state()).toBe('full');
  }
  disk.free = 300 * MB;
  clock += 1_000;
  expect(await watch.state()).toBe('ok');
  // 55 readiness checks over 5 seconds: two looks.
  expect(disk.looks).toEqual(['/data', '/data']);
  // eslint-disable-next-line no-console -- each of these tests prints the figure it measured
  console.log(`55 readiness checks over 5 s: ${disk.looks.length} statfs calls`);
});

it('refuses an upload without room for it and the reserve', async () => {
  const { disk, statFolder } = fakeDisk(260 * MB);
  let clock = 0;
  const watch = createStorageWatch({
    folders: ['/data', '/data/blobs'],
    reserveBytes: 256 * MB,
    statFolder,
    now: () => clock,
  });
  await expect(watch.ensureRoom(10 * MB)).rejects.toBeInstanceOf(StorageFullError);
  expect(await watch.state()).toBe('full');
  await expect(watch.ensureRoom(1 * MB)).resolves.toBeUndefined();
  expect(await watch.state()).toBe('ok');

  disk.free = 10_000 * MB;
  const enospc = Object.assign(new Error('ENOSPC: no space left on device, write'), {
    code: 'ENOSPC',
  });
  expect(noteIfNoSpace(watch, enospc)).toBe(true);
  expect(noteIfNoSpace(watch, new Error('EIO'))).toBe(false);
  expect(await watch.state()).toBe('full');
  clock += 5_000;
  expect(await watch.state()).toBe('ok');
  // eslint-disable-next-line no-console -- each of these tests prints the figure it measured
  console.log(
    `260 MB free, 256 MB reserve: a 10 MB upload refused, a 1 MB one taken; after ENOSPC full until the look 5 s later`,
  );
});

it('reads a folder not made yet through its nearest parent', async () => {
  const parent = mkdtempSync(join(tmpdir(), 'portal-storage-watch-'));
  try {
    const watch = createStorageWatch({
      folders: [join(parent, 'blobs', 'not-yet')],
      reserveBytes: 0,
    });
    expect(await watch.state()).toBe('ok');
    const huge = createStorageWatch({
      folders: [join(parent, 'blobs')],
      reserveBytes: Number.MAX_SAFE_INTEGER,
    });
    expect(await huge.state()).toBe('full');
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
});

it('reads a database write that failed for space as disk_full', () => {
  const cases = [
    [
      { code: '53100', message: 'could not extend file "base/5/16384": No space left on device' },
      true,
    ],
    [Object.assign(new Error('could not extend file'), { cause: { code: '53100' } }), true],
    [Object.assign(new Error('write failed'), { code: 'ENOSPC' }), true],
    [
      Object.assign(new Error('query failed'), {
        cause: Object.assign(new Error('quota'), { code: 'EDQUOT' }),
      }),
      true,
    ],
    [new Error('could not write to file "pg_wal/xlogtemp.42": No space left on device'), true],
    [{ code: '23505', message: 'duplicate key value violates unique constraint' }, false],
    [{ code: '57P01', message: 'terminating connection due to administrator command' }, false],
    [new Error('Connection terminated unexpectedly'), false],
  ] as const;
  for (const [error, full] of cases) expect(isDiskFull(error), JSON.stringify(error)).toBe(full);
  // eslint-disable-next-line no-console -- each of these tests prints the figure it measured
  console.log(
    `isDiskFull: ${cases.filter(([error]) => isDiskFull(error)).length} of ${cases.length} ` +
      `failures read as a full disk`,
  );
});
