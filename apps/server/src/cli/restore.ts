// Restores a backup made by `npm run backup` into the data folder (DATA_DIR):
//   npm run restore -- FILE [--force]
// The folder must be empty or new; --force replaces what it holds (never while a server runs on
// it). With DATABASE_URL, use pg_restore.
import { exitWith, runDataDirCommand } from './data-dir-command';

exitWith(
  runDataDirCommand(
    {
      usage: 'Usage: npm run restore -- <backup file> [--force]',
      postgresAdvice: 'restore with pg_restore --clean --if-exists -d "$DATABASE_URL" portal.dump',
      failure: 'Restore failed',
      async run(file, dataDir, force) {
        const { restoreDataDir } = await import('../db/backup/data-dir-backup');
        const done = await restoreDataDir(file, dataDir, { force });
        return `Restored ${file} into the data folder ${done.dataDir}; start the server to use it.`;
      },
    },
    process.argv.slice(2),
  ),
);
