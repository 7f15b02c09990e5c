import { fsyncSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { pgliteTemplate } from '../../test/pglite-template';
import { commitSettings, DURABLE_START_PARAMS, DurableNodeFS } from './durability';

describe.skipIf(Boolean(process.env.DATABASE_URL))(
  'durable commits on the embedded database',
  () => {
    it("PGlite's own start switches fsync off; ours does not", () => {
      expect(PGlite.defaultStartParams).toContain('-F');
      expect(DURABLE_START_PARAMS).not.toContain('-F');
      expect(DURABLE_START_PARAMS.join(' ')).toContain(
        '-c fsync=on -c synchronous_commit=on -c wal_sync_method=fsync',
      );
    });

    it("every commit reaches the host's fsync before it returns", async () => {
      const synced: number[] = [];
      const fsync = (fd: number) => {
        synced.push(fd);
        fsyncSync(fd);
      };
      // The tests' migrated template, loaded into a folder: quicker than a new database's initdb.
      const folder = mkdtempSync(join(tmpdir(), 'portal-durable-'));
      const client = await PGlite.create({
        fs: new DurableNodeFS(folder, fsync),
        startParams: DURABLE_START_PARAMS,
        loadDataDir: await pgliteTemplate(false),
      });
      try {
        expect(await commitSettings(client)).toEqual({ fsync: 'on', walSyncMethod: 'fsync' });
        await client.exec('create table notes (id int primary key)');
        for (let id = 1; id <= 5; id += 1) {
          const before = synced.length;
          await client.query('insert into notes values ($1)', [id]);
          expect(synced.length).toBeGreaterThan(before);
        }
      } finally {
        await client.close();
      }
    }, 30_000);
  },
);
