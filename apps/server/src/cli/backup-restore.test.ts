import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { runCli } from '../test/server-process';

/** `npm run <name> -- args`; never touches a database here. */
const run = (name: 'backup' | 'restore', env: Record<string, string>, ...args: string[]) =>
  runCli(name, args, { env: { ENV_FILE: 'none', ...env } });

it('says in one line why it cannot back up or restore', async () => {
  const server = { DATABASE_URL: 'postgres://portal@127.0.0.1:1/portal' };
  const empty = mkdtempSync(join(tmpdir(), 'portal-nothing-'));
  const [usage, dump, restore, nothing] = await Promise.all([
    run('backup', {}),
    run('backup', server, 'portal.dump'),
    run('restore', server, 'portal.dump'),
    run('backup', { DATA_DIR: empty }, join(empty, 'backup.tar.gz')),
  ]);
  expect(usage).toMatchObject({
    code: 2,
    stderr: 'Usage: npm run backup -- <backup file> [--force]\n',
  });
  expect(dump).toMatchObject({
    code: 2,
    stderr:
      'DATABASE_URL is set, so the data is on a PostgreSQL server: back it up with pg_dump ' +
      '-Fc "$DATABASE_URL" -f portal.dump\n',
  });
  expect(restore).toMatchObject({
    code: 2,
    stderr:
      'DATABASE_URL is set, so the data is on a PostgreSQL server: restore with pg_restore ' +
      '--clean --if-exists -d "$DATABASE_URL" portal.dump\n',
  });
  expect(nothing).toMatchObject({
    code: 1,
    stderr: `Backup failed: There is no portal database in ${empty}: nothing to back up (is DATA_DIR right?).\n`,
  });
}, 30_000);
