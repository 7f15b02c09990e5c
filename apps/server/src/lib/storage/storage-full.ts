import { anyCause } from '../errors/error-causes';

/**
 * Bytes that do not fit: the disk (or the S3 server) has no room for them. Answered 507
 * STORAGE_FULL: the caller's request was fine, the portal's storage is not.
 */
export class StorageFullError extends Error {
  override name = 'StorageFullError';
  constructor(readonly reason: string) {
    super(`no room to store the bytes: ${reason}`);
  }
}

/** The errnos of a write that found no room: the disk is full, or the user's quota is spent. */
const NO_SPACE_ERRNOS = new Set(['ENOSPC', 'EDQUOT']);

/** True when this error, or one it wraps, is a write refused for lack of space (ENOSPC, EDQUOT). */
export function isNoSpaceErrno(error: unknown): boolean {
  return anyCause(error, ({ code }) => typeof code === 'string' && NO_SPACE_ERRNOS.has(code));
}
