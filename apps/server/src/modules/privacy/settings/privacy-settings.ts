import { eq, inArray } from 'drizzle-orm';
import { retentionDefaults, type GrievanceContact, type RetentionPeriods } from '@portal/contracts';
import type { Database } from '../../../db/database';
import { privacySettings, uiSettings } from '../../../db/schema';

/** The office's privacy settings (decision 0103), or the built-in defaults where it has none. */
export interface PrivacySettingsValues {
  /** Whether the office saved them (false: every value below is a default). */
  saved: boolean;
  grievance: GrievanceContact;
  periods: RetentionPeriods;
  /** The office's breach notice with {from} and {to}; null: the built-in words. */
  breachNotice: { english: string | null; tamil: string | null };
}

/** What a grievance contact shows before the office names one and the app holds no contact details. */
export const GRIEVANCE_PLACEHOLDERS: GrievanceContact = {
  name: 'Grievance officer (name not yet set)',
  email: 'grievance e-mail not yet set',
  phone: 'grievance telephone not yet set',
};

/**
 * Until the office names its grievance officer, the contact comes from the details the office
 * already keeps (its UI settings: the business's name, the office's e-mail and telephone), each
 * a clear placeholder where there is none.
 */
async function defaultGrievance(db: Database): Promise<GrievanceContact> {
  const rows = await db
    .select({ key: uiSettings.key, value: uiSettings.valueEnglish })
    .from(uiSettings)
    .where(
      inArray(uiSettings.key, [
        'footer_title',
        'app_name',
        'office_notify_email',
        'contact1_phone',
      ]),
    );
  const value = (key: string) => rows.find((row) => row.key === key)?.value.trim() || null;
  const business = value('footer_title') ?? value('app_name');
  const email = value('office_notify_email');
  return {
    name: business ? `Grievance Officer, ${business}` : GRIEVANCE_PLACEHOLDERS.name,
    email: email?.includes('@') ? email : GRIEVANCE_PLACEHOLDERS.email,
    phone: value('contact1_phone') ?? GRIEVANCE_PLACEHOLDERS.phone,
  };
}

/**
 * The privacy settings: the office's row, or the built-in defaults (periods of
 * contracts retentionDefaults, the grievance contact from the office's contact details). Read
 * with a transaction's `tx` inside one.
 */
export async function readPrivacySettings(db: Database): Promise<PrivacySettingsValues> {
  const [row] = await db.select().from(privacySettings).where(eq(privacySettings.id, 1));
  if (!row)
    return {
      saved: false,
      grievance: await defaultGrievance(db),
      periods: { ...retentionDefaults },
      breachNotice: { english: null, tamil: null },
    };
  return {
    saved: true,
    grievance: { name: row.grievanceName, email: row.grievanceEmail, phone: row.grievancePhone },
    periods: {
      files_months: row.filesMonths,
      unpaid_files_days: row.unpaidFilesDays,
      message_text_months: row.messageTextMonths,
      inactive_years: row.inactiveYears,
    },
    breachNotice: { english: row.breachNoticeEnglish, tamil: row.breachNoticeTamil },
  };
}

/**
 * Saves the settings with these parts changed and the others as they stand (the defaults, when
 * the office had saved none: the row holds every value). Call it with an audited change's `tx`.
 */
export async function savePrivacySettings(
  tx: Database,
  change: Partial<Omit<PrivacySettingsValues, 'saved'>>,
): Promise<PrivacySettingsValues> {
  const current = await readPrivacySettings(tx);
  const next: PrivacySettingsValues = { ...current, ...change, saved: true };
  const values = {
    grievanceName: next.grievance.name,
    grievanceEmail: next.grievance.email,
    grievancePhone: next.grievance.phone,
    filesMonths: next.periods.files_months,
    unpaidFilesDays: next.periods.unpaid_files_days,
    messageTextMonths: next.periods.message_text_months,
    inactiveYears: next.periods.inactive_years,
    breachNoticeEnglish: next.breachNotice.english,
    breachNoticeTamil: next.breachNotice.tamil,
    updatedAt: new Date(),
  };
  await tx
    .insert(privacySettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: privacySettings.id, set: values });
  return next;
}

/**
 * The grievance contact a customer reads (a request's replies and messages, decision 0102). Until
 * the office names its officer the name is empty, and each screen and message says "Grievance
 * Officer" in its reader's language; a placeholder (no contact detail kept) is empty too.
 */
export function grievanceContactOf(settings: PrivacySettingsValues): GrievanceContact {
  if (settings.saved) return settings.grievance;
  const kept = (value: string, placeholder: string) => (value === placeholder ? '' : value);
  return {
    name: '',
    email: kept(settings.grievance.email, GRIEVANCE_PLACEHOLDERS.email),
    phone: kept(settings.grievance.phone, GRIEVANCE_PLACEHOLDERS.phone),
  };
}
