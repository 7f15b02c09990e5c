import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../schema';
import { openDatabase } from '../database';
import {
  folderContents,
  folderWithKavitha,
  found,
  giveaways,
  kavitha,
  openedBackup,
} from '../../test/backup-files';
import { repositoryRoot } from '../../lib/source-paths';
import { runCli, runServer, stopServer } from '../../test/server-process';

// With BACKUP_KEY every backup is an age file, encrypted as it is written (decision 0098).
// PostgreSQL is backed up with pg_dump instead.
const KEY = 'saturn-in-the-seventh-house';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** util-linux's script(1) runs a command on a terminal of its own, as a person at one would. */
const hasScript = spawnSync('script', ['--version']).status === 0;

/**
 * `npm run restore -- FILE` on a terminal, with no key set: the passphrase is typed once it is
 * asked for. Resolves to what the terminal showed and the exit code.
 */
function restoreAtTerminal(file: string, dataDir: string, typed: string) {
  const command = [
    process.execPath,
    join(repositoryRoot, 'scripts', 'run-cli.mjs'),
    'restore',
    file,
  ];
  const child = spawn(
    'script',
    ['--quiet', '--return', '--command', command.join(' '), '/dev/null'],
    {
      env: { PATH: process.env.PATH ?? '', ENV_FILE: 'none', DATA_DIR: dataDir },
    },
  );
  let shown = '';
  let asked = false;
  child.stdout.on('data', (chunk: Buffer) => {
    shown += chunk.toString();
    if (!asked && shown.includes('The passphrase of')) {
      asked = true;
      child.stdin.write(`${typed}\r`);
    }
  });
  return new Promise<{ code: number | null; shown: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, shown })),
  );
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('backups encrypted with BACKUP_KEY', () => {
  const work = mkdtempSync(join(tmpdir(), 'portal-encrypted-'));
  const dataDir = join(work, 'data');
  const nightlyDir = join(work, 'nightly');
  const file = join(work, 'portal.tar.gz.age');
  let secret = '';
  let server: ReturnType<typeof runServer>;
  let backup: Awaited<ReturnType<typeof runCli>>;
  /** `npm run backup|restore` with these settings besides ENV_FILE=none. */
  const cli = (name: 'backup' | 'restore', env: Record<string, string>, ...args: string[]) =>
    runCli(name, args, { env: { ENV_FILE: 'none', ...env } });

  beforeAll(async () => {
    secret = await folderWithKavitha(dataDir);
    // No AUTH_SECRET: the server signs with the secret kept in the folder.
    server = runServer({
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      CAPTCHA: 'off',
      BACKUP_DIR: nightlyDir,
      BACKUP_KEY: KEY,
    });
    await server.started;
    backup = await cli('backup', { DATA_DIR: dataDir, BACKUP_KEY: KEY }, file);
  }, 120_000);
  afterAll(async () => {
    await stopServer(server.child);
  });

  it('writes a backup that shows none of a customer’s details or the server’s secret', async () => {
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toMatch(
      new RegExp(
        `^Backed up the data folder ${dataDir} to ${file} \\(\\d+\\.\\d MB, made by the ` +
          `running server, encrypted with BACKUP_KEY\\)\\.\\n$`,
      ),
    );
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 32).toString('latin1')).toMatch(
      /^age-encryption\.org\/v1\n-> scrypt /,
    );
    // What the archive inside holds, and the file's own bytes do not.
    const plain = await openedBackup(file, KEY);
    const telling = giveaways(plain, secret);
    expect(found(plain, telling)).toEqual(Object.keys(telling));
    expect(found(bytes, telling)).toEqual([]);
  });

  it('restores it with the key, the server’s secret with it', async () => {
    const restored = join(work, 'restored');
    const restore = await cli('restore', { DATA_DIR: restored, BACKUP_KEY: KEY }, file);
    expect(restore).toMatchObject({
      code: 0,
      stdout:
        `Restored ${file} (encrypted, opened with BACKUP_KEY) into the data folder ` +
        `${restored}; start the server to use it.\n`,
    });
    expect(readFileSync(join(restored, 'auth-secret'), 'utf8').trim()).toBe(secret);
    const reopened = await openDatabase({ kind: 'pglite', dataDir: restored });
    try {
      const names = await reopened.db.select({ name: appointments.name }).from(appointments);
      expect(names.map((row) => row.name)).toContain(kavitha.name);
    } finally {
      await reopened.close();
    }
  }, 60_000);

  it('refuses a wrong key in one line and leaves the data folder as it was', async () => {
    const target = join(work, 'in-use');
    mkdirSync(target);
    writeFileSync(join(target, 'PG_VERSION'), '17\n');
    writeFileSync(join(target, 'auth-secret'), 'the folder’s own secret\n');
    const before = folderContents(target);
    const keyFile = join(work, 'wrong-key');
    writeFileSync(keyFile, 'mercury-in-retrograde\n');
    const restore = await cli(
      'restore',
      { DATA_DIR: target, BACKUP_KEY_FILE: keyFile },
      file,
      '--force',
    );
    expect(restore).toEqual({
      code: 1,
      stdout: '',
      stderr:
        `Restore failed: BACKUP_KEY_FILE does not open the backup ${file} (it was encrypted ` +
        `with another key, or is damaged); the data folder ${target} was not touched.\n`,
    });
    expect(folderContents(target)).toEqual(before);
    // Nor is a folder that was not there made.
    const fresh = join(work, 'fresh');
    expect(
      (await cli('restore', { DATA_DIR: fresh, BACKUP_KEY: 'mercury-in-retrograde' }, file)).code,
    ).toBe(1);
    expect(existsSync(fresh)).toBe(false);
  }, 60_000);

  it('refuses npm run backup without a key while the server encrypts its backups', async () => {
    const plain = join(work, 'plain.tar.gz');
    expect(await cli('backup', { DATA_DIR: dataDir }, plain)).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'Backup failed: The portal server encrypts its backups with BACKUP_KEY, and this ' +
        "command has no key: run it with the same BACKUP_KEY (from the portal's .env), so " +
        'that no backup is written in clear.\n',
    });
    expect(existsSync(plain)).toBe(false);
  });

  it('writes the nightly backups encrypted too', async () => {
    // BACKUP_DIR had none, so the server wrote one ten seconds after it started.
    for (let waited = 0; !server.output().stdout.includes('Backup written to'); waited += 250) {
      if (waited > 60_000) throw new Error(`no nightly backup: ${server.output().stderr}`);
      await sleep(250);
    }
    const nightly = readdirSync(nightlyDir);
    expect(nightly).toHaveLength(1);
    expect(nightly[0]).toMatch(/^portal-\d{4}-\d{2}-\d{2}-\d{4}\.tar\.gz\.age$/);
    const path = join(nightlyDir, nightly[0]!);
    const plain = await openedBackup(path, KEY);
    const telling = giveaways(plain, secret);
    expect(found(plain, telling)).toEqual(Object.keys(telling));
    expect(found(readFileSync(path), telling)).toEqual([]);
  }, 90_000);

  it.skipIf(!hasScript)(
    'asks for the passphrase on a terminal when no key is set',
    async () => {
      const restored = join(work, 'typed');
      const { code, shown } = await restoreAtTerminal(file, restored, KEY);
      // What was typed is not shown.
      expect(shown.replaceAll('\r\n', '\n')).toBe(
        `The passphrase of ${file}: \n` +
          `Restored ${file} (encrypted, opened with the passphrase typed) into the data folder ` +
          `${restored}; start the server to use it.\n`,
      );
      expect(code).toBe(0);
      expect(readFileSync(join(restored, 'auth-secret'), 'utf8').trim()).toBe(secret);
    },
    60_000,
  );
});
