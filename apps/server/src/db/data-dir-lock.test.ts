import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError } from './data-dir-lock';

const freshFolder = () => mkdtempSync(join(tmpdir(), 'portal-lock-'));

it('refuses a folder another live process holds, naming it', async () => {
  const folder = freshFolder();
  const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
  try {
    writeFileSync(join(folder, 'portal.lock'), String(other.pid));
    expect(() => acquireDataDirLock(folder)).toThrow(DataDirInUseError);
    expect(() => acquireDataDirLock(folder)).toThrow(`in use by another portal server (process ${other.pid})`);
  } finally {
    other.kill();
  }
});

it('takes over a lock left by a process that no longer runs, and releases it', () => {
  const folder = freshFolder();
  writeFileSync(join(folder, 'portal.lock'), '2147483646');
  const release = acquireDataDirLock(folder);
  expect(existsSync(join(folder, 'portal.lock'))).toBe(true);
  release();
  expect(existsSync(join(folder, 'portal.lock'))).toBe(false);
});
