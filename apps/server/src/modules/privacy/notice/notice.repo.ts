import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { privacyNotices, users } from '../../../db/schema';

export type NoticeRow = typeof privacyNotices.$inferSelect;

/**
 * The advisory lock space of the notice's versions (the first key of pg_advisory_xact_lock):
 * writers of a version take turns, so that two first readers of an empty table write one
 * built-in version between them.
 */
const NOTICE_LOCK = 7_300;

/** The privacy notice's versions: never changed, a new version is a new row (decision 0100). */
export function createNoticeRepo(db: Database) {
  return {
    current(): Promise<NoticeRow | undefined> {
      return db
        .select()
        .from(privacyNotices)
        .orderBy(desc(privacyNotices.version))
        .limit(1)
        .then((rows) => rows[0]);
    },

    /** Run in a transaction: holds the versions' turn until it commits. */
    async takeTurn(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${NOTICE_LOCK}, 0)`);
    },

    insert(values: { bodyEnglish: string; bodyTamil: string; createdByUserId: number | null }) {
      return db
        .insert(privacyNotices)
        .values(values)
        .returning()
        .then((rows) => rows[0]!);
    },

    /**
     * Every version, newest first, with who published it and how many customers' latest
     * agreement to the notice is to it.
     */
    versions() {
      const latest = sql`(
        select distinct on (user_id) user_id, notice_version
        from consents
        where purpose = 'service' and granted
        order by user_id, id desc
      )`;
      return db
        .select({
          version: privacyNotices.version,
          createdAt: privacyNotices.createdAt,
          publisherName: users.name,
          publisherMobile: users.mobileNumber,
          agreed: sql<number>`(
            select count(*)::int from ${latest} as latest
            where latest.notice_version = ${privacyNotices.version}
          )`,
        })
        .from(privacyNotices)
        .leftJoin(users, eq(users.id, privacyNotices.createdByUserId))
        .orderBy(desc(privacyNotices.version));
    },
  };
}
