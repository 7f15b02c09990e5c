// Backs the embedded database's data folder (DATA_DIR) up into one file, uploaded files included
// (DATA_DIR/blobs; with S3_BUCKET they are in the bucket instead, backed up with its own tools):
//   npm run backup -- FILE [--force]        (--force replaces an existing FILE)
// While the portal runs, the running server makes it (through DATA_DIR/portal.sock); otherwise
// this process opens the folder itself. With BACKUP_KEY or BACKUP_KEY_FILE the file is encrypted
// (an age file); without, it is in clear and holds no kept secret (decision 0098). With
// DATABASE_URL, use pg_dump.
import { exitWith, runDataDirCommand } from './data-dir-command';

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

exitWith(
  runDataDirCommand(
    {
      usage: 'Usage: npm run backup -- <backup file> [--force]',
      postgresAdvice: 'back it up with pg_dump -Fc "$DATABASE_URL" -f portal.dump',
      failure: 'Backup failed',
      async run({ file, dataDir, force, config }) {
        const { backupDataDir } = await import('../db/backup/data-dir-backup');
        const key = config.backupKey;
        const done = await backupDataDir(dataDir, file, { force, key });
        const how = [
          megabytes(done.bytes),
          ...(done.whileServing ? ['made by the running server'] : []),
          ...(key ? [`encrypted with ${key.setting}`] : []),
        ].join(', ');
        const secret = done.secretLeftOut
          ? ' It is in clear, so the kept secret (auth-secret) was left out: keep a copy of it ' +
            'apart, or set BACKUP_KEY to encrypt backups whole.'
          : '';
        return `Backed up the data folder ${dataDir} to ${done.file} (${how}).${secret}`;
      },
    },
    process.argv.slice(2),
  ),
);
