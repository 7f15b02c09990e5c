// A backup file read back for a restore: encrypted (an age file, decision 0098) or in clear,
// gzipped or not, this version's archive or an older one's (decision 0055). Read whole into
// memory, as PGlite loads a data folder from one Blob; an encrypted file is decrypted as it is
// read, so its ciphertext is never held beside it.
import { open, type FileHandle } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { decryptingStream, isAgeFile, WrongBackupKeyError } from './backup-encryption';
import { BackupError } from './backup-error';
import { isNotData } from './data-dir-archive';
import { tarEntries, type TarEntry } from './tar-entries';

/** The passphrase to open an encrypted backup with, and how to name where it came from. */
export interface OfferedKey {
  passphrase: string;
  /** `BACKUP_KEY`, `BACKUP_KEY_FILE` or `the passphrase typed`. */
  from: string;
}

/** Asked only when the file is encrypted; null when there is no key to offer. */
export type AskKey = () => Promise<OfferedKey | null>;

const gunzipAsync = promisify(gunzip);

/** The archive without the entries that are not data (an older backup's lock and pid file). */
function withoutLocks(tar: Uint8Array, entries: TarEntry[]): Buffer {
  const kept = entries
    .filter((entry) => !isNotData(entry.path))
    .map((entry) => tar.subarray(entry.start, entry.end));
  return Buffer.concat([...kept, Buffer.alloc(1024)]);
}

async function allOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export interface BackupFileOptions {
  file: string;
  askKey: AskKey;
  /** The folder it is to be restored into, which nothing here touches (named in the messages). */
  dataDir: string;
}

/** The file's plain bytes: decrypted with the key `askKey` offers when it is an age file. */
async function plainBytes(
  handle: FileHandle,
  { file, askKey, dataDir }: BackupFileOptions,
): Promise<{ bytes: Buffer; encrypted: boolean }> {
  const untouched = `the data folder ${dataDir} was not touched`;
  const head = Buffer.alloc(64);
  const { bytesRead } = await handle.read(head, 0, head.length, 0);
  if (!isAgeFile(head.subarray(0, bytesRead)))
    return { bytes: await handle.readFile(), encrypted: false };
  const key = await askKey();
  if (!key)
    throw new BackupError(
      `${file} is encrypted: set BACKUP_KEY or BACKUP_KEY_FILE to its key, or run the ` +
        `restore in a terminal to type it; ${untouched}.`,
    );
  let plain: Readable;
  try {
    plain = await decryptingStream(
      handle.createReadStream({ start: 0, autoClose: false }),
      key.passphrase,
    );
  } catch (error) {
    if (error instanceof WrongBackupKeyError)
      throw new BackupError(
        `${key.from} does not open the backup ${file} (it was encrypted with another key, ` +
          `or is damaged); ${untouched}.`,
      );
    throw new BackupError(
      `${file} is damaged: the header of its encryption does not check; ${untouched}.`,
    );
  }
  try {
    return { bytes: await allOf(plain), encrypted: true };
  } catch {
    throw new BackupError(
      `${file} is damaged or cut short: its encrypted content does not check; ${untouched}.`,
    );
  }
}

/**
 * The archive a backup file holds, as one tar without the entries that are not data; refused
 * (BackupError) when the file is not a backup of the portal's data folder, is encrypted and no
 * key (or not its key) is offered, or is damaged.
 */
export async function readBackupFile(
  options: BackupFileOptions,
): Promise<{ tar: Buffer; encrypted: boolean }> {
  const { file } = options;
  let handle: FileHandle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    throw new BackupError(`Cannot read the backup ${file}: ${(error as Error).message}.`);
  }
  let read: { bytes: Buffer; encrypted: boolean };
  try {
    read = await plainBytes(handle, options);
  } finally {
    await handle.close();
  }
  const { bytes, encrypted } = read;
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  const tar = gzipped ? await gunzipAsync(bytes).catch(() => null) : bytes;
  const entries = tar ? tarEntries(tar) : null;
  if (!tar || !entries?.some((entry) => entry.path === 'PG_VERSION')) {
    throw new BackupError(
      `${file} is not a backup of the portal's data folder (one made by npm run backup).`,
    );
  }
  return { tar: withoutLocks(tar, entries), encrypted };
}
