import { eq, inArray } from 'drizzle-orm';
import type { GrievanceContact } from '@portal/contracts';
import type { Database } from '../../../db/database';
import { privacySettings, uiSettings } from '../../../db/schema';

/** The office's privacy settings as the row holds them (decision 0099), or the built-in defaults. */
export type PrivacySettings = Omit<typeof privacySettings.$inferSelect, 'id' | 'updatedAt'> & {
  /** False: the office has not chosen them yet, these are the defaults. */
  chosen: boolean;
};

/** How long personal data is kept when the office has not said (docs/privacy; modules/privacy/retention). */
export const DEFAULT_RETENTION = {
  filesMonths: 24,
  unpaidFilesDays: 30,
  messageTextMonths: 12,
  inactiveYears: 3,
} as const;

/** Named until the office names its grievance officer: what a customer reads is never blank. */
export const GRIEVANCE_NAME_PLACEHOLDER = 'Grievance Officer';

/**
 * The privacy settings: the office's row, or the defaults, whose grievance contact is the office's
 * first contact number (UI settings contact1_phone) and its notification e-mail, which the office
 * already reads, under a placeholder name.
 */
export async function readPrivacySettings(db: Database): Promise<PrivacySettings> {
  const [row] = await db.select().from(privacySettings).where(eq(privacySettings.id, 1));
  if (row)
    return {
      grievanceName: row.grievanceName,
      grievanceEmail: row.grievanceEmail,
      grievancePhone: row.grievancePhone,
      filesMonths: row.filesMonths,
      unpaidFilesDays: row.unpaidFilesDays,
      messageTextMonths: row.messageTextMonths,
      inactiveYears: row.inactiveYears,
      breachNoticeEnglish: row.breachNoticeEnglish,
      breachNoticeTamil: row.breachNoticeTamil,
      chosen: true,
    };
  const contacts = await db
    .select({ key: uiSettings.key, value: uiSettings.valueEnglish })
    .from(uiSettings)
    .where(inArray(uiSettings.key, ['contact1_phone', 'office_notify_email']));
  const value = (key: string) => contacts.find((line) => line.key === key)?.value.trim() ?? '';
  const email = value('office_notify_email');
  return {
    grievanceName: GRIEVANCE_NAME_PLACEHOLDER,
    grievanceEmail: email.includes('@') ? email : '',
    grievancePhone: value('contact1_phone'),
    ...DEFAULT_RETENTION,
    breachNoticeEnglish: null,
    breachNoticeTamil: null,
    chosen: false,
  };
}

/**
 * The grievance contact every reply to a request names. Until the office names its officer the
 * name is empty: each screen and message says "Grievance Officer" in its reader's language.
 */
export function grievanceContactOf(settings: PrivacySettings): GrievanceContact {
  return {
    name: settings.chosen ? settings.grievanceName : '',
    email: settings.grievanceEmail,
    phone: settings.grievancePhone,
  };
}
