import type { OfficeRole, StaffMember, StaffReply } from '@portal/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors/app-error';
import { createAuditLogRepo } from '../audit/audit-log.repo';
import { endAllSessionsOf } from '../sessions/sessions.service';
import { createStaffRepo, type StaffRow } from './staff.repo';

export interface RoleGrant {
  /** E.164, already normalised. */
  mobileNumber: string;
  role: OfficeRole;
  /** Which astrologer, for the astrologer role; without it, the astrologer whose mobile number this is. */
  astrologerId?: number;
}

/**
 * Who acts: an admin in the console, or null for `npm run admin` on the server's machine (the
 * activity log's "system").
 */
type Actor = number | null;

export const toStaffMember = (row: StaffRow): StaffMember => ({
  id: row.id,
  name: row.name,
  mobile_number: row.mobileNumber,
  role: row.role as OfficeRole,
  astrologer:
    row.astrologerId === null || row.astrologerNameEnglish === null
      ? null
      : {
          id: row.astrologerId,
          name_english: row.astrologerNameEnglish,
          name_tamil: row.astrologerNameTamil ?? row.astrologerNameEnglish,
        },
  has_signed_in: Boolean(row.hasSignedIn),
  has_second_factor: Boolean(row.hasSecondFactor),
});

/**
 * Who holds an office role (docs/decisions/0058): granted and taken back by an admin in the
 * console or by `npm run admin` on the server; each change is in the activity log as
 * `staff.grant` / `staff.revoke` on the person (entity `user`), with their role before and after.
 * No one changes their own role: there is always the admin who acts. A changed role ends every
 * session of its holder (decision 0106): powers granted or taken count from a new sign-in, and a
 * session stolen before the change keeps neither.
 */
export function createStaffService(db: Database) {
  const repo = createStaffRepo(db);

  /** The astrologer a grant means: the one named, else the one with this mobile number. */
  async function astrologerFor(tx: Database, grant: RoleGrant) {
    const staff = createStaffRepo(tx);
    if (grant.astrologerId !== undefined) {
      const named = await staff.astrologer(grant.astrologerId);
      if (!named) throw new AppError('STAFF_ASTROLOGER_UNKNOWN');
      return named;
    }
    const matched = await staff.astrologerByMobileNumber(grant.mobileNumber);
    if (!matched) throw new AppError('STAFF_ASTROLOGER_REQUIRED');
    return matched;
  }

  async function revoke(actor: Actor, userId: number): Promise<void> {
    await db.transaction(async (tx) => {
      const staff = createStaffRepo(tx);
      const current = await staff.lockStaff(userId);
      if (!current) throw new AppError('NOT_FOUND');
      if (actor !== null && current.id === actor) throw new AppError('STAFF_OWN_ROLE');
      const astrologer =
        current.astrologerId === null
          ? null
          : ((await staff.astrologer(current.astrologerId))?.nameEnglish ?? null);
      await staff.setRole(current.mobileNumber, 'customer', null);
      await endAllSessionsOf(tx, current.id);
      await createAuditLogRepo(tx).record({
        actorUserId: actor,
        action: 'staff.revoke',
        entityType: 'user',
        entityId: current.id,
        before: { role: current.role, astrologer, mobile_number: current.mobileNumber },
        after: { role: 'customer', astrologer: null },
      });
    });
  }

  return {
    async list(): Promise<StaffReply> {
      const [members, astrologers] = await Promise.all([repo.members(), repo.astrologers()]);
      return {
        success: true,
        staff: members.map(toStaffMember),
        astrologers: astrologers.map((row) => ({
          id: row.id,
          name_english: row.nameEnglish,
          name_tamil: row.nameTamil,
          mobile_number: row.mobileNumber,
          active: row.active,
        })),
      };
    },

    /** Everyone with an office role and how many customers there are (`npm run admin -- list`). */
    async holders() {
      const [members, customers] = await Promise.all([repo.members(), repo.customerCount()]);
      return { members: members.map(toStaffMember), customers };
    },

    /**
     * Gives a number an office role, or another one (registering it when it has not signed in
     * yet). The same role again changes nothing and writes no entry.
     */
    async grant(actor: Actor, grant: RoleGrant): Promise<StaffMember> {
      const userId = await db.transaction(async (tx) => {
        const staff = createStaffRepo(tx);
        const astrologer = grant.role === 'astrologer' ? await astrologerFor(tx, grant) : null;
        const current = await staff.lockByMobileNumber(grant.mobileNumber);
        if (current && actor !== null && current.id === actor) throw new AppError('STAFF_OWN_ROLE');
        const astrologerId = astrologer?.id ?? null;
        if (current && current.role === grant.role && current.astrologerId === astrologerId)
          return current.id;
        const before = current
          ? {
              role: current.role,
              astrologer:
                current.astrologerId === null
                  ? null
                  : ((await staff.astrologer(current.astrologerId))?.nameEnglish ?? null),
            }
          : null;
        const id = await staff.setRole(grant.mobileNumber, grant.role, astrologerId);
        if (current) await endAllSessionsOf(tx, id);
        await createAuditLogRepo(tx).record({
          actorUserId: actor,
          action: 'staff.grant',
          entityType: 'user',
          entityId: id,
          before,
          after: {
            role: grant.role,
            astrologer: astrologer?.nameEnglish ?? null,
            mobile_number: grant.mobileNumber,
          },
        });
        return id;
      });
      return toStaffMember((await repo.member(userId))!);
    },

    /** Takes an office role back (the person becomes a customer). Someone without one is not found. */
    revoke,

    /**
     * revoke by number (`npm run admin -- revoke`): says whether the number was unknown, held no
     * office role, or was revoked.
     */
    async revokeByMobileNumber(
      actor: Actor,
      mobileNumber: string,
    ): Promise<'unknown' | 'no_role' | 'revoked'> {
      const person = await repo.findByMobileNumber(mobileNumber);
      if (!person) return 'unknown';
      if (person.role === 'customer') return 'no_role';
      await revoke(actor, person.id);
      return 'revoked';
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
