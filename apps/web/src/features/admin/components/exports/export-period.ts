import { addDays } from '@portal/contracts';

/**
 * The days the accountant's files cover until the office chooses others (decision 0110): from the
 * first of this month (India's) to the last day of next month. The registers of money (sales,
 * refunds, cash) hold nothing after today, so the month so far is theirs; the appointments file
 * lists consultations by their day, mostly ahead, so the weeks to come are in it too.
 */
export function defaultExportPeriod(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const from = `${today.slice(0, 7)}-01`;
  // The first of the month after next, less a day: the last day of next month.
  const afterNext = new Date(Date.UTC(year, month + 1, 1)).toISOString().slice(0, 10);
  return { from, to: addDays(afterNext, -1) };
}
