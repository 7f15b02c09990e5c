import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { eq } from 'drizzle-orm';
import { astrologers, auditLog, users } from '../db/schema';
import { createScratchDatabase } from '../test/scratch-database';
import { describeDatabase } from './describe-database';
import { runCliSync } from '../test/server-process';

/** `npm run admin -- args`. */
const admin = (args: string[], options: { env: Record<string, string>; cwd?: string }) =>
  runCliSync('admin-role', args, options);

const run = (dataDir: string, ...args: string[]) =>
  admin(args, { env: { ENV_FILE: 'none', DATA_DIR: dataDir } });
const inEmbedded = (dataDir: string) => `in the embedded database at ${dataDir}.`;

describe('describeDatabase', () => {
  it('names the embedded database by its folder and PostgreSQL without its password', () => {
    expect(describeDatabase({ kind: 'pglite', dataDir: './data' })).toBe(
      `the embedded database at ${join(process.cwd(), 'data')}`,
    );
    expect(describeDatabase({ kind: 'pglite', dataDir: null })).toBe(
      'the in-memory embedded database',
    );
    expect(
      describeDatabase({
        kind: 'postgres',
        url: 'postgres://office:s3cret@db.example.in:5432/portal?sslmode=require',
      }),
    ).toBe('the PostgreSQL database postgres://office@db.example.in:5432/portal');
    expect(describeDatabase({ kind: 'postgres', url: 'postgresql://db.example.in/portal' })).toBe(
      'the PostgreSQL database postgresql://db.example.in/portal',
    );
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('npm run admin on PostgreSQL', () => {
  it('says it changed the PostgreSQL database, without the password', async () => {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL!);
    try {
      const url = new URL(scratch.url);
      url.password = 'not-to-be-printed';
      const grant = admin(['grant', '9876543210'], {
        env: {
          ENV_FILE: 'none',
          DATABASE_URL: url.toString(),
          DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-admin-')),
        },
      });
      url.password = '';
      expect(grant.stdout.trim()).toBe(
        `Granted the office role to +919876543210 in the PostgreSQL database ${url.toString()}.`,
      );
      expect(grant.stdout + grant.stderr).not.toContain('not-to-be-printed');
      expect(grant.status).toBe(0);
    } finally {
      await scratch.drop();
    }
  }, 120_000);
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('npm run admin', () => {
  it('prints its usage and who holds each role, and a list makes no database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-admin-'));
    const nowhere = join(dataDir, 'not-here');
    // The first call builds the scripts when the sources changed since the last build.
    run(nowhere, '--help');
    const started = performance.now();
    const help = run(nowhere, '--help');
    const helpMs = performance.now() - started;
    expect(help.status, help.stderr).toBe(0);
    expect(help.stdout).toContain(
      'Usage: npm run admin -- grant|revoke <mobile number> [more numbers]\n       npm run ' +
        'admin -- grant <mobile number> --role admin|desk|astrologer [--astrologer ID]\n       ' +
        'npm run admin -- list',
    );
    expect(existsSync(nowhere)).toBe(false);
    console.warn(
      `npm run admin -- --help from the build: ${Math.round(helpMs)} ` +
        `ms${help.stderr.includes('built the server') ? ' (built again: the sources changed meanwhile)' : ''}`,
    );

    const nothing = run(nowhere, 'list');
    expect(nothing).toMatchObject({ status: 1, stdout: '' });
    expect(nothing.stderr).toContain(
      `There is no portal database in ${nowhere} (is DATA_DIR right?).\n`,
    );
    expect(existsSync(nowhere)).toBe(false);

    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.migrate();
    await database.db
      .insert(users)
      .values([
        { mobileNumber: '+919876543210', name: 'Meena', role: 'admin' },
        { mobileNumber: '+919840012345', role: 'admin' },
        { mobileNumber: '+919840012346', name: 'Kala', role: 'desk' },
        { mobileNumber: '+919840012347', role: 'astrologer', astrologerId: 1 },
        { mobileNumber: '+919999900001' },
        { mobileNumber: '+919999900002', name: 'Ravi' },
      ]);
    await database.close();
    const list = run(dataDir, 'list');
    expect(list.status, list.stderr).toBe(0);
    expect(list.stdout).toBe(
      [
        `Who holds each role in the embedded database at ${dataDir}:`,
        '  admin: 2',
        '    +919876543210  Meena',
        '    +919840012345',
        '  desk: 1',
        '    +919840012346  Kala',
        '  astrologer: 1',
        '    +919840012347  (astrologer 1: Chief Astrologer)',
        '  customer: 2 (not listed)',
        'Astrologers (grant NUMBER --role astrologer --astrologer ID):',
        '  1  Chief Astrologer',
        '',
      ].join('\n'),
    );
    run(dataDir, 'revoke', '+919876543210', '+919840012345', '+919840012346', '+919840012347');
    expect(run(dataDir, 'list').stdout).toContain(
      '  admin: no one\n  desk: no one\n  astrologer: no one\n  customer: 6 (not listed)',
    );
  }, 120_000);

  it('grants and revokes the admin role of a signed-up number', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-admin-'));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.migrate();
    await database.db.insert(users).values({ mobileNumber: '+919876543210' });
    await database.close();

    const grant = run(dataDir, 'grant', '98765 43210');
    expect(grant.stdout.trim()).toBe(
      `Granted the office role to +919876543210 ${inEmbedded(dataDir)}`,
    );
    expect(grant.status).toBe(0);
    const revoke = run(dataDir, 'revoke', '+919876543210');
    expect(revoke.stdout.trim()).toBe(
      `Took the office role back from +919876543210 ${inEmbedded(dataDir)}`,
    );

    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    expect((await reopened.db.select().from(users))[0]?.role).toBe('customer');
    await reopened.close();
  }, 120_000);

  it('makes a number not yet signed in an admin, and explains what it cannot do', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-admin-'));
    expect(run(dataDir, 'grant', '+919999999999', '9999999998').stdout.trim()).toBe(
      `Granted the office role to +919999999999 ${inEmbedded(dataDir)}\nGranted the office ` +
        `role to +919999999998 ${inEmbedded(dataDir)}`,
    );
    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    expect(
      await reopened.db.select({ mobileNumber: users.mobileNumber, role: users.role }).from(users),
    ).toEqual([
      { mobileNumber: '+919999999999', role: 'admin' },
      { mobileNumber: '+919999999998', role: 'admin' },
    ]);
    await reopened.close();
    const unknown = run(dataDir, 'revoke', '+919888888888');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain(
      `No one has signed in with +919888888888 ${inEmbedded(dataDir).slice(0, -1)}`,
    );
    expect(run(dataDir, 'grant', '123').stderr).toContain('Not a valid mobile number: 123');
    expect(run(dataDir, 'promote').stderr).toContain(
      'Usage: npm run admin -- grant|revoke <mobile number> [more numbers]',
    );
  }, 120_000);

  it('grants the desk and astrologer roles with --role, each in the activity log', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-admin-'));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.migrate();
    await database.db
      .update(astrologers)
      .set({ mobileNumber: '+919840012399' })
      .where(eq(astrologers.id, 1));
    await database.db.insert(users).values({ mobileNumber: '+919840012300' });
    await database.close();

    const desk = run(dataDir, 'grant', '9840012301', '--role', 'desk');
    expect(desk.stdout.trim()).toBe(
      `Granted the desk role to +919840012301 ${inEmbedded(dataDir)}`,
    );
    expect(desk.status).toBe(0);
    const named = run(dataDir, 'grant', '9840012302', '--role=astrologer', '--astrologer', '1');
    expect(named.stdout.trim()).toBe(
      `Granted the astrologer role (astrologer 1, Chief Astrologer) to +919840012302 ${inEmbedded(dataDir)}`,
    );
    const matched = run(dataDir, 'grant', '+919840012399', '--role', 'astrologer');
    expect(matched.stdout.trim()).toBe(
      `Granted the astrologer role (astrologer 1, Chief Astrologer) to +919840012399 ${inEmbedded(dataDir)}`,
    );

    const unmatched = run(dataDir, 'grant', '9840012303', '--role', 'astrologer');
    expect(unmatched.status).toBe(1);
    expect(unmatched.stderr).toContain(
      `No astrologer has the mobile number +919840012303 ` +
        `${inEmbedded(dataDir).slice(0, -1)}: say which one with --astrologer ID`,
    );
    const unknown = run(
      dataDir,
      'grant',
      '9840012303',
      '--role',
      'astrologer',
      '--astrologer',
      '7',
    );
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain(
      `There is no astrologer 7 ${inEmbedded(dataDir).slice(0, -1)}`,
    );
    expect(run(dataDir, 'grant', '9840012303', '--role', 'boss')).toMatchObject({
      status: 2,
      stderr: expect.stringContaining('Not a role: boss (admin, desk or astrologer)') as string,
    });
    expect(
      run(dataDir, 'grant', '9840012303', '--role', 'desk', '--astrologer', '1'),
    ).toMatchObject({
      status: 2,
      stderr: expect.stringContaining('--astrologer goes with --role astrologer') as string,
    });
    const customer = run(dataDir, 'revoke', '+919840012300');
    expect(customer.status).toBe(1);
    expect(customer.stderr).toContain(
      `+919840012300 holds no office role ${inEmbedded(dataDir).slice(0, -1)}`,
    );
    expect(run(dataDir, 'revoke', '+919840012301').stdout.trim()).toBe(
      `Took the office role back from +919840012301 ${inEmbedded(dataDir)}`,
    );

    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    const roles = await reopened.db
      .select({
        mobileNumber: users.mobileNumber,
        role: users.role,
        astrologerId: users.astrologerId,
      })
      .from(users)
      .orderBy(users.mobileNumber);
    expect(roles).toEqual([
      { mobileNumber: '+919840012300', role: 'customer', astrologerId: null },
      { mobileNumber: '+919840012301', role: 'customer', astrologerId: null },
      { mobileNumber: '+919840012302', role: 'astrologer', astrologerId: 1 },
      { mobileNumber: '+919840012399', role: 'astrologer', astrologerId: 1 },
    ]);
    // The command line is no one signed in: its changes are the system's in the activity log.
    const entries = await reopened.db
      .select({ actor: auditLog.actorUserId, action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .orderBy(auditLog.id);
    expect(entries).toEqual([
      {
        actor: null,
        action: 'staff.grant',
        after: { role: 'desk', astrologer: null, mobile_number: '+919840012301' },
      },
      {
        actor: null,
        action: 'staff.grant',
        after: {
          role: 'astrologer',
          astrologer: 'Chief Astrologer',
          mobile_number: '+919840012302',
        },
      },
      {
        actor: null,
        action: 'staff.grant',
        after: {
          role: 'astrologer',
          astrologer: 'Chief Astrologer',
          mobile_number: '+919840012399',
        },
      },
      { actor: null, action: 'staff.revoke', after: { role: 'customer', astrologer: null } },
    ]);
    await reopened.close();
  }, 120_000);

  it('without DATA_DIR, says it changed ./data of the folder it ran in, as an absolute path', async () => {
    const workDir = mkdtempSync(join(tmpdir(), 'portal-admin-cwd-'));
    const grant = admin(['grant', '9876543210'], { cwd: workDir, env: {} });
    expect(grant.stdout.trim()).toBe(
      `Granted the office role to +919876543210 ${inEmbedded(join(workDir, 'data'))}`,
    );
    expect(grant.status).toBe(0);
  }, 120_000);
});
