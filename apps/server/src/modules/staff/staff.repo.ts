import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { OfficeRole } from '@portal/contracts';
import type { Database } from '../../db/database';
import { astrologers, secondFactors, sessions, users } from '../../db/schema';

/** admin, desk, astrologer: the order the team-access screen and `npm run admin -- list` show them in. */
const roleOrder = sql<number>`case ${users.role} when 'admin' then 0 when 'desk' then 1 else 2 end`;

/**
 * Who holds an office role, and the astrologers an astrologer's role points at (the astrologers
 * table read here directly).
 */
export function createStaffRepo(db: Database) {
  const memberColumns = {
    id: users.id,
    name: users.name,
    mobileNumber: users.mobileNumber,
    role: users.role,
    astrologerId: users.astrologerId,
    astrologerNameEnglish: astrologers.nameEnglish,
    astrologerNameTamil: astrologers.nameTamil,
    hasSignedIn: sql<boolean>`exists (select 1 from ${sessions} where ${sessions.userId} = ${users.id})`,
    hasSecondFactor: sql<boolean>`exists (select 1 from ${secondFactors} where ${secondFactors.userId} = ${users.id} and ${secondFactors.confirmedAt} is not null)`,
  };
  const members = () =>
    db
      .select(memberColumns)
      .from(users)
      .leftJoin(astrologers, eq(astrologers.id, users.astrologerId));

  return {
    /** Everyone with a role other than the customer's: by role, then name (unnamed last), then number. */
    members() {
      return members()
        .where(ne(users.role, 'customer'))
        .orderBy(roleOrder, sql`${users.name} is null`, asc(users.name), asc(users.mobileNumber));
    },

    member(userId: number) {
      return members()
        .where(eq(users.id, userId))
        .then((rows) => rows[0]);
    },

    customerCount() {
      return db
        .select({ count: count() })
        .from(users)
        .where(eq(users.role, 'customer'))
        .then((rows) => rows[0]?.count ?? 0);
    },

    /** Every astrologer of the team: active first, in the team's order. */
    astrologers() {
      return db
        .select({
          id: astrologers.id,
          nameEnglish: astrologers.nameEnglish,
          nameTamil: astrologers.nameTamil,
          mobileNumber: astrologers.mobileNumber,
          active: astrologers.active,
        })
        .from(astrologers)
        .orderBy(desc(astrologers.active), asc(astrologers.sortOrder), asc(astrologers.id));
    },

    astrologer(id: number) {
      return db
        .select({ id: astrologers.id, nameEnglish: astrologers.nameEnglish })
        .from(astrologers)
        .where(eq(astrologers.id, id))
        .then((rows) => rows[0]);
    },

    /** The astrologer whose own mobile number this is, if any. */
    astrologerByMobileNumber(mobileNumber: string) {
      return db
        .select({ id: astrologers.id, nameEnglish: astrologers.nameEnglish })
        .from(astrologers)
        .where(eq(astrologers.mobileNumber, mobileNumber))
        .then((rows) => rows[0]);
    },

    findByMobileNumber(mobileNumber: string) {
      return db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(eq(users.mobileNumber, mobileNumber))
        .then((rows) => rows[0]);
    },

    /** A person by number, locked until the change is written. */
    lockByMobileNumber(mobileNumber: string) {
      return db
        .select({
          id: users.id,
          name: users.name,
          role: users.role,
          astrologerId: users.astrologerId,
        })
        .from(users)
        .where(eq(users.mobileNumber, mobileNumber))
        .for('update')
        .then((rows) => rows[0]);
    },

    /** A person holding an office role, locked until the change is written. */
    lockStaff(userId: number) {
      return db
        .select({
          id: users.id,
          name: users.name,
          mobileNumber: users.mobileNumber,
          role: users.role,
          astrologerId: users.astrologerId,
        })
        .from(users)
        .where(and(eq(users.id, userId), ne(users.role, 'customer')))
        .for('update')
        .then((rows) => rows[0]);
    },

    /** Gives a number a role, registering it when it has not signed in yet; returns its user id. */
    setRole(
      mobileNumber: string,
      role: OfficeRole | 'customer',
      astrologerId: number | null,
    ): Promise<number> {
      return db
        .insert(users)
        .values({ mobileNumber, role, astrologerId })
        .onConflictDoUpdate({
          target: users.mobileNumber,
          set: { role, astrologerId, updatedAt: sql`now()` },
        })
        .returning({ id: users.id })
        .then((rows) => rows[0]!.id);
    },
  };
}

export type StaffRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createStaffRepo>['member']>>
>;
