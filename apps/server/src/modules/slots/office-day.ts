import { isRealDate, todayInIndia } from '@portal/contracts';
import { AppError } from '../../lib/errors/app-error';

/** The days the office works with: a real date, today (India time) or later, with no horizon. Anything else is 400. */
export function officeDay(day: string, now: Date): string {
  if (!isRealDate(day) || day < todayInIndia(now)) throw new AppError('DATE_NOT_BOOKABLE');
  return day;
}
