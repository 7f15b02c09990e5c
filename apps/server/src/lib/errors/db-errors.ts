import { anyCause } from './error-causes';
import { isNoSpaceErrno } from '../storage/storage-full';

/** The SQLSTATE of a database error, wherever the driver put it (PGlite wraps it in `cause`). */
function sqlState(error: unknown): string | undefined {
  return (
    (error as { code?: string } | null)?.code ??
    (error as { cause?: { code?: string } } | null)?.cause?.code
  );
}

/** PostgreSQL's unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/** PostgreSQL's exclusion_violation: for appointments, a time that overlaps another booking. */
export function isExclusionViolation(error: unknown): boolean {
  return sqlState(error) === '23P01';
}

/**
 * PostgreSQL's deadlock_detected: two transactions each waited for the other and this one was
 * failed to free the other. Nothing it wrote was kept; run again, it may well succeed.
 */
export function isDeadlock(error: unknown): boolean {
  return sqlState(error) === '40P01';
}

/**
 * SQLSTATEs of a database that cannot be reached or is going away: class 08 (connection
 * exception), 57P01–57P03 (terminated by the administrator, crash shutdown, cannot connect now:
 * a restart or failover), 53300 (too many connections).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[1-3]|53300)$/;
/** Errors of the driver or the socket, before any SQLSTATE: the connection broke or never came. */
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES = new RegExp(
  [
    /Connection terminated|connection timeout|timeout exceeded when trying to connect/.source,
    /Query read timeout|not queryable|Client was closed|Cannot use a pool after calling end/.source,
    /PGlite is closed|is not currently accepting connections/.source,
    /the database system is (starting up|shutting down|in recovery mode)/.source,
  ].join('|'),
  'i',
);

/**
 * True when a failure says the database is out of reach, not that the call was wrong: the
 * connection was cut (a restart, a failover, a terminated backend, a network cut) or could not
 * be made. Such a call is answered 503 DATABASE_UNAVAILABLE: the server rolled back the
 * transaction it was in (a cut during the commit itself is the one moment that cannot tell, which
 * is why the customer's calls that change things take an Idempotency-Key).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return anyCause(
    error,
    ({ code, message }) =>
      (typeof code === 'string' &&
        (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_ERRNOS.has(code))) ||
      (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)),
  );
}

/** PostgreSQL's disk_full. */
const DISK_FULL_STATE = '53100';

/**
 * True when a database write failed because its disk is full: SQLSTATE 53100 disk_full (PGlite
 * wraps it: `cause.code`), or ENOSPC/EDQUOT reaching us. Nothing was written; the call is
 * answered 503 DATABASE_UNAVAILABLE and may succeed once space returns.
 */
export function isDiskFull(error: unknown): boolean {
  return (
    isNoSpaceErrno(error) ||
    anyCause(
      error,
      ({ code, message }) =>
        code === DISK_FULL_STATE ||
        (typeof message === 'string' &&
          /No space left on device|Disk quota exceeded/i.test(message)),
    )
  );
}
