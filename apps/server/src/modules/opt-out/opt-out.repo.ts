import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';

export type OptOutChannel = 'whatsapp' | 'sms' | 'email';

const switchedOff = {
  whatsapp: { notifyWhatsapp: false },
  sms: { notifySms: false },
  email: { notifyEmail: false },
} as const;

export function createOptOutRepo(db: Database) {
  return {
    /** True when the user exists. */
    turnOffForUser(userId: number, channel: OptOutChannel) {
      return db
        .update(users)
        .set({ ...switchedOff[channel], updatedAt: sql`now()` })
        .where(eq(users.id, userId))
        .returning({ id: users.id })
        .then((rows) => rows.length > 0);
    },

    /** True when a user has this number (E.164). */
    turnOffForMobileNumber(mobileNumber: string, channel: OptOutChannel) {
      return db
        .update(users)
        .set({ ...switchedOff[channel], updatedAt: sql`now()` })
        .where(eq(users.mobileNumber, mobileNumber))
        .returning({ id: users.id })
        .then((rows) => rows.length > 0);
    },
  };
}
