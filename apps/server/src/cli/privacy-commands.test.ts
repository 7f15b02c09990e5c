import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { appointmentFiles, appointments, auditLog, messages, users } from '../db/schema';
import { seedDemoData } from '../db/seed/seed';
import { createFolderBlobStore } from '../lib/blob-store/folder-blob-store';
import { daysAgo } from '../test/privacy-fixtures';
import { createScratchDatabase } from '../test/scratch-database';
import { runCli } from '../test/server-process';

/*
 * npm run admin -- retention and -- breach (decision 0103), as the owner runs them, on an
 * embedded database with a customer who booked long ago and one who signs in still.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'portal-privacy-cli-'));
const admin = (...args: string[]) =>
  runCli('admin-role', args, { env: { ENV_FILE: 'none', DATA_DIR: dataDir }, timeout: 120_000 });
let oldFile: { id: number; hash: string };
let oldCustomerId: number;

beforeAll(async () => {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  const blobs = createFolderBlobStore(join(dataDir, 'blobs'));
  try {
    await database.migrate();
    await seedDemoData(database.db);
    const db = database.db;
    const [old] = await db
      .insert(users)
      .values([
        {
          mobileNumber: '+919840074001',
          languagePreference: 'tamil',
          createdAt: daysAgo(1200),
          lastSignInAt: daysAgo(1200),
        },
        {
          mobileNumber: '+919840074002',
          email: 'ravi@example.in',
          emailConfirmedAt: new Date(),
          lastSignInAt: new Date(),
        },
        { mobileNumber: '+919840074003', languagePreference: 'tamil', lastSignInAt: new Date() },
      ])
      .returning({ id: users.id });
    oldCustomerId = old!.id;
    const [booked] = await db
      .insert(appointments)
      .values({
        appointmentNumber: 'AST-2301-0001',
        userId: old!.id,
        name: 'Meenakshi',
        gender: 'female',
        dateOfBirth: '1990-05-10',
        birthPlace: 'Madurai',
        currentLocation: 'Madurai',
        countryId: 1,
        totalCostPaise: 50_000,
        status: 'cancelled',
        cancelledAt: daysAgo(1190),
        createdAt: daysAgo(1195),
      })
      .returning({ id: appointments.id });
    const stored = await blobs.put(Readable.from([Buffer.from('%PDF-1.4 an old horoscope')]));
    const [file] = await db
      .insert(appointmentFiles)
      .values({
        appointmentId: booked!.id,
        fileName: 'horoscope.pdf',
        contentType: 'application/pdf',
        sizeBytes: stored.size,
        contentHash: stored.hash,
      })
      .returning({ id: appointmentFiles.id });
    oldFile = { id: file!.id, hash: stored.hash };
  } finally {
    await blobs.close();
    await database.close();
  }
}, 120_000);

/** The database after a command, opened and closed again (the folder is locked while it is open). */
async function inDatabase<T>(
  read: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
) {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('npm run admin -- retention', () => {
  it('says what a run now would remove, removes nothing, then removes it with --apply', async () => {
    const dry = await admin('retention', '--dry-run');
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain(
      'uploads and reports 24 months after the consultation (30 days for cancelled or unpaid ' +
        'bookings), message texts 12 months, inactive customers 3 years.',
    );
    expect(dry.stdout).toMatch(/ {2}uploads: 1\n/);
    expect(dry.stdout).toMatch(
      /AST-2301-0001 {2}since \d{4}-\d{2}-\d{2} {2}cancelled {2}1 uploads/,
    );
    expect(dry.stdout).toContain('Nothing was removed (--dry-run)');
    expect(await inDatabase((db) => db.select().from(appointmentFiles))).toHaveLength(1);

    const applied = await admin('retention', '--apply');
    expect(applied.stdout).toMatch(/ {2}uploads: 1\n/);
    expect(applied.stdout).toContain('Recorded in the activity log.');
    expect(await inDatabase((db) => db.select().from(appointmentFiles))).toHaveLength(0);
    const blobs = createFolderBlobStore(join(dataDir, 'blobs'));
    expect(await blobs.has(oldFile.hash)).toBe(false);
    await blobs.close();
    const [entry] = await inDatabase((db) =>
      db.select().from(auditLog).where(eq(auditLog.action, 'retention.run')),
    );
    expect(entry?.after).toMatchObject({ trigger: 'command_line', files: 1, customers: 1 });
    const [erased] = await inDatabase((db) =>
      db
        .select()
        .from(users)
        .where(eq(users.mobileNumber, `erased:${oldCustomerId}`)),
    );
    expect(erased?.erasedAt).not.toBeNull();
  }, 240_000);

  it('asks for --dry-run or --apply', async () => {
    const neither = await admin('retention');
    expect(neither.code).toBe(2);
    expect(neither.stderr).toContain('Say --dry-run or --apply.');
  }, 120_000);
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('npm run admin -- breach', () => {
  it('lists the customers of a window by masked number, and queues their notices once', async () => {
    const from = daysAgo(2).toISOString();
    const to = new Date().toISOString();
    const listed = await admin('breach', '--from', from, '--to', to);
    expect(listed.code, listed.stderr).toBe(0);
    // The inactive customer was erased by the retention run above: counted, with nobody to tell.
    expect(listed.stdout).toContain('(and 1 erased since, whose contacts are gone');
    expect(listed.stdout).toMatch(/customer \d+ {2}\+91 ••••••4003 {2}tamil {2}whatsapp, sms/);
    expect(listed.stdout).toMatch(
      /customer \d+ {2}\+91 ••••••4002 {2}english {2}whatsapp, sms, email/,
    );
    expect(listed.stdout).not.toContain('9840074001');
    expect(listed.stdout).not.toContain('ravi@example.in');
    expect(listed.stdout).toContain('Nothing was sent.');

    const notified = await admin('breach', '--from', from, '--to', to, '--notify');
    expect(notified.stdout).toContain('Queued 5 messages (0 customers had been told');
    const again = await admin('breach', '--from', from, '--to', to, '--notify');
    expect(again.stdout).toContain('Queued 0 messages (2 customers had been told');
    const queued = await inDatabase((db) =>
      db.select().from(messages).where(eq(messages.kind, 'breach_notice')),
    );
    expect(queued).toHaveLength(5);
  }, 240_000);

  it('reads a time without an offset as India time, and refuses a window that ends first', async () => {
    const listed = await admin('breach', '--from', '2026-11-30T14:00', '--to', '2026-11-30T18:00');
    expect(listed.stdout).toContain(
      'Monday, 30 November 2026, 2:00 pm IST (2026-11-30T08:30:00.000Z) to Monday, 30 November ' +
        '2026, 6:00 pm IST (2026-11-30T12:30:00.000Z)',
    );
    const backwards = await admin('breach', '--from', '2026-11-30T18:00', '--to', '2026-11-30');
    expect(backwards.code).toBe(2);
    expect(backwards.stderr).toContain('--to must be after --from.');
  }, 240_000);
});

describe.runIf(Boolean(process.env.DATABASE_URL))(
  'npm run admin -- retention on PostgreSQL',
  () => {
    it('runs on the database of DATABASE_URL, and a second run finds nothing left', async () => {
      const scratch = await createScratchDatabase(process.env.DATABASE_URL!);
      try {
        const env = {
          ENV_FILE: 'none',
          DATABASE_URL: scratch.url,
          DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-privacy-cli-pg-')),
        };
        const first = await runCli('admin-role', ['retention', '--apply'], {
          env,
          timeout: 120_000,
        });
        expect(first.code, first.stderr).toBe(0);
        expect(first.stdout).toContain('Retention in the PostgreSQL database');
        expect(first.stdout).toMatch(/ {2}uploads: 0\n/);
        const listed = await runCli(
          'admin-role',
          ['breach', '--from', '2026-01-01', '--to', '2026-01-02'],
          { env, timeout: 120_000 },
        );
        expect(listed.stdout).toContain('Customers whose data was in the database then: 0.');
      } finally {
        await scratch.drop();
      }
    }, 240_000);
  },
);
