import { addDays } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { indiaMoment } from '../../lib/india-time';
import {
  byAstrologerQuery,
  countsByServiceQuery,
  moneyAlikeQuery,
  rowsOf,
  type Range,
  type Span,
} from './figures.repo';

/** At most this many days are summed in one transaction: a writer to one of them waits no longer than that takes. */
const DAYS_PER_SUMMING = 31;
/**
 * After summing this many days at once the book's statistics are refreshed (ANALYZE, some
 * milliseconds): a book that grew from nothing to a year would otherwise be read by a plan made
 * for an empty table (a nested loop and a sort instead of hashing: 65 ms instead of 29 for a
 * year's money) until autovacuum came by.
 */
const DAYS_BEFORE_ANALYZE = 60;

const dayArray = (days: readonly string[]) => sql`${`{${days.join(',')}}`}::date[]`;

/** Each day from `first` to `last`, both included. */
export function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The days, from the first, as spans of India moments: days next to each other make one span. */
export function spansOfDays(days: readonly string[]): Span[] {
  const spans: Span[] = [];
  let start: string | null = null;
  days.forEach((day, position) => {
    start ??= day;
    const next = addDays(day, 1);
    if (days[position + 1] !== next) {
      spans.push({ from: indiaMoment(start, 0), to: indiaMoment(next, 0) });
      start = null;
    }
  });
  return spans;
}

/** The days next to each other, in runs of at most `size`. */
function runsOf(days: readonly string[], size: number): string[][] {
  const runs: string[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && run.length < size && addDays(run.at(-1)!, 1) === day) run.push(day);
    else runs.push([day]);
  }
  return runs;
}

/**
 * The figures' day book (docs/decisions/0073): the sums of each India day that has ended, in the
 * shapes the figures read (figures.repo.ts), kept in figure_day_sums while figure_days says the day
 * is summed. The database unsays it, and deletes the day's sums, when anything counted on that day
 * changes (migration 0021).
 *
 * Summing a day takes its figure_days row's lock first, and skips a day whose row a writer holds:
 * a writer whose change counts on a day waits for a summing of that day to finish and then marks
 * it unsummed; a summing never waits for a writer, so the two cannot deadlock. A day is summed
 * only an hour after it ended, so a change begun before midnight (which left the day alone, as it
 * was today) has long finished.
 */
export function createFigureDayBook(db: Database) {
  /** Sums the run's days whose rows it can lock; returns how many it summed. */
  async function sumRun(run: readonly string[]): Promise<number> {
    await db.execute(
      sql`insert into figure_days (day) select unnest(${dayArray(run)}) on conflict do nothing`,
    );
    return db.transaction(async (tx) => {
      const locked = rowsOf(
        await tx.execute(sql`
          select to_char(day, 'YYYY-MM-DD') as day from figure_days
          where day = any(${dayArray(run)}) and not summed order by day for update skip locked`),
      ).map((row) => String(row.day));
      if (locked.length === 0) return 0;
      // One period for each day from the first locked to the last; only the locked days are read.
      const days = daysFrom(locked[0]!, locked.at(-1)!);
      const boundaries = [...days, addDays(days.at(-1)!, 1)];
      const range: Range = {
        days: boundaries,
        bounds: boundaries.map((day) => indiaMoment(day, 0)),
      };
      const spans = spansOfDays(locked);
      const dayOf = sql`(${dayArray(days)})[q.period]`;
      await tx.execute(sql`delete from figure_day_sums where day = any(${dayArray(locked)})`);
      await tx.execute(sql`
        insert into figure_day_sums (day, shape, kind, key, count, paise)
        select ${dayOf}, 'astrologer', q.kind, q.key, q.count, q.paise
        from (${byAstrologerQuery(range, spans)}) q`);
      await tx.execute(sql`
        insert into figure_day_sums (day, shape, kind, key, count, paise)
        select ${dayOf}, 'service', q.kind, q.key, q.count, 0
        from (${countsByServiceQuery(range, spans)}) q`);
      await tx.execute(sql`
        insert into figure_day_sums
          (day, shape, kind, key, country_id, amount_paise, services, charges, count, paise)
        select ${dayOf}, 'money', q.kind, q.astrologer_id, q.country_id, q.amount_paise,
          q.services, q.charges, q.count, q.amount_paise * q.count
        from (${moneyAlikeQuery(range, spans)}) q`);
      await tx.execute(
        sql`update figure_days set summed = true where day = any(${dayArray(locked)})`,
      );
      return locked.length;
    });
  }

  return {
    /**
     * Sums every day of [firstDay, dayAfter) that ended over an hour ago and is not summed; returns
     * how many days it summed.
     */
    async sumEndedDays(firstDay: string, dayAfter: string): Promise<number> {
      const missing = rowsOf(
        await db.execute(sql`
          select to_char(g.moment, 'YYYY-MM-DD') as day
          from generate_series(
            ${firstDay}::date,
            least(
              ${dayAfter}::date,
              ((clock_timestamp() - interval '1 hour') at time zone 'Asia/Kolkata')::date
            ) - 1,
            interval '1 day'
          ) as g(moment)
          where not exists (select 1 from figure_days f where f.day = g.moment::date and f.summed)
          order by g.moment`),
      ).map((row) => String(row.day));
      let summed = 0;
      for (const run of runsOf(missing, DAYS_PER_SUMMING)) summed += await sumRun(run);
      if (summed >= DAYS_BEFORE_ANALYZE)
        await db.execute(sql`analyze figure_days, figure_day_sums`);
      return summed;
    },
  };
}

export type FigureDayBook = ReturnType<typeof createFigureDayBook>;
