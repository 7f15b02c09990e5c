// How `npm run backup` reaches the server that holds the data folder (decision 0055): HTTP on a
// Unix socket in the folder itself, DATA_DIR/portal.sock, mode 0600 in a folder closed to other
// users, so only the folder's owner (who could copy the files anyway) can ask. Nothing listens on
// the network, and no token is needed. One call: GET /backup answers the gzipped archive, in
// clear on the socket: the command encrypts it as it writes it (decision 0098). With
// `?encrypting=true` (the command has a key) it is the whole folder; without, the kept secret is
// left out, and a server that has a key refuses (409): none of its backups is written in clear.
import { chmod, unlink } from 'node:fs/promises';
import { createServer, request, type IncomingMessage } from 'node:http';
import { join, resolve } from 'node:path';
import type { Writable } from 'node:stream';
import { Transform } from 'node:stream';
import { createGunzip } from 'node:zlib';

export const BACKUP_SOCKET = 'portal.sock';
/** A Unix socket's path has room for 107 bytes on Linux (108 with the final zero). */
const MAX_SOCKET_PATH = 107;

export const backupSocketPath = (dataDir: string): string => join(resolve(dataDir), BACKUP_SOCKET);

export interface BackupSocketLog {
  line: (text: string) => void;
  warn: (text: string) => void;
}

/**
 * Writes the archive to `out` (and ends it), the kept secret in it only `withSecret` (the caller
 * encrypts it); rejects when it could not.
 */
export type ArchiveWriter = (
  out: Writable,
  signal: AbortSignal,
  options: { withSecret: boolean },
) => Promise<unknown>;

export interface BackupSocketOptions {
  /** The answer to a caller that would write the backup in clear; null: it is served, without the secret. */
  plainRefused: string | null;
}

/**
 * Listens on DATA_DIR/portal.sock; null (with a warning) where the path is too long for a socket.
 * A socket file a killed server left is replaced: this process holds the folder's lock.
 */
export async function serveBackupSocket(
  dataDir: string,
  writeArchive: ArchiveWriter,
  log: BackupSocketLog,
  { plainRefused }: BackupSocketOptions = { plainRefused: null },
): Promise<{ close(): Promise<void> } | null> {
  const path = backupSocketPath(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    log.warn(
      `Backups while the portal runs are off: the path ${path} is longer than a socket's ` +
        `${MAX_SOCKET_PATH} bytes (choose a shorter DATA_DIR); npm run backup needs the server ` +
        `stopped.`,
    );
    return null;
  }
  await unlink(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  const server = createServer((incoming, response) => {
    const asked = new URL(incoming.url ?? '/', 'http://portal.sock');
    if (incoming.method !== 'GET' || asked.pathname !== '/backup') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    const encrypting = asked.searchParams.get('encrypting') === 'true';
    if (!encrypting && plainRefused) {
      response.writeHead(409, { 'content-type': 'text/plain' }).end(`${plainRefused}\n`);
      return;
    }
    const cancel = new AbortController();
    // The caller went away (or the server is stopping): the archive stops being written.
    response.on('close', () => cancel.abort());
    response.setHeader('content-type', 'application/gzip');
    writeArchive(response, cancel.signal, { withSecret: encrypting }).catch((error: unknown) => {
      const reason = (error as Error).message;
      if (!cancel.signal.aborted) log.warn(`A backup asked for through ${path} failed: ${reason}`);
      if (!response.headersSent)
        response.writeHead(500, { 'content-type': 'text/plain' }).end(`${reason}\n`);
      else response.destroy();
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(path, () => done());
  });
  await chmod(path, 0o600);
  return {
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

/** Passes the bytes on and checks they are one whole gzip stream: a cut one fails at its end. */
function checkedGzip(): Transform {
  const gunzip = createGunzip();
  gunzip.resume();
  const ended = new Promise<void>((done, fail) => {
    gunzip.once('end', done);
    gunzip.once('error', fail);
  });
  ended.catch(() => undefined);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      gunzip.write(chunk);
      callback(null, chunk);
    },
    flush(callback) {
      gunzip.end();
      ended.then(() => callback(), callback);
    },
  });
}

/** A backup the server refused (409) or could not make; its message is the server's. */
export class ServerBackupError extends Error {
  override name = 'ServerBackupError';
  constructor(
    message: string,
    readonly refused: boolean,
  ) {
    super(message);
  }
}

/**
 * Asks the server on this data folder for a backup: the archive's bytes (checked to be whole as
 * they pass), the kept secret in them only when `encrypting`; or null when no server answers
 * on the socket (none runs, or one that died left the file behind).
 */
export function backupFromServer(
  dataDir: string,
  { encrypting }: { encrypting: boolean },
): Promise<{ bytes: IncomingMessage; checked: Transform } | null> {
  return new Promise((done, fail) => {
    const asked = request({
      socketPath: backupSocketPath(dataDir),
      path: encrypting ? '/backup?encrypting=true' : '/backup',
      method: 'GET',
    });
    asked.once('error', (error: NodeJS.ErrnoException) => {
      if (
        ['ENOENT', 'ECONNREFUSED', 'ENOTSOCK', 'EINVAL', 'ENAMETOOLONG'].includes(error.code ?? '')
      )
        done(null);
      else fail(error);
    });
    asked.once('response', (response) => {
      if (response.statusCode === 200) {
        done({ bytes: response, checked: checkedGzip() });
        return;
      }
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        fail(
          new ServerBackupError(
            text.trim() || `the server answered ${response.statusCode}`,
            response.statusCode === 409,
          ),
        ),
      );
    });
    asked.end();
  });
}
