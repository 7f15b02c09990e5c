import { resolve } from 'node:path';
import type { DatabaseTarget } from '../db/database';

/**
 * Which database a command changed, for its report: the embedded one's absolute folder (so a
 * forgotten DATA_DIR, which defaults to ./data of the current folder, shows), or the PostgreSQL
 * server's address without its password.
 */
export function describeDatabase(target: DatabaseTarget): string {
  if (target.kind === 'pglite') {
    return target.dataDir === null
      ? 'the in-memory embedded database'
      : `the embedded database at ${resolve(target.dataDir)}`;
  }
  try {
    const url = new URL(target.url);
    const user = url.username ? `${decodeURIComponent(url.username)}@` : '';
    return `the PostgreSQL database ${url.protocol}//${user}${url.host}${url.pathname}`;
  } catch {
    return 'the PostgreSQL database of DATABASE_URL';
  }
}
