import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { users } from '../db/schema';
import { createScratchDatabase } from '../test/scratch-database';
import { describeDatabase } from './describe-database';

const tsx = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));
const command = fileURLToPath(new URL('./admin-role.ts', import.meta.url));

const run = (dataDir: string, ...args: string[]) =>
  spawnSync(tsx, [command, ...args], { env: { PATH: process.env.PATH ?? '', ENV_FILE: 'none', DATA_DIR: dataDir }, encoding: 'utf8' });
const inEmbedded = (dataDir: string) => `in the embedded database at ${dataDir}.`;

describe('describeDatabase', () => {
  it('names the embedded database by its absolute folder and a PostgreSQL one without its password', () => {
    expect(describeDatabase({ kind: 'pglite', dataDir: './data' })).toBe(`the embedded database at ${join(process.cwd(), 'data')}`);
    expect(describeDatabase({ kind: 'pglite', dataDir: null })).toBe('the in-memory embedded database');
    expect(describeDatabase({ kind: 'postgres', url: 'postgres://office:s3cret@db.example.in:5432/portal?sslmode=require' })).toBe(
      'the PostgreSQL database postgres://office@db.example.in:5432/portal',
    );
    expect(describeDatabase({ kind: 'postgres', url: 'postgresql://db.example.in/portal' })).toBe('the PostgreSQL database postgresql://db.example.in/portal');
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('npm run admin on PostgreSQL', () => {
  it('says it changed the PostgreSQL database, without the password', async () => {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL!);
    try {
      const url = new URL(scratch.url);
      url.password = 'not-to-be-printed';
      const grant = spawnSync(tsx, [command, 'grant', '9876543210'], {
        env: { PATH: process.env.PATH ?? '', ENV_FILE: 'none', DATABASE_URL: url.toString(), DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-admin-')) },
        encoding: 'utf8',
      });
      url.password = '';
      expect(grant.stdout.trim()).toBe(`Granted the office role to +919876543210 in the PostgreSQL database ${url.toString()}.`);
      expect(grant.stdout + grant.stderr).not.toContain('not-to-be-printed');
      expect(grant.status).toBe(0);
    } finally {
      await scratch.drop();
    }
  }, 60_000);
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('npm run admin', () => {
  it('grants and revokes the admin role of a signed-up number', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-admin-'));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.migrate();
    await database.db.insert(users).values({ mobileNumber: '+919876543210' });
    await database.close();

    const grant = run(dataDir, 'grant', '98765 43210');
    expect(grant.stdout.trim()).toBe(`Granted the office role to +919876543210 ${inEmbedded(dataDir)}`);
    expect(grant.status).toBe(0);
    const revoke = run(dataDir, 'revoke', '+919876543210');
    expect(revoke.stdout.trim()).toBe(`Took the office role back from +919876543210 ${inEmbedded(dataDir)}`);

    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    expect((await reopened.db.select().from(users))[0]?.role).toBe('customer');
    await reopened.close();
  }, 60_000);

  it('registers a number that has not signed in yet as an admin; explains an unknown revoke, a bad number and a wrong call', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-admin-'));
    expect(run(dataDir, 'grant', '+919999999999', '9999999998').stdout.trim()).toBe(
      `Granted the office role to +919999999999 ${inEmbedded(dataDir)}\nGranted the office role to +919999999998 ${inEmbedded(dataDir)}`,
    );
    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    expect(await reopened.db.select({ mobileNumber: users.mobileNumber, role: users.role }).from(users)).toEqual([
      { mobileNumber: '+919999999999', role: 'admin' },
      { mobileNumber: '+919999999998', role: 'admin' },
    ]);
    await reopened.close();
    const unknown = run(dataDir, 'revoke', '+919888888888');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain(`No one has signed in with +919888888888 ${inEmbedded(dataDir).slice(0, -1)}`);
    expect(run(dataDir, 'grant', '123').stderr).toContain('Not a valid mobile number: 123');
    expect(run(dataDir, 'promote').stderr).toContain('Usage: npm run admin -- grant|revoke <mobile number> [more numbers]');
  }, 60_000);

  it('without DATA_DIR, says it changed ./data of the folder it ran in, as an absolute path', async () => {
    const workDir = mkdtempSync(join(tmpdir(), 'portal-admin-cwd-'));
    const grant = spawnSync(tsx, [command, 'grant', '9876543210'], { cwd: workDir, env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8' });
    expect(grant.stdout.trim()).toBe(`Granted the office role to +919876543210 ${inEmbedded(join(workDir, 'data'))}`);
    expect(grant.status).toBe(0);
  }, 60_000);
});
