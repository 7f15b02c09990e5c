import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema';
import { acquireDataDirLock } from './data-dir-lock';
import {
  DURABLE_START_PARAMS,
  DurableNodeFS,
  PGLITE_START_PARAMS,
  syncFolderTree,
} from './pglite/durability';
import { collectInitdbGarbage } from './pglite/initdb-memory';
import { giveEventLoopTurns } from './pglite/event-loop-turns';
import { countCallsInProgress } from './pglite/calls-in-progress';
import { serverSourceFile } from '../lib/source-paths';
import { guardTransactions } from './transaction-guard';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseTarget =
  /**
   * `loadDataDir`: the database starts as this dump (the tests' migrated, seeded template; a
   * restored backup). `durable` (a folder only; default true): a commit returns once it is on
   * the disk; false is PGlite's own setting, fsync off (the commit-latency bench compares).
   */
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob; durable?: boolean }
  | { kind: 'postgres'; url: string };

/**
 * The database's connections now (the metrics): a PostgreSQL server's pool, or the embedded
 * database's one connection, idle or busy, and the calls waiting for it.
 */
export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  /** Calls waiting for a connection. */
  waiting: number;
}

export interface OpenDatabase {
  db: Database;
  kind: DatabaseTarget['kind'];
  /** Brings the schema up to date; safe when several servers start at once. */
  migrate(): Promise<void>;
  /** Runs `select 1`; false when the database does not answer. */
  ping(): Promise<boolean>;
  /** The connections now, for the metrics. */
  pool(): PoolStats;
  close(): Promise<void>;
  /** The embedded database's whole data folder as a tar (the tests' template, backups); undefined on a server. */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * Runs `work` inside PGlite's own query lock (the one `dumpDataDir` takes): no query runs
   * meanwhile, so the embedded database's files hold still (backups, decision 0055). `work` must
   * not query the database. Undefined on a server.
   */
  runExclusive?: <T>(work: () => Promise<T>) => Promise<T>;
  /**
   * Runs `work` unless work under the same key runs already, in this process or any other on any
   * host; resolves null then, without running it (the nightly retention, decision 0103). On a
   * PostgreSQL server: a session advisory lock on a connection of its own, held while `work`
   * runs (which uses `db`, not that connection) and given back with it, or with the connection
   * when the process dies. The embedded database has one process (its data-folder lock): there,
   * one at a time within it.
   */
  runAlone<T>(key: number, work: () => Promise<T>): Promise<T | null>;
}

/** `runAlone` within one process: the keys whose work is under way. */
function aloneInProcess() {
  const running = new Set<number>();
  return async <T>(key: number, work: () => Promise<T>): Promise<T | null> => {
    if (running.has(key)) return null;
    running.add(key);
    try {
      return await work();
    } finally {
      running.delete(key);
    }
  };
}

/** Thrown when the database cannot be opened; its message is meant for the operator. */
const migrationsFolder = serverSourceFile('db', 'migrations');
/** How long a call waits for a database connection before it is answered 503 DATABASE_UNAVAILABLE. */
const CONNECT_TIMEOUT_MS = 3_000;
/** The longest any one query may take before it is given up (the heaviest office reports take well under a second). */
const QUERY_TIMEOUT_MS = 30_000;
/** Connections to a PostgreSQL server per server process. */
const POOL_MAX = 10;
/** Any constant: servers starting together on one PostgreSQL take turns at migrating. */
const MIGRATION_LOCK_KEY = 7_404_2026;

export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';
}

function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'an unreadable address';
  }
}

async function openPglite(
  dataDir: string | null,
  loadDataDir?: Blob,
  durable = true,
): Promise<OpenDatabase> {
  const release = dataDir ? acquireDataDirLock(dataDir) : () => undefined;
  try {
    // btree_gist backs the calendar's exclusion constraint (migration 0006), as on a server;
    // pg_trgm the customers' search (migration 0016).
    const options = {
      extensions: { btree_gist, pg_trgm },
      startParams: PGLITE_START_PARAMS,
      ...(loadDataDir ? { loadDataDir } : {}),
    };
    let client: PGlite;
    if (!dataDir) {
      client = await PGlite.create(options);
    } else if (!durable) {
      client = await PGlite.create({ ...options, fs: new NodeFS(dataDir) });
    } else {
      const fresh = !existsSync(join(dataDir, 'PG_VERSION'));
      client = await PGlite.create({
        ...options,
        fs: new DurableNodeFS(dataDir),
        startParams: DURABLE_START_PARAMS,
      });
      // A new folder's files (initdb's, or a backup's) were copied in without fsync.
      if (fresh) {
        await syncFolderTree(dataDir);
        collectInitdbGarbage();
      }
    }
    giveEventLoopTurns(client);
    const callsInProgress = countCallsInProgress(client);
    const db = guardTransactions(drizzlePglite(client, { schema }));
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
      dumpDataDir: () => client.dumpDataDir('none'),
      runAlone: aloneInProcess(),
      runExclusive: (work) => client.runExclusive(work),
      pool() {
        const calls = callsInProgress();
        return { max: 1, total: 1, idle: calls === 0 ? 1 : 0, waiting: Math.max(0, calls - 1) };
      },
      async ping() {
        try {
          await client.query('select 1');
          return true;
        } catch {
          return false;
        }
      },
      async close() {
        try {
          if (!client.closed) await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(url: string): Promise<OpenDatabase> {
  // Loaded only for a PostgreSQL server: the embedded database never needs the driver.
  const [{ default: pg }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] =
    await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_MAX,
    // Waiting for a connection (a new one, or a free one of the ten) ends after this: a call
    // during an outage is answered 503 in seconds, never left hanging.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A query with no answer at all (a network cut the socket does not notice) fails after this.
    query_timeout: QUERY_TIMEOUT_MS,
    // The operating system notices a silent peer (a failed-over host) after a minute at most.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // A lost connection (a restart, a failover, a terminated backend) must never end the process.
  // The pool's own listener covers idle clients only; a client lent to a query or a transaction
  // gets one of its own here, when it is made. Its query fails with the cause, the error
  // envelope answers 503 DATABASE_UNAVAILABLE, and the pool drops the broken client when it
  // comes back and makes new ones as they are needed.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new DatabaseStartError(
      `Cannot connect to the PostgreSQL server named by DATABASE_URL (${describeUrl(url)}): ` +
        `${(error as Error).message || 'no answer'}. Check the address, the user and that the server runs.`,
    );
  }
  const db = guardTransactions(drizzlePostgres(pool, { schema }));
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePostgres(drizzlePostgres(client), { migrationsFolder });
      } finally {
        await client
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
          .catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    runAlone: async (key, work) => {
      // A connection of its own, held meanwhile: a second run, here or elsewhere, is another session.
      const client = await pool.connect();
      let held = false;
      try {
        const { rows } = await client.query<{ held: boolean }>(
          'select pg_try_advisory_lock($1) as held',
          [key],
        );
        held = rows[0]?.held === true;
        if (!held) return null;
        return await work();
      } finally {
        if (held) await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
        client.release();
      }
    },
    pool: () => ({
      max: POOL_MAX,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => pool.end(),
  };
}

export function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  return target.kind === 'pglite'
    ? openPglite(target.dataDir, target.loadDataDir, target.durable)
    : openPostgres(target.url);
}
