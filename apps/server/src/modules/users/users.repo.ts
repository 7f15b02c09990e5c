import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';

export function createUsersRepo(db: Database) {
  return {
    findById(id: number) {
      return db
        .select()
        .from(users)
        .where(eq(users.id, id))
        .then((rows) => rows[0]);
    },

    /**
     * Name, e-mail (with whether it is confirmed: decision 0107), language and message channels
     * only: the mobile number never changes.
     */
    update(
      id: number,
      changes: {
        name?: string;
        email?: string | null;
        emailConfirmedAt?: Date | null;
        languagePreference?: string;
        notifyWhatsapp?: boolean;
        notifySms?: boolean;
        notifyEmail?: boolean;
      },
    ) {
      return db
        .update(users)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning()
        .then((rows) => rows[0]);
    },

    /**
     * Locks the customer's row for the rest of the transaction (no key update: their sessions and
     * bookings may still point at it), so what they add at once is counted one after the other.
     */
    async lockForCounting(id: number): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('no key update');
    },

    /** Names a customer who has no name yet; a name they gave stays. */
    nameWhenUnnamed(id: number, name: string) {
      return db
        .update(users)
        .set({ name, updatedAt: sql`now()` })
        .where(and(eq(users.id, id), sql`coalesce(trim(${users.name}), '') = ''`));
    },

    /** Gives a signed-up number the customer's or the admin's role (tests; the office's roles are modules/staff's). */
    setRoleByMobileNumber(mobileNumber: string, role: 'customer' | 'admin') {
      return db
        .update(users)
        .set({ role, updatedAt: sql`now()` })
        .where(eq(users.mobileNumber, mobileNumber))
        .returning()
        .then((rows) => rows[0]);
    },
  };
}
