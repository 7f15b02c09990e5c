import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { otpCodes, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export function createAuthRepo(db: Database) {
  return {
    /** Stores the number's new code, replacing any earlier one. */
    async replaceCode(mobileNumber: string, codeHash: string, expiresAt: Date): Promise<void> {
      await db
        .insert(otpCodes)
        .values({ mobileNumber, codeHash, expiresAt, failedAttempts: 0 })
        .onConflictDoUpdate({
          target: otpCodes.mobileNumber,
          set: { codeHash, expiresAt, failedAttempts: 0, createdAt: sql`now()` },
        });
    },

    deleteCode(mobileNumber: string) {
      return db.delete(otpCodes).where(eq(otpCodes.mobileNumber, mobileNumber));
    },

    findCode(mobileNumber: string) {
      return db
        .select()
        .from(otpCodes)
        .where(eq(otpCodes.mobileNumber, mobileNumber))
        .then((rows) => rows[0]);
    },

    /**
     * Counts a wrong guess, atomically, while the code still has guesses left. Returns the wrong
     * guesses now counted, or undefined when the code is gone or already out of guesses.
     */
    async recordFailedAttempt(
      mobileNumber: string,
      maxAttempts: number,
    ): Promise<number | undefined> {
      const [row] = await db
        .update(otpCodes)
        .set({ failedAttempts: sql`${otpCodes.failedAttempts} + 1` })
        .where(
          and(eq(otpCodes.mobileNumber, mobileNumber), lt(otpCodes.failedAttempts, maxAttempts)),
        )
        .returning({ failedAttempts: otpCodes.failedAttempts });
      return row?.failedAttempts;
    },

    /**
     * Uses the code up: deletes it only if it is still the one checked, unexpired and not out
     * of guesses. Returns false when another request got there first.
     */
    async consumeCode(
      mobileNumber: string,
      codeHash: string,
      maxAttempts: number,
    ): Promise<boolean> {
      const deleted = await db
        .delete(otpCodes)
        .where(
          and(
            eq(otpCodes.mobileNumber, mobileNumber),
            eq(otpCodes.codeHash, codeHash),
            lt(otpCodes.failedAttempts, maxAttempts),
            gt(otpCodes.expiresAt, sql`now()`),
          ),
        )
        .returning({ mobileNumber: otpCodes.mobileNumber });
      return deleted.length === 1;
    },

    /** The user of this number, created on first sign-in. */
    async findOrCreateUser(mobileNumber: string, language: string): Promise<UserRow> {
      const [created] = await db
        .insert(users)
        .values({ mobileNumber, languagePreference: language })
        .onConflictDoNothing({ target: users.mobileNumber })
        .returning();
      if (created) return created;
      return db
        .select()
        .from(users)
        .where(eq(users.mobileNumber, mobileNumber))
        .then((rows) => rows[0]!);
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
