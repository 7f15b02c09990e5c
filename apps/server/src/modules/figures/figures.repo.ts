import { asc, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { chargesKeySql } from './charges-key';
import { astrologers, servicePrices, services } from '../../db/schema';

/** What happened to an appointment or its money: each is counted in the period it happened in. */
export type FigureKind =
  'booked' | 'held' | 'no_show' | 'cancelled' | 'paid_online' | 'paid_cash' | 'refund';

export interface KindRow {
  kind: FigureKind;
  /** The period: 1 for the first of the range. */
  period: number;
  /** The astrologer (or the service, in the split by service); null: none yet. */
  key: number | null;
  count: number;
  paise: number;
}

/**
 * Payments received (or refunds given back) alike: same period, astrologer, country, amount and
 * services at the same prices.
 */
export interface MoneyKindRow {
  kind: 'paid_online' | 'paid_cash' | 'refund';
  /** The period: 1 for the first of the range. */
  period: number;
  astrologerId: number | null;
  countryId: number;
  amountPaise: number;
  /** "serviceId:pricePaise" for each of the appointment's services, by service id, comma-separated. */
  services: string;
  /** A payment's charges as its receipt has them (charges-key.ts); null for a refund. */
  charges: string | null;
  count: number;
}

export interface Range {
  /** The periods' boundaries (India midnights): period n (from 1) is [bounds[n-1], bounds[n]). */
  bounds: Date[];
  /** The same boundaries as India days ("2026-11-01"): the last is the day after the range. */
  days: string[];
}

/**
 * Moments from `from` up to (not including) `to`: where the figures are counted from the tables
 * themselves.
 */
export interface Span {
  from: Date;
  to: Date;
}

/**
 * The periods' boundaries as a PostgreSQL array: width_bucket(moment, bounds) is the period a
 * moment is in (from 1).
 */
const boundsOf = (range: Range) =>
  sql`${`{${range.bounds.map((moment) => moment.toISOString()).join(',')}}`}::timestamptz[]`;
/** The same as India days: width_bucket(day, dayBounds) is the period a summed day is in. */
const dayBoundsOf = (range: Range) => sql`${`{${range.days.join(',')}}`}::date[]`;

/** `column` within any of the spans. */
function within(column: SQL, spans: readonly Span[]): SQL {
  return sql.join(
    spans.map(
      (span) =>
        sql`(${column} >= ${span.from.toISOString()}::timestamptz
          and ${column} < ${span.to.toISOString()}::timestamptz)`,
    ),
    sql` or `,
  );
}

/**
 * Everything the figures count, one row per event, each with the period of its own moment (an
 * index on each of those columns, migration 0017; the spans' constant bounds let the planner
 * see how many rows it reads; no row's time is converted): bookings by when made, consultations
 * held and no-shows by their time, cancellations by when cancelled, payments by when received (a
 * second payment given back still was received: `refunded`), refunds by when given back.
 */
function events(range: Range, spans: readonly Span[]) {
  const bounds = boundsOf(range);
  return sql`
    select 'booked' as kind, width_bucket(a.created_at, ${bounds}) as period,
        a.id as appointment_id, a.id as event_id, a.astrologer_id, 0::bigint as amount
      from appointments a where (${within(sql`a.created_at`, spans)})
    union all
    select case a.status when 'completed' then 'held' else 'no_show' end,
        width_bucket(a.scheduled_at, ${bounds}), a.id, a.id, a.astrologer_id, 0::bigint
      from appointments a
      where (${within(sql`a.scheduled_at`, spans)}) and a.status in ('completed', 'no_show')
    union all
    select 'cancelled', width_bucket(a.cancelled_at, ${bounds}), a.id, a.id, a.astrologer_id, 0::bigint
      from appointments a where (${within(sql`a.cancelled_at`, spans)}) and a.status = 'cancelled'
    union all
    select 'paid_' || p.method, width_bucket(p.paid_at, ${bounds}), a.id, p.id, a.astrologer_id, p.amount_paise::bigint
      from payments p join appointments a on a.id = p.appointment_id
      where (${within(sql`p.paid_at`, spans)}) and p.status in ('paid', 'refunded')
    union all
    select 'refund', width_bucket(r.processed_at, ${bounds}), a.id, r.id, a.astrologer_id, r.amount_paise::bigint
      from refunds r join appointments a on a.id = r.appointment_id
      where (${within(sql`r.processed_at`, spans)}) and r.status = 'processed'`;
}

/** Counts and money by kind, period and astrologer (columns kind, period, key, count, paise). */
export const byAstrologerQuery = (range: Range, spans: readonly Span[]) => sql`
  with events as (${events(range, spans)})
  select kind, period, astrologer_id as key, count(*)::int as count,
    coalesce(sum(amount), 0)::bigint as paise
  from events group by 1, 2, 3`;

/**
 * Counts by kind, period and service (columns kind, period, key, count): a booking, consultation
 * or cancellation counts once for each of its services.
 */
export const countsByServiceQuery = (range: Range, spans: readonly Span[]) => sql`
  with events as (${events(range, spans)})
  select e.kind, e.period, s.service_id as key, count(*)::int as count
  from events e join appointment_services s on s.appointment_id = e.appointment_id
  where e.kind in ('booked', 'held', 'no_show', 'cancelled')
  group by 1, 2, 3`;

/**
 * Payments received and refunds given back, grouped where they are alike (columns kind, period,
 * astrologer_id, country_id, amount_paise, services, charges, count): same kind, period,
 * astrologer, country, amount, services at the same prices and, for a payment, the same charges
 * on its receipt.
 */
export function moneyAlikeQuery(range: Range, spans: readonly Span[]) {
  const bounds = boundsOf(range);
  return sql`
    with money as (
      select 'paid_' || p.method as kind, width_bucket(p.paid_at, ${bounds}) as period,
          p.appointment_id, p.amount_paise, ${chargesKeySql(sql`p.tax_basis`)} as charges
        from payments p where (${within(sql`p.paid_at`, spans)}) and p.status in ('paid', 'refunded')
      union all
      select 'refund', width_bucket(r.processed_at, ${bounds}), r.appointment_id, r.amount_paise, null
        from refunds r where (${within(sql`r.processed_at`, spans)}) and r.status = 'processed'
    )
    select m.kind, m.period, a.astrologer_id, a.country_id, m.amount_paise,
      (select string_agg(s.service_id || ':' || s.price_paise, ',' order by s.service_id)
        from appointment_services s where s.appointment_id = a.id) as services,
      m.charges, count(*)::int as count
    from money m join appointments a on a.id = m.appointment_id
    group by 1, 2, 3, 4, 5, 6, 7`;
}

/**
 * The day book's sums of one shape for the range's summed days (a day has sums only while summed),
 * by period (the live queries' columns).
 */
function summedQuery(range: Range, shape: 'astrologer' | 'service' | 'money') {
  const money = shape === 'money';
  return sql`
    select s.kind, width_bucket(s.day, ${dayBoundsOf(range)}) as period, s.key, ${
      money
        ? sql`s.key as astrologer_id, s.country_id, s.amount_paise, s.services, s.charges,`
        : sql``
    }
      sum(s.count)::int as count, sum(s.paise)::bigint as paise
    from figure_day_sums s
    where s.shape = ${shape} and s.day >= ${range.days[0]}::date and s.day < ${range.days.at(-1)}::date
    group by s.kind, 2, s.key${money ? sql`, s.country_id, s.amount_paise, s.services, s.charges` : sql``}`;
}

type Raw = Record<string, unknown>;
/** A raw query's rows. */
export const rowsOf = (result: unknown) => (result as { rows: Raw[] }).rows;
const keyOf = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export function createFiguresRepo(db: Database) {
  /** A live query's rows; none asked for when there is nothing to count live. */
  const rowsIn = async (query: SQL, spans: readonly Span[]) =>
    spans.length === 0 ? [] : rowsOf(await db.execute(query));
  return {
    /**
     * Counts and money by kind, period and astrologer: the spans counted from the tables, the day
     * book's summed days added.
     */
    async byAstrologer(range: Range, spans: readonly Span[]): Promise<KindRow[]> {
      const rows = [
        ...(await rowsIn(byAstrologerQuery(range, spans), spans)),
        ...rowsOf(await db.execute(summedQuery(range, 'astrologer'))),
      ];
      return rows.map((row) => ({
        kind: row.kind as FigureKind,
        period: Number(row.period),
        key: keyOf(row.key),
        count: Number(row.count),
        paise: Number(row.paise),
      }));
    },

    /**
     * Counts by kind, period and service: a booking, consultation or cancellation counts once for
     * each of its services.
     */
    async countsByService(range: Range, spans: readonly Span[]): Promise<KindRow[]> {
      const rows = [
        ...(await rowsIn(countsByServiceQuery(range, spans), spans)),
        ...rowsOf(await db.execute(summedQuery(range, 'service'))),
      ];
      return rows.map((row) => ({
        kind: row.kind as FigureKind,
        period: Number(row.period),
        key: keyOf(row.key),
        count: Number(row.count),
        paise: 0,
      }));
    },

    /**
     * Payments received and refunds given back, grouped where they are alike: same kind, period,
     * astrologer, country, amount and services at the same prices. Each group's GST (a payment's
     * receipt) and its share by service are then worked out once, and multiplied by the count.
     */
    async moneyAlike(range: Range, spans: readonly Span[]): Promise<MoneyKindRow[]> {
      const rows = [
        ...(await rowsIn(moneyAlikeQuery(range, spans), spans)),
        ...rowsOf(await db.execute(summedQuery(range, 'money'))),
      ];
      return rows.map((row) => ({
        kind: row.kind as MoneyKindRow['kind'],
        period: Number(row.period),
        astrologerId: keyOf(row.astrologer_id),
        countryId: Number(row.country_id),
        amountPaise: Number(row.amount_paise),
        services: typeof row.services === 'string' ? row.services : '',
        charges: typeof row.charges === 'string' ? row.charges : null,
        count: Number(row.count),
      }));
    },

    /** The range's days the day book holds sums for. */
    async summedDays(range: Range): Promise<string[]> {
      const result = await db.execute(sql`
        select to_char(day, 'YYYY-MM-DD') as day from figure_days
        where summed and day >= ${range.days[0]}::date and day < ${range.days.at(-1)}::date order by day`);
      return rowsOf(result).map((row) => String(row.day));
    },

    services() {
      return db
        .select({
          id: services.id,
          nameEnglish: services.nameEnglish,
          nameTamil: services.nameTamil,
          basePricePaise: services.basePricePaise,
        })
        .from(services)
        .orderBy(asc(services.sortOrder), asc(services.id));
    },
    servicePrices() {
      return db.select().from(servicePrices);
    },
    astrologers() {
      return db
        .select({
          id: astrologers.id,
          nameEnglish: astrologers.nameEnglish,
          nameTamil: astrologers.nameTamil,
        })
        .from(astrologers)
        .orderBy(asc(astrologers.id));
    },
  };
}

export type FiguresRepo = ReturnType<typeof createFiguresRepo>;
