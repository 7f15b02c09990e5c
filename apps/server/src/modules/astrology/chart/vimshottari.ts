import { subPeriodLengths, vimshottariOrder, VIMSHOTTARI_TOTAL_YEARS } from '@portal/contracts';
import type { BodyKey, NakshatraNumber } from '../astrology-types';
import { nakshatraFractionElapsed, nakshatraOf } from './zodiac';

/**
 * Vimshottari dasa: 120 years shared by nine lords in a fixed order; the Moon's star at birth
 * names the first lord (Ashwini, Magam and Moolam Ketu; Bharani Venus; ...), and the part of that
 * star the Moon has still to cross is the part of the first dasa still to run (the balance).
 */
/**
 * The lords in order with their years; the dividing rule is shared with the console
 * (packages/contracts).
 */
export { vimshottariOrder, VIMSHOTTARI_TOTAL_YEARS };

/**
 * A dasa year is 365.25 days (the Julian year), the length Tamil almanacs and most Jathagam
 * programs use to turn dasa years into calendar dates. (Some schools use the 360-day savana year;
 * we do not.) Balances in years, months and days use the almanac breakdown of 12 months of 30 days.
 */
export const DASA_YEAR_DAYS = 365.25;
const MS_PER_DASA_YEAR = DASA_YEAR_DAYS * 86_400_000;

export function dasaLordOfNakshatra(nakshatra: NakshatraNumber): BodyKey {
  return vimshottariOrder[(nakshatra - 1) % 9]!.lord;
}

/**
 * A period of a dasa or bhukti; `years` is its full length, start and end are clipped to the span
 * shown.
 */
export interface DasaPeriod {
  lord: BodyKey;
  years: number;
  /** ISO 8601 instants (UTC). */
  start: string;
  end: string;
}
export interface MahaDasa extends DasaPeriod {
  bhuktis: DasaPeriod[];
}
export interface YearsMonthsDays {
  years: number;
  months: number;
  days: number;
}
export interface VimshottariDasa {
  /** The lord of the Moon's star: the dasa running at birth. */
  birth_lord: BodyKey;
  /** Years of the birth dasa still to run at birth. */
  balance_years: number;
  balance: YearsMonthsDays;
  dasa_year_days: number;
  /**
   * The maha dasas from birth to birth + span years, each with its bhuktis, clipped to that span.
   */
  maha_dasas: MahaDasa[];
}

/** Years as whole years, months of 30 days and days (12 months a year), to the nearest day. */
export function toYearsMonthsDays(years: number): YearsMonthsDays {
  const totalDays = Math.round(years * 360);
  return {
    years: Math.floor(totalDays / 360),
    months: Math.floor((totalDays % 360) / 30),
    days: totalDays % 30,
  };
}

/** The balance of the birth dasa from the Moon's sidereal longitude. */
export function dasaBalanceAtBirth(moonLongitude: number): {
  lord: BodyKey;
  years: number;
  elapsedYears: number;
} {
  const index = (nakshatraOf(moonLongitude) - 1) % 9;
  const { lord, years } = vimshottariOrder[index]!;
  const elapsedYears = nakshatraFractionElapsed(moonLongitude) * years;
  return { lord, years: years - elapsedYears, elapsedYears };
}

/** The bhuktis (antardasas) of one maha dasa: from its own lord on, each maha × sub ÷ 120 years. */
export function bhuktiLengths(mahaLord: BodyKey): { lord: BodyKey; years: number }[] {
  const maha = vimshottariOrder.find((entry) => entry.lord === mahaLord);
  if (!maha) throw new RangeError(`No Vimshottari lord ${mahaLord}`);
  return subPeriodLengths(mahaLord, maha.years);
}

/**
 * The dasa–bhukti table (serialisable, snake_case like the API) from the Moon's longitude and the
 * moment of birth.
 */
export function vimshottariDasa(
  moonLongitude: number,
  birth: Date,
  spanYears = VIMSHOTTARI_TOTAL_YEARS,
): VimshottariDasa {
  const birthMs = birth.getTime();
  if (!Number.isFinite(birthMs)) throw new RangeError('Invalid birth moment');
  const balance = dasaBalanceAtBirth(moonLongitude);
  const endMs = birthMs + spanYears * MS_PER_DASA_YEAR;
  const clip = (lord: BodyKey, years: number, fromMs: number, toMs: number): DasaPeriod | null => {
    const start = Math.max(fromMs, birthMs);
    const end = Math.min(toMs, endMs);
    if (end <= start) return null;
    const iso = (ms: number) => new Date(Math.round(ms)).toISOString();
    return { lord, years, start: iso(start), end: iso(end) };
  };

  const mahaDasas: MahaDasa[] = [];
  const first = vimshottariOrder.findIndex((entry) => entry.lord === balance.lord);
  let mahaStartMs = birthMs - balance.elapsedYears * MS_PER_DASA_YEAR;
  for (let index = first; mahaStartMs < endMs; index += 1) {
    const { lord, years } = vimshottariOrder[index % 9]!;
    const mahaEndMs = mahaStartMs + years * MS_PER_DASA_YEAR;
    const maha = clip(lord, years, mahaStartMs, mahaEndMs);
    if (maha) {
      const bhuktis: DasaPeriod[] = [];
      let bhuktiStartMs = mahaStartMs;
      for (const [position, bhukti] of bhuktiLengths(lord).entries()) {
        // The last bhukti ends exactly where its dasa does, whatever the rounding of the sum.
        const bhuktiEndMs =
          position === 8 ? mahaEndMs : bhuktiStartMs + bhukti.years * MS_PER_DASA_YEAR;
        const period = clip(bhukti.lord, bhukti.years, bhuktiStartMs, bhuktiEndMs);
        if (period) bhuktis.push(period);
        bhuktiStartMs = bhuktiEndMs;
      }
      mahaDasas.push({ ...maha, bhuktis });
    }
    mahaStartMs = mahaEndMs;
  }

  return {
    birth_lord: balance.lord,
    balance_years: balance.years,
    balance: toYearsMonthsDays(balance.years),
    dasa_year_days: DASA_YEAR_DAYS,
    maha_dasas: mahaDasas,
  };
}
