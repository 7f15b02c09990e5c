import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { secondFactors, securitySettings, sessions, users } from '../../db/schema';

export type SessionRow = typeof sessions.$inferSelect;
type NewSession = typeof sessions.$inferInsert;

/** The sessions table (decision 0106): Drizzle's queries only; the rules are sessions.service.ts's. */
export function createSessionsRepo(db: Database) {
  return {
    /**
     * A new session, and the sign-in's moment on the user (retention counts inactivity from it,
     * decision 0103). It is pending its second factor exactly when the person has a confirmed one.
     */
    async insert(
      values: Omit<NewSession, 'secondFactorPending'> & { userId: number },
    ): Promise<{ id: number; secondFactorPending: boolean }> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(sessions)
          .values({
            ...values,
            secondFactorPending: sql`exists (select 1 from ${secondFactors} where ${secondFactors.userId} = ${values.userId} and ${secondFactors.confirmedAt} is not null)`,
          })
          .returning({ id: sessions.id, secondFactorPending: sessions.secondFactorPending });
        await tx
          .update(users)
          .set({ lastSignInAt: values.createdAt ?? sql`now()` })
          .where(eq(users.id, values.userId));
        return row!;
      });
    },

    /**
     * A token's session that is not ended, with its person, the office's idle hours and whether
     * the person has a confirmed second factor and the office requires one: one query, since it
     * runs for every signed-in call the cache has not kept.
     */
    findByTokenHash(tokenHash: string) {
      return db
        .select({
          session: {
            id: sessions.id,
            expiresAt: sessions.expiresAt,
            lastUsedAt: sessions.lastUsedAt,
            secondFactorPending: sessions.secondFactorPending,
          },
          user: users,
          officeIdleHours: sql<number>`coalesce(${securitySettings.officeIdleHours}, 12)`,
          secondFactorRequired: sql<boolean>`coalesce(${securitySettings.secondFactorRequired}, false)`,
          secondFactorEnrolled: sql<boolean>`${secondFactors.confirmedAt} is not null`,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(securitySettings, eq(securitySettings.id, 1))
        .leftJoin(secondFactors, eq(secondFactors.userId, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
        .then((rows) => rows[0]);
    },

    /** Marks the session used now; a write at most every few minutes (sessions.service.ts). */
    touch(id: number, at: Date) {
      return db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.id, id));
    },

    /** The person's sessions not ended and not expired, most recently used first. */
    live(userId: number, now: Date) {
      return db
        .select()
        .from(sessions)
        .where(
          and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
        )
        .orderBy(desc(sessions.lastUsedAt), desc(sessions.id));
    },

    /** Ends one of the person's own sessions; false when it is not theirs or already ended. */
    async endOne(userId: number, id: number, at: Date): Promise<boolean> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return ended.length === 1;
    },

    /** Ends every session of the person but one (null: all of them); returns how many. */
    async endAllBut(userId: number, keptId: number | null, at: Date): Promise<number> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            keptId === null ? undefined : ne(sessions.id, keptId),
          ),
        )
        .returning({ id: sessions.id });
      return ended.length;
    },

    endByTokenHash(tokenHash: string, at: Date) {
      return db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
    },

    /** The second factor given: the session may do everything its person may. */
    async clearPending(id: number): Promise<boolean> {
      const cleared = await db
        .update(sessions)
        .set({ secondFactorPending: false })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return cleared.length === 1;
    },
  };
}

export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
