import { sql } from 'drizzle-orm';
import { addDays, todayInIndia } from '@portal/contracts';
import { isoWeekday } from '../lib/india-time';
import type { TestApp } from './test-app';

export const tomorrow = () => addDays(todayInIndia(), 1);

/** The first day on or after `after` with this ISO weekday (1 Monday ... 7 Sunday). */
export function nextWeekday(weekday: number, after = tomorrow()): string {
  let day = after;
  while (isoWeekday(day) !== weekday) day = addDays(day, 1);
  return day;
}

/**
 * Gives an appointment a time straight in the database, this many hours from now (a slot the API
 * cannot give: today, or in the past).
 */
export async function holdAt(
  testApp: TestApp,
  id: number,
  hoursFromNow: number,
  minutes = 30,
): Promise<Date> {
  const start = new Date(Date.now() + hoursFromNow * 3_600_000);
  start.setUTCSeconds(0, 0);
  const end = new Date(start.getTime() + minutes * 60_000);
  await testApp.database.db.execute(
    sql`update appointments set status = 'scheduled', scheduled_at = ${start.toISOString()},
        ends_at = ${end.toISOString()}, held_until = ${end.toISOString()}, astrologer_id = 1
        where id = ${id}`,
  );
  return start;
}

/**
 * The office as one calendar, as it was before the team (decision 0059): the first astrologer alone, and every
 * service half an hour with no pause after it. For tests of rules other than the team's and the
 * services' lengths, whatever team and lengths the demo data gives.
 */
export async function officeAsOneCalendar(testApp: TestApp): Promise<void> {
  await testApp.database.db.execute(
    sql`update services set duration_minutes = 30, buffer_minutes = 0`,
  );
  await testApp.database.db.execute(sql`update astrologers set active = (id = 1)`);
}
