/** PostgreSQL's unique_violation, wherever the driver put it (PGlite wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code ?? (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23505';
}
