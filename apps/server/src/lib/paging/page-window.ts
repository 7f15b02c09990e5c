import { count } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';

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
 * A list is counted this far and no further (decision 0071): 400 pages of 25. Counting a million
 * messages costs what reading them does; past this the office narrows (a day, a status, a search).
 */
export const LIST_COUNT_CAP = 10_000;

/**
 * The rows [offset, offset + pageSize) of a list of `total` rows: from the start, or, past the
 * middle, as rows counted from the end in the reverse order, so a deep page skips at most half
 * the list's index entries, never the whole list.
 */
export function pageWindow(offset: number, pageSize: number, total: number): PageWindow {
  if (offset >= total || offset + pageSize / 2 <= total / 2)
    return { reverse: false, offset, limit: pageSize };
  return {
    reverse: true,
    offset: Math.max(0, total - offset - pageSize),
    limit: Math.min(pageSize, total - offset),
  };
}

/** A page of a list, and its length: exact, or LIST_COUNT_CAP when there are more (`capped`). */
export interface ListPage<Row> {
  rows: Row[];
  total: number;
  capped: boolean;
}

/**
 * One page and the list's length: near the start both at once; deeper, the length first, then the
 * page from the nearer end (from the start when the list is longer than the count goes). `count`
 * counts at most LIST_COUNT_CAP + 1 rows (`cappedCount`); `rows` reads a window in the given
 * direction and returns the rows in the list's own order.
 */
export async function pageOf<Row>(
  offset: number,
  pageSize: number,
  count: () => Promise<number>,
  rows: (window: PageWindow) => Promise<Row[]>,
): Promise<ListPage<Row>> {
  const counted = (found: Row[], value: number): ListPage<Row> => ({
    rows: found,
    total: Math.min(value, LIST_COUNT_CAP),
    capped: value > LIST_COUNT_CAP,
  });
  if (offset < DEEP_OFFSET) {
    const [found, value] = await Promise.all([
      rows({ reverse: false, offset, limit: pageSize }),
      count(),
    ]);
    return counted(found, value);
  }
  const value = await count();
  if (value > LIST_COUNT_CAP)
    return counted(await rows({ reverse: false, offset, limit: pageSize }), value);
  return counted(offset >= value ? [] : await rows(pageWindow(offset, pageSize, value)), value);
}

/** The rows a list's query matches, counted up to LIST_COUNT_CAP + 1 (enough to know there are more). */
export const cappedCount = async (db: Database, matching: PgSelect): Promise<number> =>
  (await db.select({ value: count() }).from(matching.limit(LIST_COUNT_CAP + 1).as('counted')))[0]
    ?.value ?? 0;
