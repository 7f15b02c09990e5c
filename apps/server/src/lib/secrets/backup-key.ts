import { readFileSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';

/** The shortest passphrase a backup is encrypted with (decision 0098). */
export const MIN_BACKUP_KEY_LENGTH = 16;

/** The passphrase backups are encrypted with, and the setting it came from (for messages). */
export interface BackupKey {
  passphrase: string;
  setting: 'BACKUP_KEY' | 'BACKUP_KEY_FILE';
}

/** What is wrong with a passphrase as a backup key, or null. */
function keyProblem(passphrase: string): string | null {
  if (passphrase.length < MIN_BACKUP_KEY_LENGTH)
    return `is shorter than ${MIN_BACKUP_KEY_LENGTH} characters`;
  // age asks for a passphrase as one typed line: one with a line break in it could not be typed.
  if (/[\r\n]/.test(passphrase)) return 'must be one line';
  return null;
}

const isInside = (path: string, folder: string) => {
  const way = relative(resolve(folder), resolve(path));
  return way === '' || (!way.startsWith('..') && !isAbsolute(way));
};

/**
 * BACKUP_KEY, or the passphrase in the file BACKUP_KEY_FILE names (its line breaks at the end
 * left out), with the configuration's problems in its format (`  NAME: what is wrong`). The
 * messages never quote the key.
 */
export function readBackupKey(vars: {
  BACKUP_KEY?: string;
  BACKUP_KEY_FILE?: string;
  BACKUP_DIR?: string;
  DATABASE_URL?: string;
}): { key: BackupKey | null; problems: string[] } {
  const { BACKUP_KEY: inline, BACKUP_KEY_FILE: file, BACKUP_DIR: backupDir } = vars;
  if (inline !== undefined && file !== undefined)
    return {
      key: null,
      problems: ['  BACKUP_KEY and BACKUP_KEY_FILE: set one of them, not both'],
    };
  // As BACKUP_DIR (decision 0055): a setting that silently did nothing would be worse.
  if ((inline ?? file) !== undefined && vars.DATABASE_URL)
    return {
      key: null,
      problems: [
        `  ${inline === undefined ? 'BACKUP_KEY_FILE' : 'BACKUP_KEY'}: backups encrypted with it ` +
          "are of the embedded database; with DATABASE_URL, encrypt pg_dump's files with your " +
          'own tools',
      ],
    };
  if (inline !== undefined) {
    const problem = keyProblem(inline);
    return problem
      ? { key: null, problems: [`  BACKUP_KEY: ${problem}`] }
      : { key: { passphrase: inline, setting: 'BACKUP_KEY' }, problems: [] };
  }
  if (file === undefined) return { key: null, problems: [] };
  // A key beside the backups it opens would be copied with them.
  if (backupDir !== undefined && isInside(file, backupDir))
    return {
      key: null,
      problems: ['  BACKUP_KEY_FILE: must be outside BACKUP_DIR (it would be copied with them)'],
    };
  let passphrase: string;
  try {
    passphrase = readFileSync(file, 'utf8').replace(/[\r\n]+$/, '');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    return { key: null, problems: [`  BACKUP_KEY_FILE: cannot read ${resolve(file)} (${reason})`] };
  }
  const problem = keyProblem(passphrase);
  return problem
    ? { key: null, problems: [`  BACKUP_KEY_FILE: the key in ${resolve(file)} ${problem}`] }
    : { key: { passphrase, setting: 'BACKUP_KEY_FILE' }, problems: [] };
}
