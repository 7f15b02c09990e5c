import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

// Migration 0009 (decision 0021) on a database that already has the office's own hours: the
// rows stay, and the weekday may then take a second window.
const migrations = fileURLToPath(new URL('./migrations', import.meta.url));
const before0009 = mkdtempSync(join(tmpdir(), 'migrations-'));
afterAll(() => rmSync(before0009, { recursive: true, force: true }));

it('keeps every weekly_hours row through migration 0009', async () => {
  cpSync(migrations, before0009, { recursive: true });
  const journalPath = join(before0009, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.startsWith('0009_'));
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));

  const client = await PGlite.create({ extensions: { btree_gist, pg_trgm } });
  try {
    await migrate(drizzle(client), { migrationsFolder: before0009 });
    await client.exec(`update weekly_hours set opens_at_minute = 510, closes_at_minute = 1020 where weekday = 2;
      insert into weekly_hours (weekday, opens_at_minute, closes_at_minute) values (7, 600, 720);`);
    // Before 0009 a weekday has one row.
    await expect(
      client.exec(
        'insert into weekly_hours (weekday, opens_at_minute, closes_at_minute) values (7, 840, 960)',
      ),
    ).rejects.toThrow();
    const rowsBefore = (
      await client.query('select * from weekly_hours order by weekday, opens_at_minute')
    ).rows;

    await migrate(drizzle(client), { migrationsFolder: migrations });
    // Migration 0015 then gives every window to the first astrologer.
    expect(
      (await client.query('select * from weekly_hours order by weekday, opens_at_minute')).rows,
    ).toEqual(rowsBefore.map((row) => ({ ...(row as object), astrologer_id: 1 })));
    expect(rowsBefore).toHaveLength(7);

    await client.exec(
      'insert into weekly_hours (astrologer_id, weekday, opens_at_minute, closes_at_minute) values (1, 7, 840, 960)',
    );
    await expect(
      client.exec(
        'insert into weekly_hours (astrologer_id, weekday, opens_at_minute, closes_at_minute) values (1, 7, 700, 800)',
      ),
    ).rejects.toThrow(/weekly_hours_windows_apart/);
    await expect(
      client.exec(
        'insert into weekly_hours (astrologer_id, weekday, opens_at_minute, closes_at_minute) values (1, 7, 720, 800)',
      ),
    ).rejects.toThrow(/weekly_hours_windows_apart/);
    await expect(
      client.exec(
        'insert into weekly_hours (astrologer_id, weekday, opens_at_minute, closes_at_minute) values (1, 7, 600, 620)',
      ),
    ).rejects.toThrow();
  } finally {
    await client.close();
  }
}, 90_000);
