import { TZDate } from '@date-fns/tz';

export const INDIA_ZONE = 'Asia/Kolkata';

/** The moment a day's minute happens in India, whatever this process's time zone. */
export function indiaMoment(date: string, minute: number): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(
    new TZDate(year, month - 1, day, Math.floor(minute / 60), minute % 60, INDIA_ZONE).getTime(),
  );
}

/** A moment as India's calendar date and minute of the day. */
export function indiaDateAndMinute(moment: Date): { date: string; minute: number } {
  const india = new TZDate(moment.getTime(), INDIA_ZONE);
  const two = (part: number) => String(part).padStart(2, '0');
  const date = `${india.getFullYear()}-${two(india.getMonth() + 1)}-${two(india.getDate())}`;
  return { date, minute: india.getHours() * 60 + india.getMinutes() };
}

/** ISO weekday of a calendar date: 1 Monday ... 7 Sunday (a date's weekday has no time zone). */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}
