// No zod here: the booking form shows the guardian's declaration from this rule, and its initial
// bundle carries no schema library (decision 0085).
import { todayInIndia } from '../constants';

/**
 * The age from which a person's own consent counts: under it, the Digital Personal Data
 * Protection Act treats them as a child whose details need a parent's or lawful guardian's
 * consent (decision 0100).
 */
export const ADULT_AGE = 18;

/**
 * Whole years from a date of birth (YYYY-MM-DD) to a day (YYYY-MM-DD): one more on each
 * birthday; a birthday on 29 February comes on 1 March in other years. Null for a text that is
 * no date.
 */
export function ageOn(dateOfBirth: string, day: string): number | null {
  const born = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth.trim());
  const today = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!born || !today) return null;
  const [bornYear, bornMonthDay] = [Number(born[1]), `${born[2]}-${born[3]}`];
  const [year, monthDay] = [Number(today[1]), `${today[2]}-${today[3]}`];
  return year - bornYear - (monthDay < bornMonthDay ? 1 : 0);
}

/**
 * Whether a person born on this date is under 18 today in India (or on `day`); false for a text
 * that is no date (the date's own check says what is wrong with it).
 */
export function isChild(dateOfBirth: string, day: string = todayInIndia()): boolean {
  const age = ageOn(dateOfBirth, day);
  return age !== null && age < ADULT_AGE;
}
