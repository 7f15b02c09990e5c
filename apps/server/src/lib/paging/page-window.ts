/** Where a list's page lies when read from its start, or from its end when that is nearer (decision 0071). */
export interface PageWindow {
  /** Read in the list's reverse order (then turned back). */
  reverse: boolean;
  offset: number;
  limit: number;
}

/** Pages this deep into a list are read once its length is known, from whichever end is nearer. */
export const DEEP_OFFSET = 2_000;

/**
 * The rows [offset, offset + pageSize) of a list of `total` rows: from the start, or, past the
 * middle, as rows counted from the end in the reverse order, so a deep page skips at most half
 * the list's index entries, never the whole list.
 */
export function pageWindow(offset: number, pageSize: number, total: number): PageWindow {
  if (offset >= total || offset + pageSize / 2 <= total / 2) return { reverse: false, offset, limit: pageSize };
  return { reverse: true, offset: Math.max(0, total - offset - pageSize), limit: Math.min(pageSize, total - offset) };
}

/**
 * One page and the list's length: near the start both at once; deeper, the length first, then the
 * page from the nearer end. `rows` reads a window in the given direction and returns the rows in
 * the list's own order.
 */
export async function pageOf<Row>(offset: number, pageSize: number, count: () => Promise<number>, rows: (window: PageWindow) => Promise<Row[]>): Promise<{ rows: Row[]; total: number }> {
  if (offset < DEEP_OFFSET) {
    const [found, total] = await Promise.all([rows({ reverse: false, offset, limit: pageSize }), count()]);
    return { rows: found, total };
  }
  const total = await count();
  return { rows: offset >= total ? [] : await rows(pageWindow(offset, pageSize, total)), total };
}
