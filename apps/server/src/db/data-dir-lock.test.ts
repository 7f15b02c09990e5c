import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError, processStartTime } from './data-dir-lock';

const freshFolder = () => mkdtempSync(join(tmpdir(), 'portal-lock-'));
const onLinux = existsSync('/proc/self/stat');
const bootId = () => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();

let others: ChildProcess[] = [];
/** Another live process: what a reused process id points at, or a genuine holder. */
function otherProcess(): number {
  const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
  others.push(other);
  return other.pid!;
}
afterEach(() => {
  for (const other of others) other.kill();
  others = [];
});

it('refuses a folder another live process holds, naming it', () => {
  const folder = freshFolder();
  const pid = otherProcess();
  writeFileSync(join(folder, 'portal.lock'), String(pid));
  expect(() => acquireDataDirLock(folder)).toThrow(DataDirInUseError);
  expect(() => acquireDataDirLock(folder)).toThrow(
    `in use by another portal server (process ${pid})`,
  );
});

it('closes the folder to other users: PGlite makes its files writable by everyone', () => {
  const made = join(freshFolder(), 'data');
  acquireDataDirLock(made)();
  expect(statSync(made).mode & 0o777).toBe(0o700);
  const open = freshFolder();
  chmodSync(open, 0o755);
  acquireDataDirLock(open)();
  expect(statSync(open).mode & 0o777).toBe(0o750);
});

it('takes over a lock left by a process that no longer runs, and releases it', () => {
  const folder = freshFolder();
  writeFileSync(join(folder, 'portal.lock'), '2147483646');
  const release = acquireDataDirLock(folder);
  expect(JSON.parse(readFileSync(join(folder, 'portal.lock'), 'utf8'))).toMatchObject({
    pid: process.pid,
  });
  release();
  expect(existsSync(join(folder, 'portal.lock'))).toBe(false);
});

it.skipIf(!onLinux)(
  'refuses a genuine live holder: its process id, start time and boot all match',
  () => {
    const folder = freshFolder();
    const pid = otherProcess();
    writeFileSync(
      join(folder, 'portal.lock'),
      JSON.stringify({ pid, startTime: processStartTime(pid), bootId: bootId() }),
    );
    expect(() => acquireDataDirLock(folder)).toThrow(
      `in use by another portal server (process ${pid})`,
    );
  },
);

it.skipIf(!onLinux)('takes over a lock whose holder has ended but is still a zombie', async () => {
  // `sleep 0` ends at once; its parent, now `sleep 60`, never collects it.
  const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 60']);
  others.push(parent);
  const pid = Number(
    await new Promise<string>((resolve) =>
      parent.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString())),
    ),
  );
  const startTime = processStartTime(pid);
  const folder = freshFolder();
  writeFileSync(join(folder, 'portal.lock'), JSON.stringify({ pid, startTime, bootId: bootId() }));
  await expect.poll(() => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]![0]).toBe('Z');
  const release = acquireDataDirLock(folder);
  expect(JSON.parse(readFileSync(join(folder, 'portal.lock'), 'utf8'))).toMatchObject({
    pid: process.pid,
  });
  release();
});

it.skipIf(!onLinux)('takes over a lock whose process id now belongs to another process', () => {
  const pid = otherProcess();
  const startTime = processStartTime(pid)!;
  for (const holder of [
    { pid, startTime: String(Number(startTime) - 1), bootId: bootId() },
    { pid, startTime, bootId: 'a-boot-before-this-one' },
  ]) {
    const folder = freshFolder();
    writeFileSync(join(folder, 'portal.lock'), JSON.stringify(holder));
    const release = acquireDataDirLock(folder);
    expect(JSON.parse(readFileSync(join(folder, 'portal.lock'), 'utf8'))).toEqual({
      pid: process.pid,
      startTime: processStartTime(process.pid),
      bootId: bootId(),
    });
    release();
  }
});

it.skipIf(!onLinux)('takes over an id-only lock whose process started after it was written', () => {
  const folder = freshFolder();
  const lock = join(folder, 'portal.lock');
  writeFileSync(lock, String(otherProcess()));
  const anHourAgo = Date.now() / 1000 - 3600;
  utimesSync(lock, anHourAgo, anHourAgo);
  acquireDataDirLock(folder)();
  expect(existsSync(lock)).toBe(false);
});
