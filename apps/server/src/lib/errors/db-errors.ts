/** The SQLSTATE of a database error, wherever the driver put it (PGlite wraps it in `cause`). */
function sqlState(error: unknown): string | undefined {
  return (error as { code?: string } | null)?.code ?? (error as { cause?: { code?: string } } | null)?.cause?.code;
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
