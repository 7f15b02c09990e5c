import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createFileExclusively } from './exclusive-file';

export const SECRET_FILE = 'auth-secret';
const MIN_LENGTH = 32;

/** Thrown when the kept secret cannot be read or made; its message is meant for the operator. */
export class SecretFileError extends Error {
  override name = 'SecretFileError';
}

function readSecret(path: string): string | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new SecretFileError(
      `Cannot read the server's secret in ${path}: ${(error as Error).message}. Set ` +
        `AUTH_SECRET, or let the server read that file.`,
    );
  }
  if (text.length < MIN_LENGTH) {
    throw new SecretFileError(
      `The server's secret in ${path} is shorter than ${MIN_LENGTH} characters. Delete the ` +
        `file to make a new one (sign-in codes, captchas and test checkouts under way become ` +
        `invalid), or set AUTH_SECRET.`,
    );
  }
  return text;
}

function syncFolder(folder: string): void {
  const fd = openSync(folder, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * The secret kept in `<dataDir>/auth-secret` when AUTH_SECRET is not set: 48 random bytes
 * (base64url), made on first start, readable by its owner only (0600), so that a restart keeps
 * sign-in codes, captchas and test-gateway checkouts valid. Made atomically (never seen half
 * written); when two processes start at once, the one that comes second reads the other's.
 */
export function keptSecret(dataDir: string): { secret: string; path: string; created: boolean } {
  const folder = resolve(dataDir);
  const path = join(folder, SECRET_FILE);
  const existing = readSecret(path);
  if (existing) return { secret: existing, path, created: false };
  try {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    const secret = randomBytes(48).toString('base64url');
    try {
      createFileExclusively(path, `${secret}\n`, 0o600);
    } catch (error) {
      // Another process starting at the same moment made it first: theirs is the one.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      return { secret: readSecret(path)!, path, created: false };
    }
    syncFolder(folder);
    return { secret, path, created: true };
  } catch (error) {
    if (error instanceof SecretFileError) throw error;
    throw new SecretFileError(
      `Cannot keep the server's secret in ${path}: ${(error as Error).message}. Set ` +
        `AUTH_SECRET, or make DATA_DIR (${folder}) writable.`,
    );
  }
}
