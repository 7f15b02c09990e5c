import { eq } from 'drizzle-orm';
import { vi } from 'vitest';
import { users } from '../db/schema';
import { createSessionsService } from '../modules/sessions/sessions.service';
import type { TestApp } from './test-app';

export const PHONE_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
export const DESKTOP_FIREFOX =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

export async function userIdOf(testApp: TestApp, mobileNumber: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mobileNumber, mobileNumber));
  if (!row) throw new Error(`no user has ${mobileNumber}`);
  return row.id;
}

/**
 * Another signed-in device of a person who has signed in already, started as verify-otp starts
 * one (modules/sessions), without another code: a number may be sent only 3 in 15 minutes.
 */
export async function anotherSession(
  testApp: TestApp,
  mobileNumber: string,
  { userAgent = DESKTOP_FIREFOX, ip = '198.51.100.23' }: { userAgent?: string; ip?: string } = {},
) {
  return createSessionsService(testApp.database.db).start({
    user: { id: await userIdOf(testApp, mobileNumber) },
    client: { userAgent, ip, place: null },
  });
}

/**
 * Moves the process's clock (Date only: timers and the database's own clock run on). The
 * few-second cache of who a token is counts real time, so it is dropped as those seconds would.
 */
export async function moveClockBy(testApp: TestApp, milliseconds: number): Promise<void> {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + milliseconds);
  await testApp.app.readCache.invalidate('sessions');
}

export const HOUR_MS = 3_600_000;
