import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { knownDevices, otpRequests, sessions } from '../../../db/schema';

/*
 * How long the records of signing in are kept (decision 0104, docs/privacy.md): fixed rules, not
 * the office's periods, since they hold little and serve only the account's own safety. An ended
 * session is kept 90 days, so the customer's list and copy can still show it; a device 90 days
 * after it was ended or a year unused; a spent or expired code a day. (E-mail confirmation links
 * have their own rule, modules/users/email.)
 */
export const SIGN_IN_RECORD_DAYS = {
  session: 90,
  endedDevice: 90,
  idleDevice: 365,
  code: 1,
  link: 90,
};

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/** Deletes the sign-in records past their time; returns how many rows went. */
export async function forgetOldSignIns(db: Database, now: Date): Promise<number> {
  const days = SIGN_IN_RECORD_DAYS;
  const sessionCutoff = daysBefore(now, days.session);
  const gone = await Promise.all([
    db
      .delete(sessions)
      .where(
        or(
          lt(sessions.expiresAt, sessionCutoff),
          and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, sessionCutoff)),
        ),
      )
      .returning({ id: sessions.id }),
    db
      .delete(knownDevices)
      .where(
        or(
          and(
            isNotNull(knownDevices.revokedAt),
            lt(knownDevices.revokedAt, daysBefore(now, days.endedDevice)),
          ),
          lt(knownDevices.lastUsedAt, daysBefore(now, days.idleDevice)),
        ),
      )
      .returning({ id: knownDevices.id }),
    db
      .delete(otpRequests)
      .where(lt(otpRequests.expiresAt, daysBefore(now, days.code)))
      .returning({ id: otpRequests.idHash }),
  ]);
  return gone.reduce((sum, rows) => sum + rows.length, 0);
}
