import { asc, sql } from 'drizzle-orm';
import type { FigureGroup } from '@portal/contracts';
import type { Database } from '../../db/database';
import { astrologers, countryCharges, servicePrices, services } from '../../db/schema';

/** What happened to an appointment or its money: each is counted in the period it happened in. */
export type FigureKind = 'booked' | 'held' | 'no_show' | 'cancelled' | 'paid_online' | 'paid_cash' | 'refund';

export interface KindRow {
  kind: FigureKind;
  /** The period's first day (India). */
  period: string;
  /** The astrologer (or the service, in the split by service); null: none yet. */
  key: number | null;
  count: number;
  paise: number;
}

/** Payments received alike: same period, astrologer, country, amount and services at the same prices. */
export interface PaymentKindRow {
  period: string;
  astrologerId: number | null;
  countryId: number;
  amountPaise: number;
  /** "serviceId:pricePaise" for each of the appointment's services, by service id, comma-separated. */
  services: string;
  count: number;
}

export interface Range {
  /** The first moment of the first day and of the day after the last (India midnights). */
  from: Date;
  to: Date;
  group: FigureGroup;
}

const periodOf = (group: FigureGroup, column: string) => sql.raw(`to_char(date_trunc('${group}', ${column} at time zone 'Asia/Kolkata'), 'YYYY-MM-DD')`);

/**
 * Everything the figures count, one row per event, each with the moment it counts at (an
 * index on each of those columns, migration 0018): bookings by when made, consultations held
 * and no-shows by their time, cancellations by when cancelled, payments by when received (a
 * second payment given back still was received: `refunded`), refunds by when given back.
 */
function events(range: Range) {
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  return sql`
    select 'booked' as kind, a.created_at as at, a.id as appointment_id, a.id as event_id, a.astrologer_id, 0::bigint as amount
      from appointments a where a.created_at >= ${from}::timestamptz and a.created_at < ${to}::timestamptz
    union all
    select case a.status when 'completed' then 'held' else 'no_show' end, a.scheduled_at, a.id, a.id, a.astrologer_id, 0::bigint
      from appointments a where a.scheduled_at >= ${from}::timestamptz and a.scheduled_at < ${to}::timestamptz and a.status in ('completed', 'no_show')
    union all
    select 'cancelled', a.cancelled_at, a.id, a.id, a.astrologer_id, 0::bigint
      from appointments a where a.cancelled_at >= ${from}::timestamptz and a.cancelled_at < ${to}::timestamptz and a.status = 'cancelled'
    union all
    select 'paid_' || p.method, p.paid_at, a.id, p.id, a.astrologer_id, p.amount_paise::bigint
      from payments p join appointments a on a.id = p.appointment_id
      where p.paid_at >= ${from}::timestamptz and p.paid_at < ${to}::timestamptz and p.status in ('paid', 'refunded')
    union all
    select 'refund', r.processed_at, a.id, r.id, a.astrologer_id, r.amount_paise::bigint
      from refunds r join appointments a on a.id = r.appointment_id
      where r.processed_at >= ${from}::timestamptz and r.processed_at < ${to}::timestamptz and r.status = 'processed'`;
}

type Raw = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Raw[] }).rows;
const keyOf = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export function createFiguresRepo(db: Database) {
  return {
    /** Counts and money by kind, period and astrologer. */
    async byAstrologer(range: Range): Promise<KindRow[]> {
      const result = await db.execute(sql`
        with events as (${events(range)})
        select kind, ${periodOf(range.group, 'at')} as period, astrologer_id as key, count(*)::int as count, coalesce(sum(amount), 0)::bigint as paise
        from events group by 1, 2, 3`);
      return rowsOf(result).map((row) => ({ kind: row.kind as FigureKind, period: String(row.period), key: keyOf(row.key), count: Number(row.count), paise: Number(row.paise) }));
    },

    /**
     * Counts by kind, period and service (an appointment counts once for each of its services), and
     * money shared among an appointment's services by what each cost: each service's share is the
     * rounded-down running share less the one before it (whole-number division: sum() of integers is numeric, hence the casts), so the shares add up to the amount exactly.
     */
    async byService(range: Range): Promise<KindRow[]> {
      const result = await db.execute(sql`
        with events as (${events(range)}),
        lines as (
          select e.kind, e.at, s.service_id, e.amount, s.price_paise::bigint as price,
            (sum(s.price_paise) over (partition by e.kind, e.event_id order by s.service_id rows unbounded preceding))::bigint as running,
            (sum(s.price_paise) over (partition by e.kind, e.event_id))::bigint as whole
          from events e join appointment_services s on s.appointment_id = e.appointment_id
        )
        select kind, ${periodOf(range.group, 'at')} as period, service_id as key, count(*)::int as count,
          coalesce(sum(case when amount = 0 then 0 else amount * running / whole - amount * (running - price) / whole end), 0)::bigint as paise
        from lines group by 1, 2, 3`);
      return rowsOf(result).map((row) => ({ kind: row.kind as FigureKind, period: String(row.period), key: keyOf(row.key), count: Number(row.count), paise: Number(row.paise) }));
    },

    /** Payments received, grouped where their receipts are alike (so each receipt's GST is worked out once per group). */
    async paymentsAlike(range: Range): Promise<PaymentKindRow[]> {
      const result = await db.execute(sql`
        select ${periodOf(range.group, 'p.paid_at')} as period, a.astrologer_id, a.country_id, p.amount_paise,
          (select string_agg(s.service_id || ':' || s.price_paise, ',' order by s.service_id) from appointment_services s where s.appointment_id = a.id) as services,
          count(*)::int as count
        from payments p join appointments a on a.id = p.appointment_id
        where p.paid_at >= ${range.from.toISOString()}::timestamptz and p.paid_at < ${range.to.toISOString()}::timestamptz and p.status in ('paid', 'refunded')
        group by 1, 2, 3, 4, 5`);
      return rowsOf(result).map((row) => ({
        period: String(row.period),
        astrologerId: keyOf(row.astrologer_id),
        countryId: Number(row.country_id),
        amountPaise: Number(row.amount_paise),
        services: typeof row.services === 'string' ? row.services : '',
        count: Number(row.count),
      }));
    },

    services() {
      return db.select({ id: services.id, nameEnglish: services.nameEnglish, nameTamil: services.nameTamil, basePricePaise: services.basePricePaise }).from(services).orderBy(asc(services.sortOrder), asc(services.id));
    },
    servicePrices() {
      return db.select().from(servicePrices);
    },
    charges() {
      return db.select().from(countryCharges).orderBy(asc(countryCharges.sortOrder), asc(countryCharges.id));
    },
    astrologers() {
      return db.select({ id: astrologers.id, nameEnglish: astrologers.nameEnglish, nameTamil: astrologers.nameTamil }).from(astrologers).orderBy(asc(astrologers.id));
    },
  };
}

export type FiguresRepo = ReturnType<typeof createFiguresRepo>;
