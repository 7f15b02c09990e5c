import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { createFolderBlobStore } from '../lib/blob-store/folder-blob-store';
import { createCustomer } from '../test/customers';
import { createScratchDatabase } from '../test/scratch-database';
import { createTestApp } from '../test/test-app';
import { openDatabase, type OpenDatabase } from './database';
import { moveFilesToBlobStore } from './blob-move';

// An existing installation upgraded: a database made by the migrations before 0012, its files
// as bytea, then brought up to date and started; the files come out of the database and the API
// serves the same bytes (PGlite, and PostgreSQL with DATABASE_URL).
const migrations = fileURLToPath(new URL('./migrations', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'portal-upgrade-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The migrations folder as the release before decision 0031 had it. */
function migrationsBefore0012(): string {
  const folder = join(work, 'migrations-0011');
  cpSync(migrations, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.startsWith('0012_'));
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

/**
 * A database at migration 0011 with `statements` run in it, then opened as the server opens one
 * (not yet migrated further).
 */
async function oldDatabase(
  statements: (run: (text: string, values: unknown[]) => Promise<void>) => Promise<void>,
): Promise<OpenDatabase> {
  const old = migrationsBefore0012();
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const client = await PGlite.create({ extensions: { btree_gist } });
    await migratePglite(drizzlePglite(client), { migrationsFolder: old });
    await statements(async (text, values) => void (await client.query(text, values)));
    const dump = await client.dumpDataDir('none');
    await client.close();
    return openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: dump });
  }
  const scratch = await createScratchDatabase(serverUrl);
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  await migratePostgres(drizzlePostgres(client), { migrationsFolder: old });
  await statements(async (text, values) => void (await client.query(text, values)));
  await client.end();
  const opened = await openDatabase({ kind: 'postgres', url: scratch.url });
  return { ...opened, close: async () => (await opened.close(), await scratch.drop()) };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

it('moves the files of a database before migration 0012 out at the first start', async () => {
  const horoscope = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300_000, 0x41)]);
  const chart = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(2_000_000, 0x42),
  ]);
  const report = Buffer.from('%PDF-1.4\n% the written reading\n%%EOF\n');
  const database = await oldDatabase(async (run) => {
    await run(
      `insert into countries (id, code, name, name_tamil, phone_code) values (900, 'ZZ', 'Testland', 'சோதனை', '+999')`,
      [],
    );
    await run(
      `insert into services (id, key, name_english, name_tamil, description_english, ` +
        `description_tamil, base_price_paise) values (900, 'old_reading', 'Old reading', ` +
        `'பழைய', 'x', 'x', 50000)`,
      [],
    );
    await run(`insert into users (id, mobile_number) values (900, '+919840940001')`, []);
    await run(
      `insert into appointments (id, appointment_number, user_id, name, gender, date_of_birth,
         birth_place, current_location, country_id, total_cost_paise, status, payment_status)
       values (900, 'APT-OLD-900', 900, 'Meena', 'female', '1988-02-20', 'Salem', 'Chennai', 900,
         50000, 'completed', 'paid')`,
      [],
    );
    await run(
      `insert into appointment_files (id, appointment_id, file_name, content_type, ` +
        `size_bytes, content) values (901, 900, 'horoscope.pdf', 'application/pdf', $1, $2), ` +
        `(902, 900, 'chart.png', 'image/png', $3, $4)`,
      [horoscope.length, horoscope, chart.length, chart],
    );
    await run(
      `insert into pdf_requests (id, appointment_id, service_id, status, report, ` +
        `completed_at) values (903, 900, 900, 'completed', $1, now())`,
      [report],
    );
  });

  // The server's start: the migrations, then the upgrade step, then requests.
  await database.migrate();
  const store = createFolderBlobStore(join(work, 'blobs'));
  expect(await moveFilesToBlobStore(database.db, store)).toEqual({
    files: 2,
    reports: 1,
    bytes: horoscope.length + chart.length + report.length,
  });
  const testApp = await createTestApp({ database, dependencies: { blobs: store } });
  try {
    const token = await createCustomer(testApp, '+919840940001');
    const get = (url: string) =>
      testApp.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect((await get('/api/appointments/900/files/901')).rawPayload.equals(horoscope)).toBe(true);
    expect((await get('/api/appointments/900/files/902')).rawPayload.equals(chart)).toBe(true);
    expect((await get('/api/pdf-requests/903/download')).rawPayload.equals(report)).toBe(true);
    const listed = await get('/api/appointments/900');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<{ appointment: { files: unknown[] } }>().appointment.files).toHaveLength(2);
    expect(await store.has(sha256(chart))).toBe(true);
    // A second start has nothing left to move.
    expect(await moveFilesToBlobStore(database.db, store)).toEqual({
      files: 0,
      reports: 0,
      bytes: 0,
    });
  } finally {
    await testApp.close();
  }
}, 120_000);
