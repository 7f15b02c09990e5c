import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { users } from '../db/schema';

const tsx = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));
const command = fileURLToPath(new URL('./admin-role.ts', import.meta.url));

const run = (dataDir: string, ...args: string[]) =>
  spawnSync(tsx, [command, ...args], { env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir }, encoding: 'utf8' });

describe.skipIf(Boolean(process.env.DATABASE_URL))('npm run admin', () => {
  it('grants and revokes the admin role of a signed-up number', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-admin-'));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.migrate();
    await database.db.insert(users).values({ mobileNumber: '+919876543210' });
    await database.close();

    const grant = run(dataDir, 'grant', '98765 43210');
    expect(grant.stdout.trim()).toBe('+919876543210 is now an admin.');
    expect(grant.status).toBe(0);
    const revoke = run(dataDir, 'revoke', '+919876543210');
    expect(revoke.stdout.trim()).toBe('+919876543210 is no longer an admin.');

    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    expect((await reopened.db.select().from(users))[0]?.role).toBe('customer');
    await reopened.close();
  }, 60_000);

  it('registers a number that has not signed in yet as an admin; explains an unknown revoke, a bad number and a wrong call', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-admin-'));
    expect(run(dataDir, 'grant', '+919999999999', '9999999998').stdout.trim()).toBe('+919999999999 is now an admin.\n+919999999998 is now an admin.');
    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    expect(await reopened.db.select({ mobileNumber: users.mobileNumber, role: users.role }).from(users)).toEqual([
      { mobileNumber: '+919999999999', role: 'admin' },
      { mobileNumber: '+919999999998', role: 'admin' },
    ]);
    await reopened.close();
    const unknown = run(dataDir, 'revoke', '+919888888888');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No one has signed in with +919888888888');
    expect(run(dataDir, 'grant', '123').stderr).toContain('Not a valid mobile number: 123');
    expect(run(dataDir, 'promote').stderr).toContain('Usage: npm run admin -- grant|revoke <mobile number> [more numbers]');
  }, 60_000);
});
