import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { emailConfirmations, users } from '../../../db/schema';

/** The confirmation links of customers' e-mail addresses (decision 0107); tokens only as SHA-256. */
export function createEmailConfirmationsRepo(db: Database) {
  return {
    /** When each of the customer's links since `since` was made: what the limits count. */
    sentSince(userId: number, since: Date): Promise<Date[]> {
      return db
        .select({ createdAt: emailConfirmations.createdAt })
        .from(emailConfirmations)
        .where(and(eq(emailConfirmations.userId, userId), gt(emailConfirmations.createdAt, since)))
        .then((rows) => rows.map((row) => row.createdAt));
    },

    async add(link: {
      tokenHash: string;
      userId: number;
      email: string;
      expiresAt: Date;
      createdAt: Date;
    }): Promise<void> {
      await db.insert(emailConfirmations).values(link);
    },

    /** The link of a token's hash, with its owner's address as it is now, locked for the use. */
    find(tokenHash: string) {
      return db
        .select({
          userId: emailConfirmations.userId,
          email: emailConfirmations.email,
          expiresAt: emailConfirmations.expiresAt,
          usedAt: emailConfirmations.usedAt,
        })
        .from(emailConfirmations)
        .where(eq(emailConfirmations.tokenHash, tokenHash))
        .for('update')
        .then((rows) => rows[0]);
    },

    /** Spends the link; false when another use got there first. */
    async use(tokenHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(emailConfirmations)
        .set({ usedAt: now })
        .where(and(eq(emailConfirmations.tokenHash, tokenHash), isNull(emailConfirmations.usedAt)))
        .returning({ userId: emailConfirmations.userId });
      return rows.length > 0;
    },

    /** Confirms the customer's address, while it is still `email`. */
    async confirm(userId: number, email: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ emailConfirmedAt: now, updatedAt: sql`now()` })
        .where(and(eq(users.id, userId), eq(users.email, email)))
        .returning({ id: users.id });
      return rows.length > 0;
    },
  };
}
