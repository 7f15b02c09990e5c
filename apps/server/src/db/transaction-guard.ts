import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from './database';

/**
 * Work inside a transaction runs on the transaction's connection only (decision 0094). A query
 * through the outer database from inside a transaction's work waits, on the embedded database,
 * for the one connection the transaction holds: a hang. On a PostgreSQL server it runs outside
 * the transaction: it sees none of its writes and is not undone with it. Both are refused here
 * with this error the moment the query is made, on either database, so the mistake fails its
 * first test instead of hanging or passing.
 */
export class OuterConnectionInTransactionError extends Error {
  override name = 'OuterConnectionInTransactionError';
  constructor() {
    super(
      'A query through the outer database inside a transaction: create the repository from ' +
        'the transaction (createXRepo(tx)) and pass tx down (docs/architecture.md, decision 0094)',
    );
  }
}

/** The transaction whose work is running, with the database it was opened on. */
interface RunningWork {
  outer: Database;
  /** False once the work has settled: what it left running afterwards may use the outer database. */
  running: boolean;
}

const runningWork = new AsyncLocalStorage<RunningWork>();

function refuseInsideWork(db: Database): void {
  const work = runningWork.getStore();
  if (work?.running && work.outer === db) throw new OuterConnectionInTransactionError();
}

/**
 * Runs `work` as if from outside any transaction: for a second caller that a test plays from
 * inside a transaction's work (another request meanwhile, on a connection of its own). The
 * server never needs it: each request is its own async context.
 */
export function asAnotherCaller<T>(work: () => PromiseLike<T>): Promise<T> {
  // Awaited inside: a drizzle builder is lazy, and would otherwise run once back in the work.
  return runningWork.exit(async () => await work());
}

/** The drizzle internals the guard wraps: every query of a database is prepared by its session. */
interface GuardedSession {
  prepareQuery: (...args: unknown[]) => unknown;
}

/**
 * Makes `db` refuse queries and transactions of its own from inside the work of one of its
 * transactions. Every query drizzle runs (builders, `execute`, relational queries) is prepared
 * through the database's session; a transaction's queries go through a session of their own,
 * so only the outer one is wrapped.
 */
export function guardTransactions(db: Database): Database {
  const session = (db as unknown as { session: GuardedSession }).session;
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = (...args) => {
    refuseInsideWork(db);
    return prepareQuery(...args);
  };
  const transaction = db.transaction.bind(db);
  db.transaction = (work, config) => {
    refuseInsideWork(db);
    const running: RunningWork = { outer: db, running: true };
    return transaction(
      (tx) =>
        runningWork.run(running, async () => {
          try {
            return await work(tx);
          } finally {
            running.running = false;
          }
        }),
      config,
    );
  };
  return db;
}
