import { z } from 'zod';
import { validationKeys } from './common';
import { addDays } from './calendar-dates';
import { calendarDateSchema } from './slots';

/** How the figures are grouped: India days, ISO weeks (Monday first) or calendar months. */
export const figureGroups = ['day', 'week', 'month'] as const;
export type FigureGroup = (typeof figureGroups)[number];

/** The longest range each grouping answers: 366 days by day; ten years by week or month. */
export const FIGURES_MAX_DAYS: Record<FigureGroup, number> = { day: 366, week: 3653, month: 3653 };

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** GET /api/admin/figures: from and to are India calendar days, both included. */
export const figuresQuerySchema = z
  .object({
    from: calendarDateSchema,
    to: calendarDateSchema,
    group: z.enum(figureGroups).default('day'),
  })
  .refine((query) => query.from <= query.to, { path: ['to'], message: validationKeys.date_range })
  .refine(
    (query) =>
      query.from > query.to || daysBetween(query.from, query.to) <= FIGURES_MAX_DAYS[query.group],
    { path: ['from'], message: validationKeys.figures_range },
  );
export type FiguresQuery = z.input<typeof figuresQuerySchema>;

const rupees = z.string().regex(/^-?\d+\.\d{2}$/);

/**
 * One set of figures. Counts: bookings made (by when they were made), consultations held and
 * no-shows (by their consultation's time), cancellations (by when cancelled). Money, in rupees
 * with paise: payments received online and in cash (by when received), refunds given back (by
 * when given back; pending ones are not yet counted), the GST inside the payments received (the
 * receipts' own figure), and net = online + cash - refunds.
 */
export const figureValuesSchema = z
  .object({
    bookings: z.number().int(),
    held: z.number().int(),
    no_shows: z.number().int(),
    cancellations: z.number().int(),
    online: rupees,
    cash: rupees,
    refunds: rupees,
    gst: rupees,
    net: rupees,
  })
  .meta({ id: 'FigureValues' });
export type FigureValues = z.infer<typeof figureValuesSchema>;

/** A period: its first and last day inside the range asked for (India dates), and its figures. */
export const figurePeriodSchema = figureValuesSchema
  .extend({ start: z.string(), end: z.string() })
  .meta({ id: 'FigurePeriod' });
export type FigurePeriod = z.infer<typeof figurePeriodSchema>;

/** A service's or an astrologer's share: its totals and its figures in each period (same order as `periods`). */
const figureSplitSchema = z.object({
  totals: figureValuesSchema,
  periods: z.array(figureValuesSchema),
});

export const figuresReplySchema = z.object({
  success: z.literal(true),
  from: z.string(),
  to: z.string(),
  group: z.enum(figureGroups),
  periods: z.array(figurePeriodSchema),
  totals: figureValuesSchema,
  /**
   * By service: a booking, consultation or cancellation counts once for each of its services;
   * money is shared among an appointment's services by what each cost, to the paisa, so the
   * services' money adds up to the totals.
   */
  by_service: z.array(
    figureSplitSchema.extend({
      service: z.object({ id: z.number().int(), name_english: z.string(), name_tamil: z.string() }),
    }),
  ),
  /** By astrologer; `astrologer` null: appointments not yet given a time (and so no astrologer). */
  by_astrologer: z.array(
    figureSplitSchema.extend({
      astrologer: z
        .object({ id: z.number().int(), name_english: z.string(), name_tamil: z.string() })
        .nullable(),
    }),
  ),
});
export type FiguresReply = z.infer<typeof figuresReplySchema>;

/** The periods of a range: each period's first and last day, clipped to the range (India dates). */
export function figurePeriodsOf(
  from: string,
  to: string,
  group: FigureGroup,
): { start: string; end: string; key: string }[] {
  const periods: { start: string; end: string; key: string }[] = [];
  let start = from;
  while (start <= to) {
    const key = periodKeyOf(start, group);
    const next = nextPeriodKey(key, group);
    const last = addDays(next, -1);
    periods.push({ key, start, end: last < to ? last : to });
    start = next;
  }
  return periods;
}

/** The first day of the period a day falls in: the day itself, its week's Monday, or its month's first. */
export function periodKeyOf(date: string, group: FigureGroup): string {
  if (group === 'day') return date;
  if (group === 'month') return `${date.slice(0, 8)}01`;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

function nextPeriodKey(key: string, group: FigureGroup): string {
  if (group === 'day') return addDays(key, 1);
  if (group === 'week') return addDays(key, 7);
  const [year, month] = key.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}
