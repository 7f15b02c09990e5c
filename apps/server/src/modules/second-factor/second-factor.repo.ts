import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { recoveryCodes, secondFactors } from '../../db/schema';

/** second_factors and recovery_codes (decision 0106): queries only; second-factor.service.ts has the rules. */
export function createSecondFactorRepo(db: Database) {
  return {
    find(userId: number) {
      return db
        .select()
        .from(secondFactors)
        .where(eq(secondFactors.userId, userId))
        .then((rows) => rows[0]);
    },

    /** A new enrolment, begun again from nothing when one was left unconfirmed. */
    begin(userId: number, secretSealed: string, at: Date) {
      const values = { secretSealed, confirmedAt: null, lastUsedStep: null, createdAt: at };
      return db
        .insert(secondFactors)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: secondFactors.userId, set: values });
    },

    /**
     * Takes a step as used, only if it is later than the last one taken: two requests with one
     * code cannot both pass. Returns whether it was taken.
     */
    async takeStep(userId: number, step: number, confirm: Date | null): Promise<boolean> {
      const taken = await db
        .update(secondFactors)
        .set({ lastUsedStep: step, ...(confirm ? { confirmedAt: confirm } : {}) })
        .where(
          and(
            eq(secondFactors.userId, userId),
            or(isNull(secondFactors.lastUsedStep), lt(secondFactors.lastUsedStep, step)),
          ),
        )
        .returning({ userId: secondFactors.userId });
      return taken.length === 1;
    },

    async replaceRecoveryCodes(userId: number, codeHashes: string[], at: Date): Promise<void> {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await db
        .insert(recoveryCodes)
        .values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: at })));
    },

    /** Uses a recovery code up; false when it is not the person's or was used already. */
    async useRecoveryCode(userId: number, codeHash: string, at: Date): Promise<boolean> {
      const used = await db
        .update(recoveryCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return used.length === 1;
    },

    recoveryCodesLeft(userId: number): Promise<number> {
      return db
        .select({ left: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
        .then((rows) => rows[0]?.left ?? 0);
    },

    /** Removes the person's second factor and recovery codes; whether they had a confirmed one. */
    async remove(userId: number): Promise<boolean> {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      const removed = await db
        .delete(secondFactors)
        .where(eq(secondFactors.userId, userId))
        .returning({ confirmedAt: secondFactors.confirmedAt });
      return removed.some((row) => row.confirmedAt !== null);
    },
  };
}
