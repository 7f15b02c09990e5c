import { asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';

export function createUsersRepo(db: Database) {
  return {
    findById(id: number) {
      return db.select().from(users).where(eq(users.id, id)).then((rows) => rows[0]);
    },

    /** Name, e-mail, language and message channels only: the mobile number never changes. */
    update(
      id: number,
      changes: { name?: string; email?: string | null; languagePreference?: string; notifyWhatsapp?: boolean; notifySms?: boolean; notifyEmail?: boolean },
    ) {
      return db
        .update(users)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning()
        .then((rows) => rows[0]);
    },

    /** Grants or takes back the office role (the admin command). */
    /** The admin role for a number, registering it when it has not signed in yet. */
    grantAdmin(mobileNumber: string) {
      return db
        .insert(users)
        .values({ mobileNumber, role: 'admin' })
        .onConflictDoUpdate({ target: users.mobileNumber, set: { role: 'admin', updatedAt: sql`now()` } })
        .returning()
        .then((rows) => rows[0]);
    },

    /** Everyone who holds a role other than the customer's, by role then number, and how many customers there are (the admin command's list). */
    async rolesHeld() {
      const holders = await db
        .select({ role: users.role, mobileNumber: users.mobileNumber, name: users.name })
        .from(users)
        .where(ne(users.role, 'customer'))
        .orderBy(asc(users.role), asc(users.mobileNumber));
      const [customers] = await db.select({ count: count() }).from(users).where(eq(users.role, 'customer'));
      return { holders, customers: customers?.count ?? 0 };
    },

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
