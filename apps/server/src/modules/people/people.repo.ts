import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { savedPeople } from '../../db/schema';

export type SavedPersonRow = typeof savedPeople.$inferSelect;
export type SavedPersonValues = Omit<
  typeof savedPeople.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;

/** A customer's saved people: every query names the owner, so no call reaches another customer's. */
export function createPeopleRepo(db: Database) {
  return {
    listFor(userId: number) {
      return db
        .select()
        .from(savedPeople)
        .where(eq(savedPeople.userId, userId))
        .orderBy(asc(savedPeople.name), asc(savedPeople.id));
    },

    findFor(userId: number, id: number) {
      return db
        .select()
        .from(savedPeople)
        .where(and(eq(savedPeople.userId, userId), eq(savedPeople.id, id)))
        .then((rows) => rows[0]);
    },

    /**
     * The owner's person of this name and birth date, if saved already (a booking saving again
     * updates it).
     */
    findSame(userId: number, name: string, dateOfBirth: string) {
      return db
        .select()
        .from(savedPeople)
        .where(
          and(
            eq(savedPeople.userId, userId),
            sql`lower(${savedPeople.name}) = lower(${name})`,
            eq(savedPeople.dateOfBirth, dateOfBirth),
          ),
        )
        .then((rows) => rows[0]);
    },

    countFor(userId: number) {
      return db
        .select({ count: count() })
        .from(savedPeople)
        .where(eq(savedPeople.userId, userId))
        .then((rows) => rows[0]?.count ?? 0);
    },

    insert(userId: number, values: SavedPersonValues) {
      return db
        .insert(savedPeople)
        .values({ ...values, userId })
        .returning()
        .then((rows) => rows[0]!);
    },

    update(userId: number, id: number, values: SavedPersonValues) {
      return db
        .update(savedPeople)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(savedPeople.userId, userId), eq(savedPeople.id, id)))
        .returning()
        .then((rows) => rows[0]);
    },

    remove(userId: number, id: number) {
      return db
        .delete(savedPeople)
        .where(and(eq(savedPeople.userId, userId), eq(savedPeople.id, id)))
        .returning({ id: savedPeople.id })
        .then((rows) => rows.length > 0);
    },
  };
}
