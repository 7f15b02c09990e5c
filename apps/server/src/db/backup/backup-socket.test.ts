import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { backupSocketPath, serveBackupSocket, type ArchiveWriter } from './backup-socket';
import { backupDataDir } from './data-dir-backup';

const log = () => {
  const warnings: string[] = [];
  return { warnings, log: { line: () => undefined, warn: (text: string) => warnings.push(text) } };
};

/** A folder that looks like a data folder (PG_VERSION), served by `writer` on its socket. */
async function served(writer: ArchiveWriter) {
  const work = mkdtempSync(join(tmpdir(), 'portal-sock-'));
  const dataDir = join(work, 'data');
  mkdirSync(dataDir);
  writeFileSync(join(dataDir, 'PG_VERSION'), '18\n');
  // A socket file a killed server left: replaced.
  writeFileSync(backupSocketPath(dataDir), '');
  const { warnings, log: quiet } = log();
  const socket = await serveBackupSocket(dataDir, writer, quiet);
  return { work, dataDir, warnings, socket: socket! };
}

describe('the backup socket', () => {
  it('is the folder owner’s alone, and hands npm run backup the server’s archive, written whole', async () => {
    const archive = gzipSync(Buffer.alloc(3 * 1024 * 1024, 7));
    const { work, dataDir, socket } = await served(async (out) => {
      // In pieces, as the real archive comes.
      for (let at = 0; at < archive.length; at += 100_000)
        out.write(archive.subarray(at, at + 100_000));
      out.end();
    });
    try {
      expect(statSync(backupSocketPath(dataDir)).mode & 0o777).toBe(0o600);
      const done = await backupDataDir(dataDir, join(work, 'backup.tar.gz'));
      expect(done).toEqual({
        file: join(work, 'backup.tar.gz'),
        bytes: archive.length,
        whileServing: true,
        encrypted: false,
        secretLeftOut: false,
      });
      expect(gunzipSync(readFileSync(done.file)).length).toBe(3 * 1024 * 1024);
    } finally {
      await socket.close();
    }
    // Closed, the socket file is gone.
    expect(existsSync(backupSocketPath(dataDir))).toBe(false);
  });

  it('writes nothing when the archive is cut short or cannot be made, and says why', async () => {
    const cut = await served(async (out) => {
      out.write(gzipSync(Buffer.alloc(1024 * 1024, 1)).subarray(0, 50_000));
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('EIO: i/o error, read');
    });
    try {
      await expect(backupDataDir(cut.dataDir, join(cut.work, 'backup.tar.gz'))).rejects.toThrow(
        new RegExp(
          /^The backup from the portal server was cut short \(.+\); /.source +
            /.+backup\.tar\.gz was not written\. /.source +
            /The server's log says why\.$/.source,
        ),
      );
      expect(readdirSync(cut.work).sort()).toEqual(['data']);
      expect(cut.warnings).toEqual([
        `A backup asked for through ${backupSocketPath(cut.dataDir)} failed: EIO: i/o error, read`,
      ]);
    } finally {
      await cut.socket.close();
    }

    const refused = await served(async () => {
      throw new Error('the database is closing');
    });
    try {
      await expect(
        backupDataDir(refused.dataDir, join(refused.work, 'backup.tar.gz')),
      ).rejects.toThrow('The portal server could not make the backup: the database is closing');
      expect(readdirSync(refused.work).sort()).toEqual(['data']);
    } finally {
      await refused.socket.close();
    }
  });

  it('is off, with a warning, where the folder’s path is too long for a socket', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'portal-sock-')), 'd'.repeat(100));
    mkdirSync(dataDir);
    const { warnings, log: quiet } = log();
    expect(await serveBackupSocket(dataDir, async () => undefined, quiet)).toBeNull();
    expect(warnings).toEqual([
      `Backups while the portal runs are off: the path ${backupSocketPath(dataDir)} is ` +
        `longer than a socket's 107 bytes (choose a shorter DATA_DIR); npm run backup needs ` +
        `the server stopped.`,
    ]);
  });
});
