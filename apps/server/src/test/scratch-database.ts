import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The address of another database on the same server. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new database on the PostgreSQL server of `serverUrl` (empty, or a copy of `template`), and how
 * to drop it again.
 */
export async function createScratchDatabase(
  serverUrl: string,
  { template }: { template?: string } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  );
  await admin.end();
  return {
    url: databaseUrl(serverUrl, name),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
