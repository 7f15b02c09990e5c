import { and, desc, eq, gt, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { knownDevices, otpRequests, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type OtpRequestRow = typeof otpRequests.$inferSelect;

export function createAuthRepo(db: Database) {
  return {
    /**
     * Stores a new code request. Every ended request goes (of any number: the table holds only
     * the last minutes' codes, so a number never heard from again leaves nothing behind), and of
     * the number's live ones of the same kind (from a known device, or not) only the newest
     * `keepLive` stay: a stranger's sends can drop only strangers' requests, never a known
     * device's (decision 0105).
     */
    async addRequest(request: {
      idHash: string;
      mobileNumber: string;
      codeHash: string;
      knownDevice: boolean;
      expiresAt: Date;
      keepLive: number;
    }): Promise<void> {
      const { keepLive, ...row } = request;
      await db.transaction(async (tx) => {
        await tx.delete(otpRequests).where(lte(otpRequests.expiresAt, sql`now()`));
        await tx.insert(otpRequests).values(row);
        const older = await tx
          .select({ idHash: otpRequests.idHash })
          .from(otpRequests)
          .where(
            and(
              eq(otpRequests.mobileNumber, row.mobileNumber),
              eq(otpRequests.knownDevice, row.knownDevice),
            ),
          )
          .orderBy(desc(otpRequests.createdAt), desc(otpRequests.idHash))
          .offset(keepLive);
        if (older.length > 0)
          await tx.delete(otpRequests).where(
            inArray(
              otpRequests.idHash,
              older.map((entry) => entry.idHash),
            ),
          );
      });
    },

    deleteRequest(idHash: string) {
      return db.delete(otpRequests).where(eq(otpRequests.idHash, idHash));
    },

    findRequest(idHash: string): Promise<OtpRequestRow | undefined> {
      return db
        .select()
        .from(otpRequests)
        .where(eq(otpRequests.idHash, idHash))
        .then((rows) => rows[0]);
    },

    /**
     * Counts a wrong guess on a request, atomically, while it still has guesses left. Returns the
     * wrong guesses now counted, or undefined when the request is gone or already out of guesses.
     */
    async recordFailedAttempt(idHash: string, maxAttempts: number): Promise<number | undefined> {
      const [row] = await db
        .update(otpRequests)
        .set({ failedAttempts: sql`${otpRequests.failedAttempts} + 1` })
        .where(and(eq(otpRequests.idHash, idHash), lt(otpRequests.failedAttempts, maxAttempts)))
        .returning({ failedAttempts: otpRequests.failedAttempts });
      return row?.failedAttempts;
    },

    /**
     * Uses the request's code up: deletes the request only if its code is still the one checked,
     * unexpired and not out of guesses. Returns false when another call got there first.
     */
    async consumeRequest(idHash: string, codeHash: string, maxAttempts: number): Promise<boolean> {
      const deleted = await db
        .delete(otpRequests)
        .where(
          and(
            eq(otpRequests.idHash, idHash),
            eq(otpRequests.codeHash, codeHash),
            lt(otpRequests.failedAttempts, maxAttempts),
            gt(otpRequests.expiresAt, sql`now()`),
          ),
        )
        .returning({ idHash: otpRequests.idHash });
      return deleted.length === 1;
    },

    /** The live known device of this token, when it belongs to this number's account. */
    findKnownDevice(tokenHash: string, mobileNumber: string) {
      return db
        .select({ id: knownDevices.id, userId: knownDevices.userId })
        .from(knownDevices)
        .innerJoin(users, eq(users.id, knownDevices.userId))
        .where(
          and(
            eq(knownDevices.tokenHash, tokenHash),
            isNull(knownDevices.revokedAt),
            eq(users.mobileNumber, mobileNumber),
            isNull(users.erasedAt),
          ),
        )
        .then((rows) => rows[0]);
    },

    /** Whether the number is an office person's (admin, desk, astrologer). */
    async isOfficeNumber(mobileNumber: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.mobileNumber, mobileNumber), ne(users.role, 'customer')));
      return rows.length > 0;
    },

    /** Marks a known device used now. */
    async touchDevice(id: number): Promise<void> {
      await db
        .update(knownDevices)
        .set({ lastUsedAt: sql`now()` })
        .where(eq(knownDevices.id, id));
    },

    /**
     * Remembers a device that signed in; of the account's devices only the `keep` used most
     * recently stay known, so a list of them cannot grow without end.
     */
    async rememberDevice(device: {
      userId: number;
      tokenHash: string;
      label: string | null;
      keep: number;
    }): Promise<void> {
      const { keep, ...row } = device;
      await db.transaction(async (tx) => {
        await tx.insert(knownDevices).values(row);
        const older = await tx
          .select({ id: knownDevices.id })
          .from(knownDevices)
          .where(and(eq(knownDevices.userId, row.userId), isNull(knownDevices.revokedAt)))
          .orderBy(desc(knownDevices.lastUsedAt), desc(knownDevices.id))
          .offset(keep);
        if (older.length > 0)
          await tx.delete(knownDevices).where(
            inArray(
              knownDevices.id,
              older.map((entry) => entry.id),
            ),
          );
      });
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
