import type { PGlite } from '@electric-sql/pglite';

/**
 * The embedded database's calls under way: each query, exec and transaction of PGlite takes its
 * turn through `_runExclusiveTransaction`, so the calls inside it are the one running and those
 * waiting for it (the metrics' "pool" of one connection). A transaction's own queries run within
 * its turn and are not counted again.
 */
export function countCallsInProgress(client: PGlite): () => number {
  // An internal of PGlite's: should a later version rename it, the connection is shown idle, never a failed start.
  if (typeof (client as Partial<PGlite>)._runExclusiveTransaction !== 'function') return () => 0;
  const run = client._runExclusiveTransaction.bind(client);
  let inProgress = 0;
  client._runExclusiveTransaction = <T>(fn: () => Promise<T>): Promise<T> => {
    inProgress += 1;
    return run(fn).finally(() => {
      inProgress -= 1;
    });
  };
  return () => inProgress;
}
