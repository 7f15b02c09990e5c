import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ConsentPurpose, ConsentSource } from '@portal/contracts';
import type { Database } from '../../../db/database';
import { consents, users } from '../../../db/schema';

export type ConsentRow = typeof consents.$inferSelect;

export interface NewConsent {
  userId: number;
  purpose: ConsentPurpose;
  granted: boolean;
  noticeVersion: number | null;
  subject?: { type: 'appointment' | 'saved_person'; id: number };
  source: ConsentSource;
}

/**
 * What customers agreed to (decision 0100): rows are only ever added; the newest of a purpose
 * is what holds.
 */
export function createConsentsRepo(db: Database) {
  return {
    async insert(rows: NewConsent[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(consents).values(
        rows.map(({ subject, ...row }) => ({
          ...row,
          subjectType: subject?.type ?? null,
          subjectId: subject?.id ?? null,
        })),
      );
    },

    /** The newest row of a purpose about no booking or person (service, marketing). */
    latest(userId: number, purpose: 'service' | 'marketing'): Promise<ConsentRow | undefined> {
      return db
        .select()
        .from(consents)
        .where(
          and(
            eq(consents.userId, userId),
            eq(consents.purpose, purpose),
            isNull(consents.subjectType),
          ),
        )
        .orderBy(desc(consents.id))
        .limit(1)
        .then((rows) => rows[0]);
    },

    history(userId: number): Promise<ConsentRow[]> {
      return db
        .select()
        .from(consents)
        .where(eq(consents.userId, userId))
        .orderBy(desc(consents.id));
    },

    /**
     * The customers whose newest word on offers is yes (not erased), with their channels: whom an
     * offer goes to.
     */
    marketingAudience() {
      const latest = sql`(
        select distinct on (user_id) user_id, granted
        from consents
        where purpose = 'marketing' and subject_type is null
        order by user_id, id desc
      )`;
      return db
        .select({
          id: users.id,
          mobileNumber: users.mobileNumber,
          email: users.email,
          emailConfirmedAt: users.emailConfirmedAt,
          languagePreference: users.languagePreference,
          notifyWhatsapp: users.notifyWhatsapp,
          notifySms: users.notifySms,
          notifyEmail: users.notifyEmail,
        })
        .from(users)
        .where(
          and(
            isNull(users.erasedAt),
            sql`${users.id} in (select user_id from ${latest} as latest where latest.granted)`,
          ),
        )
        .orderBy(users.id);
    },
  };
}
