import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../database';
import { restoredInClear } from '../../test/backup-lines';
import { folderWithKavitha, found, giveaways, openedBackup } from '../../test/backup-files';
import { pgliteTemplate } from '../../test/pglite-template';
import { logEntries, runCli, runServer, stopServer } from '../../test/server-process';
import { CLEAR_BACKUPS_WARNING } from './backup-service';

// No backup ever holds the server's kept secret in clear (decision 0098): one in clear leaves it
// out, an encrypted one holds it. Here with the server stopped: `npm run backup` opens the folder.
const cli = (name: 'backup' | 'restore', env: Record<string, string>, ...args: string[]) =>
  runCli(name, args, { env: { ENV_FILE: 'none', ...env } });
const tarNames = (file: string) =>
  spawnSync('tar', ['tzf', file], { encoding: 'utf8' }).stdout.trim().split('\n');

describe.skipIf(Boolean(process.env.DATABASE_URL))('the kept secret in backups', () => {
  const work = mkdtempSync(join(tmpdir(), 'portal-secret-'));
  const dataDir = join(work, 'data');
  const file = join(work, 'portal.tar.gz');
  let secret: Promise<string> | null = null;
  let clear: ReturnType<typeof cli> | null = null;
  /** The folder with a booking and a kept secret, made once for the tests that need it. */
  const folder = () => (secret ??= folderWithKavitha(dataDir));
  /** `npm run backup` of it with no key, once. */
  const clearBackup = () =>
    (clear ??= folder().then(() => cli('backup', { DATA_DIR: dataDir }, file)));

  it('leaves the kept secret out of a backup in clear, and says so', async () => {
    const backup = await clearBackup();
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toMatch(
      new RegExp(
        `^Backed up the data folder ${dataDir} to ${file} \\(\\d+\\.\\d MB\\)\\. It is in ` +
          'clear, so the kept secret \\(auth-secret\\) was left out: keep a copy of it apart, ' +
          'or set BACKUP_KEY to encrypt backups whole\\.\\n$',
      ),
    );
    expect(tarNames(file)).toContain('./PG_VERSION');
    expect(tarNames(file)).not.toContain('./auth-secret');
  }, 90_000);

  it('says on restoring a backup in clear that the kept secret must come back apart', async () => {
    const restored = join(work, 'restored');
    await clearBackup();
    const restore = await cli('restore', { DATA_DIR: restored }, file);
    expect(restore).toMatchObject({ code: 0, stdout: `${restoredInClear(file, restored)}\n` });
    expect(existsSync(join(restored, 'auth-secret'))).toBe(false);
  }, 60_000);

  it('keeps the folder’s own secret when a backup in clear replaces what it holds', async () => {
    await clearBackup();
    const restore = await cli('restore', { DATA_DIR: dataDir }, file, '--force');
    expect(restore).toMatchObject({
      code: 0,
      stdout:
        `Restored ${file} into the data folder ${dataDir}; start the server to use it. The ` +
        "backup holds no kept secret: the folder's own (auth-secret) was kept.\n",
    });
    expect(readFileSync(join(dataDir, 'auth-secret'), 'utf8').trim()).toBe(await folder());
  }, 60_000);

  it('encrypts a backup made with the server stopped, the kept secret in it', async () => {
    const keyFile = join(work, 'backup-key');
    writeFileSync(keyFile, 'rahu-and-ketu-in-the-nodes\n', { mode: 0o600 });
    const encrypted = join(work, 'portal.tar.gz.age');
    const backup = await cli('backup', { DATA_DIR: dataDir, BACKUP_KEY_FILE: keyFile }, encrypted);
    expect(backup.stdout).toMatch(/ \(\d+\.\d MB, encrypted with BACKUP_KEY_FILE\)\.\n$/);
    // The file's line break is not part of the key.
    const plain = await openedBackup(encrypted, 'rahu-and-ketu-in-the-nodes');
    const telling = giveaways(plain, await folder());
    expect(found(plain, telling)).toEqual(Object.keys(telling));
    expect(found(readFileSync(encrypted), telling)).toEqual([]);
  }, 90_000);
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('a production start without a key', () => {
  it('warns that backups are written in clear', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'portal-clear-')), 'data');
    await (
      await openDatabase({ kind: 'pglite', dataDir, loadDataDir: await pgliteTemplate(true) })
    ).close();
    const server = runServer({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      AUTH_SECRET: 'x'.repeat(32),
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'k',
      MSG91_TEMPLATE_ID: 'otp',
      MSG91_BASE_URL: 'http://127.0.0.1:9',
      PUBLIC_BASE_URL: 'https://jothidam.example',
      ALLOW_TEST_GATEWAY: 'true',
    });
    try {
      await server.started;
      const warnings = logEntries(server.output().stdout)
        .filter((entry) => entry.level === 40)
        .map((entry) => entry.msg);
      expect(warnings).toContain(CLEAR_BACKUPS_WARNING);
    } finally {
      await stopServer(server.child);
    }
  }, 90_000);
});
