/** How many errors deep a wrapped cause is looked for (drizzle and PGlite wrap once or twice). */
const MAX_CAUSE_DEPTH = 4;

/** True when the error, or one it wraps (`cause`), passes `test`. */
export function anyCause(
  error: unknown,
  test: (cause: { code?: unknown; message?: unknown }) => boolean,
): boolean {
  for (
    let current = error, depth = 0;
    current && depth < MAX_CAUSE_DEPTH;
    current = (current as { cause?: unknown }).cause, depth += 1
  ) {
    if (test(current)) return true;
  }
  return false;
}
