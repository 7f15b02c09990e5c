import type { PrivacySettings, PrivacySettingsChange } from '@portal/contracts';
import type { Database } from '../../../db/database';
import { auditedChange } from '../../audit/audited-change';
import { builtInBreachWords } from '../../messages/composing/breach-notice-text';
import {
  readPrivacySettings,
  savePrivacySettings,
  type PrivacySettingsValues,
} from './privacy-settings';

function toReply(values: PrivacySettingsValues): PrivacySettings {
  return {
    grievance_name: values.grievance.name,
    grievance_email: values.grievance.email,
    grievance_phone: values.grievance.phone,
    grievance_default: !values.saved,
    breach_notice_english: values.breachNotice.english,
    breach_notice_tamil: values.breachNotice.tamil,
    breach_notice_builtin: {
      english: builtInBreachWords('english', values.grievance),
      tamil: builtInBreachWords('tamil', values.grievance),
    },
  };
}

/** What the activity log keeps of a change: the contact and the notice's words (the office's own, no customer's). */
const audited = (values: PrivacySettingsValues) => ({
  grievance: values.grievance,
  breach_notice: values.breachNotice,
});

/**
 * The office's grievance contact and breach notice words (decision 0103), edited on the same
 * console screen as the retention periods; the admin's, audited.
 */
export function createPrivacySettingsService(db: Database) {
  return {
    async get(): Promise<PrivacySettings> {
      return toReply(await readPrivacySettings(db));
    },

    update(actorUserId: number, input: PrivacySettingsChange): Promise<PrivacySettings> {
      const grievance = {
        name: input.grievance_name,
        email: input.grievance_email,
        phone: input.grievance_phone,
      };
      const breachNotice = {
        english: input.breach_notice_english,
        tamil: input.breach_notice_tamil,
      };
      return auditedChange(
        db,
        {
          actorUserId,
          action: 'privacy_settings.update',
          entityType: 'privacy_settings',
          entityId: 'contact',
        },
        async (tx) => {
          const current = await readPrivacySettings(tx);
          const before = audited(current);
          if (
            current.saved &&
            JSON.stringify(before) === JSON.stringify({ grievance, breach_notice: breachNotice })
          )
            return { before, after: before, result: toReply(current), unchanged: true };
          const saved = await savePrivacySettings(tx, { grievance, breachNotice });
          return { before, after: audited(saved), result: toReply(saved) };
        },
      );
    },
  };
}

export type PrivacySettingsService = ReturnType<typeof createPrivacySettingsService>;
