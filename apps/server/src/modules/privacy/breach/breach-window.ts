import { indiaMoment } from '../../../lib/india-time';

/** When a breach may have begun and ended, as the owner gives them to `npm run admin -- breach`. */
export interface BreachWindow {
  from: Date;
  to: Date;
}

const LOCAL = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const WITH_OFFSET =
  /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * A moment typed as an ISO date and time: with an offset (Z, +05:30) as it says; without one, in
 * India time (2026-11-30T14:00, 2026-11-30 14:00; a date alone is its midnight). Null when it is
 * not one.
 */
export function parseBreachMoment(text: string): Date | null {
  const typed = text.trim();
  if (WITH_OFFSET.test(typed)) {
    const moment = new Date(typed.replace(' ', 'T'));
    return Number.isNaN(moment.getTime()) ? null : moment;
  }
  const match = LOCAL.exec(typed);
  if (!match) return null;
  const [, date, hours = '00', minutes = '00', seconds = '00'] = match;
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  const check = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== date) return null;
  const moment = indiaMoment(date, Number(hours) * 60 + Number(minutes));
  return new Date(moment.getTime() + Number(seconds) * 1000);
}
