import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { privacySettings, uiSettings } from '../../../db/schema';

export type PrivacySettingsRow = typeof privacySettings.$inferSelect;

/**
 * How long personal data is kept until the office chooses otherwise (docs/decisions/0100 and the
 * retention job): uploads and reports two years after the consultation, those of cancelled or
 * never-paid bookings 30 days after the booking, message texts a year, customers who have not come
 * back in three years erased.
 */
export const DEFAULT_RETENTION = {
  filesMonths: 24,
  unpaidFilesDays: 30,
  messageTextMonths: 12,
  inactiveYears: 3,
} as const;

/**
 * The office's privacy settings, or the built-in defaults when it has chosen none: the
 * grievance contact then comes from the office's first contact in its UI settings (name and
 * phone; an e-mail only when the office names one here, since its notification address is its
 * own), and the periods from DEFAULT_RETENTION. `chosen` says which. `grievanceNameTamil` is the
 * name as a Tamil page writes it: the office's contact has a Tamil name ("அலுவலகம்"); a person's
 * name the office chose is the same in both.
 */
export async function readPrivacySettings(
  db: Database,
): Promise<PrivacySettingsRow & { chosen: boolean; grievanceNameTamil: string }> {
  const [row] = await db.select().from(privacySettings).where(eq(privacySettings.id, 1));
  if (row) return { ...row, chosen: true, grievanceNameTamil: row.grievanceName };
  const contact = await db
    .select({ key: uiSettings.key, value: uiSettings.valueEnglish, tamil: uiSettings.valueTamil })
    .from(uiSettings)
    .where(inArray(uiSettings.key, ['contact1_name', 'contact1_phone']));
  const setting = (key: string) => contact.find((found) => found.key === key)?.value.trim() ?? '';
  const name = contact.find((found) => found.key === 'contact1_name');
  return {
    id: 1,
    grievanceNameTamil: name?.tamil?.trim() || setting('contact1_name'),
    grievanceName: setting('contact1_name'),
    grievanceEmail: '',
    grievancePhone: setting('contact1_phone'),
    ...DEFAULT_RETENTION,
    breachNoticeEnglish: null,
    breachNoticeTamil: null,
    updatedAt: new Date(0),
    chosen: false,
  };
}
