import { z } from 'zod';
import { phoneNumberSchema } from './auth';
import { recordIdSchema } from './common';
import { officeRoles } from './office-roles';

/** The office's roles (office-access.ts says what each may do). */
export const officeRoleSchema = z.enum(officeRoles).meta({ id: 'OfficeRole' });

/** An astrologer as the team-access screen names them (to pick whom an astrologer's sign-in is). */
export const staffAstrologerSchema = z.object({
  id: z.number().int(),
  name_english: z.string(),
  name_tamil: z.string(),
  /** The number they are matched by when a grant names no astrologer. */
  mobile_number: z.string().nullable(),
  active: z.boolean(),
});
export type StaffAstrologer = z.infer<typeof staffAstrologerSchema>;

/** Someone who holds an office role. */
export const staffMemberSchema = z
  .object({
    /** The user's id (DELETE /api/admin/staff/{id} takes the role back). */
    id: z.number().int(),
    name: z.string().nullable(),
    mobile_number: z.string(),
    role: officeRoleSchema,
    /** Which astrologer they are, for the astrologer role; null otherwise. */
    astrologer: z
      .object({ id: z.number().int(), name_english: z.string(), name_tamil: z.string() })
      .nullable(),
    /** False for a number granted before it ever signed in. */
    has_signed_in: z.boolean(),
    /** Has a confirmed second factor (decision 0106); an admin may reset another's. */
    has_second_factor: z.boolean(),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffReplySchema = z.object({
  success: z.literal(true),
  /** Everyone with an office role: admins, then desk, then astrologers; by name within a role. */
  staff: z.array(staffMemberSchema),
  /** Every astrologer of the team, active ones first, for the astrologer role's choice. */
  astrologers: z.array(staffAstrologerSchema),
});
export type StaffReply = z.infer<typeof staffReplySchema>;

/**
 * Gives a mobile number an office role (or another one), registering the number when it has
 * not signed in yet. The astrologer role needs `astrologer_id`, or an astrologer whose mobile
 * number is this one.
 */
export const staffGrantRequestSchema = z.object({
  mobile_number: phoneNumberSchema,
  role: officeRoleSchema,
  astrologer_id: recordIdSchema().optional(),
});
export type StaffGrantRequest = z.infer<typeof staffGrantRequestSchema>;

export const staffMemberReplySchema = z.object({
  success: z.literal(true),
  member: staffMemberSchema,
});
export type StaffMemberReply = z.infer<typeof staffMemberReplySchema>;

export const staffIdParamsSchema = z.object({ id: recordIdSchema() });
