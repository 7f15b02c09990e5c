import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/database';
import { seedDemoData } from '../db/seed/seed';
import { templateKey } from './pglite-template';
import { databaseUrl } from './scratch-database';

/** Held while a template is made: the test files of every worker (and every run on the server) wait for one maker. */
const TEMPLATE_LOCK_KEY = 7_331_032;

/**
 * The name of a migrated (and seeded) database on the PostgreSQL server that new test databases
 * are copied from (`create database … template …`): made once per content of the migrations and
 * the seed (the embedded database's template key), under an advisory lock, then kept for later
 * runs. Copying takes a fraction of migrating and seeding anew. Made under another name and
 * renamed when whole, so a maker that dies leaves no half template; its creation time is its
 * comment, by which CI drops templates a week old (.ci/run).
 */
export async function postgresTemplate(serverUrl: string, seed: boolean): Promise<string> {
  const name = `portal_template_${templateKey(seed)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const making = `${name}_making_${randomBytes(4).toString('hex')}`;
      await admin.query(`create database ${making}`);
      try {
        const database = await openDatabase({
          kind: 'postgres',
          url: databaseUrl(serverUrl, making),
        });
        try {
          await database.migrate();
          if (seed) await seedDemoData(database.db);
        } finally {
          await database.close();
        }
        await admin.query(`alter database ${making} rename to ${name}`);
        await admin.query(`comment on database ${name} is '${new Date().toISOString()}'`);
      } catch (error) {
        await admin.query(`drop database if exists ${making} with (force)`).catch(() => undefined);
        throw error;
      }
    }
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]).catch(() => undefined);
    await admin.end();
  }
}
