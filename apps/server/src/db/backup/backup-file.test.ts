import { mkdtempSync, readFileSync, writeFileSync, createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encryptingStream, writeEncrypted } from './backup-encryption';
import { BackupError } from './backup-error';
import { readBackupFile } from './backup-file';
import { TAR_END, tarHeader, tarPadding } from './tar-entries';

const KEY = 'venus-rises-in-pisces';
const work = mkdtempSync(join(tmpdir(), 'portal-backup-file-'));
const dataDir = join(work, 'data');
const untouched = `the data folder ${dataDir} was not touched.`;

/** The smallest archive a restore takes for a data folder's: its PG_VERSION. */
const archive = () => {
  const version = Buffer.from('17\n');
  const mtime = new Date('2026-01-31T21:00:00Z');
  return gzipSync(
    Buffer.concat([
      tarHeader({ path: 'PG_VERSION', type: 'file', size: version.length, mtime }),
      version,
      tarPadding(version.length),
      TAR_END,
    ]),
  );
};

async function encrypted(name: string): Promise<string> {
  const file = join(work, name);
  await writeEncrypted(createWriteStream(file), await encryptingStream(KEY), (plain) =>
    pipeline(Readable.from([archive()]), plain),
  );
  return file;
}

const read = (file: string, passphrase: string | null) =>
  readBackupFile({
    file,
    dataDir,
    askKey: async () => (passphrase === null ? null : { passphrase, from: 'BACKUP_KEY' }),
  });

describe('a backup file read for a restore', () => {
  it('opens an encrypted backup with its key, and one in clear with none', async () => {
    const file = await encrypted('portal.tar.gz.age');
    expect((await read(file, KEY)).encrypted).toBe(true);
    const clear = join(work, 'portal.tar.gz');
    writeFileSync(clear, archive());
    expect((await read(clear, null)).encrypted).toBe(false);
  });

  it('says an encrypted backup needs its key when none is offered', async () => {
    const file = await encrypted('no-key.tar.gz.age');
    await expect(read(file, null)).rejects.toThrow(
      new BackupError(
        `${file} is encrypted: set BACKUP_KEY or BACKUP_KEY_FILE to its key, or run the ` +
          `restore in a terminal to type it; ${untouched}`,
      ),
    );
  });

  it('refuses an encrypted backup cut short or changed', async () => {
    const file = await encrypted('whole.tar.gz.age');
    const bytes = readFileSync(file);
    const cut = join(work, 'cut.tar.gz.age');
    writeFileSync(cut, bytes.subarray(0, bytes.length - 20));
    await expect(read(cut, KEY)).rejects.toThrow(
      `${cut} is damaged or cut short: its encrypted content does not check; ${untouched}`,
    );
    // The header's MAC changed: the key opens the file key, and the header does not check.
    const changed = join(work, 'changed.tar.gz.age');
    const mac = bytes.indexOf('\n--- ') + 5;
    const altered = Buffer.from(bytes);
    altered[mac] = altered[mac] === 0x41 ? 0x42 : 0x41;
    writeFileSync(changed, altered);
    await expect(read(changed, KEY)).rejects.toThrow(
      `${changed} is damaged: the header of its encryption does not check; ${untouched}`,
    );
  });
});
