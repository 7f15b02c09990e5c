import pg from 'pg';

/**
 * Cuts a test's own database on the shared PostgreSQL server as a restart or a failover would,
 * without stopping the server that other tests use: `terminate()` ends every connection to the
 * database (pg_terminate_backend: a transaction in flight is rolled back and its client told
 * 57P01); `close()` also refuses new connections (as a server starting up does) until `open()`.
 */
export async function databaseOutage(serverUrl: string, databaseUrl: string) {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  return {
    async terminate(): Promise<number> {
      const result = await admin.query(
        'select count(pg_terminate_backend(pid))::int as ended from pg_stat_activity where ' +
          'datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      return (result.rows[0] as { ended: number }).ended;
    },
    async close(): Promise<number> {
      await admin.query(`alter database ${pg.escapeIdentifier(name)} allow_connections false`);
      return this.terminate();
    },
    async open(): Promise<void> {
      await admin.query(`alter database ${pg.escapeIdentifier(name)} allow_connections true`);
    },
    async end(): Promise<void> {
      await this.open().catch(() => undefined);
      await admin.end();
    },
  };
}
