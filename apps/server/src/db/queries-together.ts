import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/**
 * Runs several queries (drizzle's builders run only when awaited) side by side on the pool, or
 * one after another in a transaction, whose one connection takes one query at a time (sending
 * the next before the last is answered is deprecated in node-postgres).
 */
export async function queriesTogether<const T extends readonly PromiseLike<unknown>[]>(
  db: Database,
  queries: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  if (!(db instanceof PgTransaction)) return Promise.all(queries);
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as { -readonly [K in keyof T]: Awaited<T[K]> };
}
