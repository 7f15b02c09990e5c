// What `npm run admin -- retention` and `-- breach` share: the server's database and blob store,
// opened as the server's settings name them (DATA_DIR, or DATABASE_URL and S3_BUCKET), and closed
// again whatever happens.
import { loadConfig } from '../config';
import { openDatabase, type OpenDatabase } from '../db/database';
import type { BlobStore } from '../lib/blob-store/blob-store';
import { createBlobStore } from '../lib/blob-store/create-blob-store';
import { loadEnvFile } from '../lib/env-file';
import { describeDatabase } from './describe-database';

/** Problems an operator can fix, said in one line without a stack (the folder in use, a setting). */
const OPERATOR_PROBLEMS = new Set(['DataDirInUseError', 'ConfigError', 'DatabaseStartError']);

export async function withPortalDatabase(
  doing: string,
  work: (opened: { database: OpenDatabase; blobs: BlobStore; where: string }) => Promise<number>,
): Promise<number> {
  try {
    loadEnvFile();
    const config = loadConfig();
    const database = await openDatabase(config.database);
    const blobs = await createBlobStore(config.blobs).catch(async (error: unknown) => {
      await database.close();
      throw error;
    });
    try {
      await database.migrate();
      return await work({ database, blobs, where: describeDatabase(config.database) });
    } finally {
      await blobs.close();
      await database.close();
    }
  } catch (error) {
    if (!(error instanceof Error) || !OPERATOR_PROBLEMS.has(error.name)) throw error;
    console.error(`Cannot ${doing}: ${error.message}`);
    return 1;
  }
}
