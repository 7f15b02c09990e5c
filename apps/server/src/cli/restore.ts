// Restores a backup made by `npm run backup` into the data folder (DATA_DIR):
//   npm run restore -- FILE [--force]
// The folder must be empty or new; --force replaces what it holds (never while a server runs on
// it). An encrypted backup is opened with BACKUP_KEY or BACKUP_KEY_FILE, or with the passphrase
// typed when neither is set and this runs in a terminal (decision 0098). With DATABASE_URL, use
// pg_restore.
import { exitWith, runDataDirCommand } from './data-dir-command';
import { askPassphrase } from './passphrase-prompt';

exitWith(
  runDataDirCommand(
    {
      usage: 'Usage: npm run restore -- <backup file> [--force]',
      postgresAdvice: 'restore with pg_restore --clean --if-exists -d "$DATABASE_URL" portal.dump',
      failure: 'Restore failed',
      async run({ file, dataDir, force, config }) {
        const { restoreDataDir } = await import('../db/backup/data-dir-backup');
        const key = config.backupKey;
        let openedWith = '';
        const done = await restoreDataDir(file, dataDir, {
          force,
          async askKey() {
            if (key) {
              openedWith = key.setting;
              return { passphrase: key.passphrase, from: key.setting };
            }
            const typed = await askPassphrase(`The passphrase of ${file}: `);
            openedWith = 'the passphrase typed';
            return typed === null ? null : { passphrase: typed, from: 'The passphrase typed' };
          },
        });
        const opened = done.encrypted ? ` (encrypted, opened with ${openedWith})` : '';
        const line = `Restored ${file}${opened} into the data folder ${done.dataDir}; start the server to use it.`;
        // The kept secret matters only without AUTH_SECRET; a backup in clear never holds it.
        if (config.authSecret || done.secret === 'restored') return line;
        if (done.secret === 'kept')
          return `${line} The backup holds no kept secret: the folder's own (auth-secret) was kept.`;
        return (
          `${line} The backup holds no kept secret (one in clear never does): if the folder ` +
          `it was made from kept one, put your copy of auth-secret in ${done.dataDir} before ` +
          'the start, or set AUTH_SECRET; otherwise the server makes a new one, and the ' +
          'sign-in codes and captchas under way and the unsubscribe links in e-mails already ' +
          'sent stop working.'
        );
      },
    },
    process.argv.slice(2),
  ),
);
