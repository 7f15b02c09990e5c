import {
  addDays,
  figurePeriodsOf,
  type figuresQuerySchema,
  type FigureValues,
  type FiguresReply,
} from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { paiseToRupeeText } from '../../lib/money';
import { gstInReceipt } from '../receipts/gst-in-receipt';
import { indiaMoment } from '../../lib/india-time';
import { chargesOfKey } from './charges-key';
import { createFigureDayBook, daysFrom, spansOfDays } from './figure-day-book';
import {
  createFiguresRepo,
  type FigureKind,
  type KindRow,
  type MoneyKindRow,
  type Range,
} from './figures.repo';

type FiguresQuery = z.output<typeof figuresQuerySchema>;

/** Figures while they are added up: counts, and money in paise. */
interface Tally {
  bookings: number;
  held: number;
  no_shows: number;
  cancellations: number;
  online: number;
  cash: number;
  refunds: number;
  gst: number;
}

const emptyTally = (): Tally => ({
  bookings: 0,
  held: 0,
  no_shows: 0,
  cancellations: 0,
  online: 0,
  cash: 0,
  refunds: 0,
  gst: 0,
});

const countOf: Partial<Record<FigureKind, keyof Tally>> = {
  booked: 'bookings',
  held: 'held',
  no_show: 'no_shows',
  cancelled: 'cancellations',
};
const moneyOf: Partial<Record<FigureKind, keyof Tally>> = {
  paid_online: 'online',
  paid_cash: 'cash',
  refund: 'refunds',
};

function addRow(tally: Tally, row: KindRow): void {
  const count = countOf[row.kind];
  if (count) tally[count] += row.count;
  const money = moneyOf[row.kind];
  if (money) tally[money] += row.paise;
}

function valuesOf(tally: Tally): FigureValues {
  return {
    bookings: tally.bookings,
    held: tally.held,
    no_shows: tally.no_shows,
    cancellations: tally.cancellations,
    online: paiseToRupeeText(tally.online),
    cash: paiseToRupeeText(tally.cash),
    refunds: paiseToRupeeText(tally.refunds),
    gst: paiseToRupeeText(tally.gst),
    net: paiseToRupeeText(tally.online + tally.cash - tally.refunds),
  };
}

/** A tally for each period of the range, and the sum of them all. */
class PeriodTallies {
  readonly byPeriod: Tally[];
  constructor(count: number) {
    this.byPeriod = Array.from({ length: count }, emptyTally);
  }
  /** Period n, from 1 (as the database numbers them). */
  at(period: number): Tally {
    const tally = this.byPeriod[period - 1];
    if (!tally) throw new Error(`A figure outside the range's periods: ${period}`);
    return tally;
  }
  total(): Tally {
    const sum = emptyTally();
    for (const tally of this.byPeriod)
      for (const field of Object.keys(sum) as (keyof Tally)[]) sum[field] += tally[field];
    return sum;
  }
  isEmpty(): boolean {
    return this.byPeriod.every((tally) => Object.values(tally).every((value) => value === 0));
  }
}

function tallyMap(count: number) {
  const tallies = new Map<number | null, PeriodTallies>();
  return {
    tallies,
    of(key: number | null): PeriodTallies {
      let found = tallies.get(key);
      if (!found) tallies.set(key, (found = new PeriodTallies(count)));
      return found;
    },
  };
}

/**
 * An amount shared among an appointment's services by what each cost, to the paisa: each share is
 * the rounded-down running share less the one before it, so the shares add up to the amount.
 */
export function sharesByPrice(amountPaise: number, pricesPaise: readonly number[]): number[] {
  const whole = pricesPaise.reduce((sum, price) => sum + price, 0);
  if (whole <= 0) return pricesPaise.map(() => 0);
  let running = 0;
  let given = 0;
  return pricesPaise.map((price) => {
    running += price;
    const upTo = Number((BigInt(amountPaise) * BigInt(running)) / BigInt(whole));
    const share = upTo - given;
    given = upTo;
    return share;
  });
}

/**
 * The office's figures (docs/decisions/0066): what was booked, held, missed and
 * cancelled, and the money taken, given back and its GST, in each period of a range of India days,
 * and the same by service and by astrologer. Every sum is made by the database over the payments
 * and refunds tables themselves; the GST is each receipt's own (receipts/gst-in-receipt.ts),
 * worked out once for each kind of receipt and multiplied by how many there were.
 */
export function createFiguresService({ db, log }: { db: Database; log: FastifyBaseLogger }) {
  const repo = createFiguresRepo(db);
  const dayBook = createFigureDayBook(db);

  /**
   * The day book brought up to date for the range's ended days; if it cannot be, the figures
   * count those days from the tables.
   */
  async function sumEndedDays(range: Range): Promise<void> {
    try {
      await dayBook.sumEndedDays(range.days[0]!, range.days.at(-1)!);
    } catch (error) {
      log.warn(
        { err: error },
        'The figures day book could not sum the days; they are counted from the tables',
      );
    }
  }

  /**
   * Each group of alike payments and refunds: its money shared among the appointment's services by
   * what each cost (sharesByPrice), and a payment's GST as its receipt shows it (gstInReceipt) to the
   * totals, the astrologer and the services; multiplied by how many there were.
   */
  async function addMoneyAlike(
    rows: MoneyKindRow[],
    totals: PeriodTallies,
    astrologersOf: ReturnType<typeof tallyMap>,
    servicesOf: ReturnType<typeof tallyMap>,
  ) {
    if (rows.length === 0) return;
    const [catalogue, prices] = await Promise.all([repo.services(), repo.servicePrices()]);
    const basePrice = new Map(catalogue.map((service) => [service.id, service.basePricePaise]));
    const countryPrice = new Map(
      prices.map((price) => [`${price.countryId}:${price.serviceId}`, price.basePricePaise]),
    );
    // The same services, amount and charges recur in every period (and for every astrologer): each
    // such payment's shares and GST (by the charges its receipt has, decision 0074) are worked out once.
    const worked = new Map<
      string,
      { lines: [number, number][]; shares: number[]; gst: ReturnType<typeof gstInReceipt> | null }
    >();
    const workOut = (row: MoneyKindRow) => {
      const key =
        `${row.kind === 'refund' ? 'refund' : 'paid'}|${row.countryId}|${row.amountPaise}|` +
        `${row.services}|${row.charges ?? ''}`;
      let found = worked.get(key);
      if (!found) {
        const lines = row.services
          .split(',')
          .filter(Boolean)
          .map((text) => text.split(':').map(Number) as [number, number]);
        const shares = sharesByPrice(
          row.amountPaise,
          lines.map(([, pricePaise]) => pricePaise),
        );
        const paid = lines.map(([serviceId, pricePaise]) => ({
          name: String(serviceId),
          pricePaise,
          currentBasePaise:
            countryPrice.get(`${row.countryId}:${serviceId}`) ?? basePrice.get(serviceId) ?? null,
        }));
        found = {
          lines,
          shares,
          gst:
            row.kind === 'refund'
              ? null
              : gstInReceipt(paid, chargesOfKey(row.charges), row.amountPaise),
        };
        worked.set(key, found);
      }
      return found;
    };
    for (const row of rows) {
      const { lines, shares, gst } = workOut(row);
      const field = moneyOf[row.kind]!;
      shares.forEach((share, position) => {
        servicesOf.of(lines[position]![0]).at(row.period)[field] += share * row.count;
      });
      if (!gst || gst.totalPaise === 0) continue;
      totals.at(row.period).gst += gst.totalPaise * row.count;
      astrologersOf.of(row.astrologerId).at(row.period).gst += gst.totalPaise * row.count;
      lines.forEach(([serviceId], position) => {
        servicesOf.of(serviceId).at(row.period).gst += gst.byServicePaise[position]! * row.count;
      });
    }
  }

  return {
    async figures(query: FiguresQuery): Promise<FiguresReply> {
      const periods = figurePeriodsOf(query.from, query.to, query.group);
      // Each period's first moment, and the moment after the last day (India midnights).
      const days = [...periods.map((period) => period.start), addDays(query.to, 1)];
      const range: Range = { days, bounds: days.map((day) => indiaMoment(day, 0)) };
      await sumEndedDays(range);
      // One snapshot: the sums agree with each other. JIT compilation is off: it costs more than these queries.
      const [astrologerRows, serviceRows, alike, team, catalogue] = await db.transaction(
        async (tx) => {
          await tx.execute(sql`set local jit = off`);
          const inTransaction = createFiguresRepo(tx);
          // The days the day book holds are read from it; the rest (today, days to come, a day being
          // changed) from the tables themselves.
          const summed = new Set(await inTransaction.summedDays(range));
          const spans = spansOfDays(
            daysFrom(days[0]!, addDays(days.at(-1)!, -1)).filter((day) => !summed.has(day)),
          );
          return [
            await inTransaction.byAstrologer(range, spans),
            await inTransaction.countsByService(range, spans),
            await inTransaction.moneyAlike(range, spans),
            await inTransaction.astrologers(),
            await inTransaction.services(),
          ] as const;
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      const totals = new PeriodTallies(periods.length);
      const astrologersOf = tallyMap(periods.length);
      const servicesOf = tallyMap(periods.length);
      for (const row of astrologerRows) {
        addRow(totals.at(row.period), row);
        addRow(astrologersOf.of(row.key).at(row.period), row);
      }
      for (const row of serviceRows) addRow(servicesOf.of(row.key).at(row.period), row);
      await addMoneyAlike(alike, totals, astrologersOf, servicesOf);

      const split = (tallies: PeriodTallies) => ({
        totals: valuesOf(tallies.total()),
        periods: tallies.byPeriod.map(valuesOf),
      });
      const byAstrologer = [...team.map((astrologer) => astrologer.id), null]
        .filter((id) => astrologersOf.tallies.get(id) && !astrologersOf.tallies.get(id)!.isEmpty())
        .map((id) => {
          const astrologer = team.find((one) => one.id === id);
          return {
            astrologer: astrologer
              ? {
                  id: astrologer.id,
                  name_english: astrologer.nameEnglish,
                  name_tamil: astrologer.nameTamil,
                }
              : null,
            ...split(astrologersOf.tallies.get(id)!),
          };
        });
      const byService = catalogue
        .filter(
          (service) =>
            servicesOf.tallies.get(service.id) && !servicesOf.tallies.get(service.id)!.isEmpty(),
        )
        .map((service) => ({
          service: {
            id: service.id,
            name_english: service.nameEnglish,
            name_tamil: service.nameTamil,
          },
          ...split(servicesOf.tallies.get(service.id)!),
        }));

      return {
        success: true,
        from: query.from,
        to: query.to,
        group: query.group,
        periods: periods.map((period, position) => ({
          start: period.start,
          end: period.end,
          ...valuesOf(totals.byPeriod[position]!),
        })),
        totals: valuesOf(totals.total()),
        by_service: byService,
        by_astrologer: byAstrologer,
      };
    },
  };
}

export type FiguresService = ReturnType<typeof createFiguresService>;
