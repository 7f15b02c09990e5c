import type { GrahaKey } from './astrology-names';

/**
 * Vimshottari's lords and years, and the rule that divides any period among them (decision 0028): a
 * period of lord L lasting T is shared by the nine lords from L on, each T × its years ÷ 120. The
 * server divides the maha dasas into bhuktis with it; the console divides a bhukti into antarams
 * (the third level, drawn on demand). Plain data and arithmetic, no zod.
 */
export const vimshottariOrder: readonly { lord: GrahaKey; years: number }[] = [
  { lord: 'ketu', years: 7 },
  { lord: 'venus', years: 20 },
  { lord: 'sun', years: 6 },
  { lord: 'moon', years: 10 },
  { lord: 'mars', years: 7 },
  { lord: 'rahu', years: 18 },
  { lord: 'jupiter', years: 16 },
  { lord: 'saturn', years: 19 },
  { lord: 'mercury', years: 17 },
];
export const VIMSHOTTARI_TOTAL_YEARS = 120;

/** The nine sub-periods of a period of `lord` lasting `years`: from its own lord on, each years × sub ÷ 120. */
export function subPeriodLengths(
  lord: GrahaKey,
  years: number,
): { lord: GrahaKey; years: number }[] {
  const first = vimshottariOrder.findIndex((entry) => entry.lord === lord);
  if (first < 0) throw new RangeError(`No Vimshottari lord ${lord}`);
  return vimshottariOrder.map((_, offset) => {
    const sub = vimshottariOrder[(first + offset) % 9]!;
    return { lord: sub.lord, years: (years * sub.years) / VIMSHOTTARI_TOTAL_YEARS };
  });
}

export interface DasaSpan {
  lord: GrahaKey;
  /** The period's full length in dasa years (its dates may be cut at the birth or at the table's end). */
  years: number;
  /** ISO instants. */
  start: string;
  end: string;
}

/**
 * The sub-periods of a period as dated spans, cut to the period's own dates. `cutAtStart`: the
 * period's start is the birth (the first dasa and its first bhuktis), so it really began `years`
 * before its end; otherwise it began at its start.
 */
export function subPeriodsOf(
  period: DasaSpan,
  dasaYearDays: number,
  cutAtStart: boolean,
): DasaSpan[] {
  const yearMs = dasaYearDays * 86_400_000;
  const shownStart = Date.parse(period.start);
  const shownEnd = Date.parse(period.end);
  const fullStart = cutAtStart ? shownEnd - period.years * yearMs : shownStart;
  const fullEnd = fullStart + period.years * yearMs;
  const spans: DasaSpan[] = [];
  let at = fullStart;
  for (const [position, sub] of subPeriodLengths(period.lord, period.years).entries()) {
    // The last sub-period ends where its period does, whatever the rounding of the sum.
    const end = position === 8 ? fullEnd : at + sub.years * yearMs;
    const start = Math.max(at, shownStart);
    const cutEnd = Math.min(end, shownEnd);
    if (cutEnd > start)
      spans.push({
        lord: sub.lord,
        years: sub.years,
        start: new Date(Math.round(start)).toISOString(),
        end: new Date(Math.round(cutEnd)).toISOString(),
      });
    at = end;
  }
  return spans;
}
