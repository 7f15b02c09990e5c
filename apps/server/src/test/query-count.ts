import type { OpenDatabase } from '../db/database';

interface QueryingClient {
  query: (...args: unknown[]) => Promise<unknown>;
}

/**
 * The statements the database was sent while `run` ran, read where the ORM hands each one to its
 * driver (PGlite's or node-postgres's `query`, the same name on both): what a call costs in round
 * trips. Statements inside a transaction on PostgreSQL go through a pooled connection and are not
 * seen; the calls measured here use none.
 */
export async function statementsDuring(
  database: OpenDatabase,
  run: () => Promise<unknown>,
): Promise<string[]> {
  const client = (database.db as unknown as { $client: QueryingClient }).$client;
  const query = client.query;
  const statements: string[] = [];
  client.query = (...args: unknown[]) => {
    const [text] = args;
    statements.push(typeof text === 'string' ? text : String((text as { text?: unknown }).text));
    return query.apply(client, args);
  };
  try {
    await run();
  } finally {
    client.query = query;
  }
  return statements;
}
