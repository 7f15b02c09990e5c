/*
 * The office's roles (decision 0058). What each may do is the access table,
 * `@portal/contracts/office-access`: kept out of this package's main entry, so the customer's
 * pages (which import the entry) never carry the office's calls.
 */

/** admin does everything; desk runs the day; an astrologer sees their own consultations only. */
export const officeRoles = ['admin', 'desk', 'astrologer'] as const;
export type OfficeRole = (typeof officeRoles)[number];

/** Whether a role belongs to the office (may open the console at all). */
export const isOfficeRole = (role: string | undefined): role is OfficeRole =>
  officeRoles.includes(role as OfficeRole);
