import {
  retentionDefaults,
  type RetentionPeriods,
  type RetentionReply,
  type RetentionRun,
} from '@portal/contracts';
import type { Database } from '../../../db/database';
import { auditedChange } from '../../audit/audited-change';
import { readPrivacySettings, savePrivacySettings } from '../settings/privacy-settings';
import { nextRetentionRun } from './nightly-retention';
import { lastRetentionRun, previewRetention } from './retention-preview';
import { cutoffsOf } from './retention-rules';

type RetentionView = RetentionReply['retention'];

/** A run's activity log entry as the console shows it; null when the entry is not one (never: the job writes them). */
function runOf(entry: { after: unknown; createdAt: Date } | null): RetentionRun | null {
  const after = entry?.after as Partial<RetentionRun> | null | undefined;
  if (!entry || !after || typeof after !== 'object') return null;
  const n = (value: unknown) => (typeof value === 'number' ? value : 0);
  return {
    at: entry.createdAt.toISOString(),
    trigger: after.trigger === 'command_line' ? 'command_line' : 'nightly',
    files: n(after.files),
    reports: n(after.reports),
    message_texts: n(after.message_texts),
    customers: n(after.customers),
    reads: n(after.reads),
    email_links: n(after.email_links),
    activity_details: n(after.activity_details),
    sign_ins: n(after.sign_ins),
  };
}

/**
 * The office's retention screen (decision 0103): the periods, what the next run removes (the
 * job's own rules, so the two agree), and what the last run did; the admin changes the periods,
 * audited.
 */
export function createRetentionService(db: Database, now: () => Date = () => new Date()) {
  async function view(database: Database): Promise<RetentionView> {
    const settings = await readPrivacySettings(database);
    const moment = now();
    const nextRunAt = nextRetentionRun(moment);
    // What the next run removes is what is due at its moment.
    const preview = await previewRetention(
      database,
      cutoffsOf(settings.periods, nextRunAt),
      nextRunAt,
    );
    const last = await lastRetentionRun(database);
    return {
      periods: settings.periods,
      defaults: { ...retentionDefaults },
      office_choice: settings.saved,
      next_run: preview,
      last_run: runOf(last),
    };
  }

  return {
    view: () => view(db),

    async update(actorUserId: number, periods: RetentionPeriods): Promise<RetentionView> {
      await auditedChange(
        db,
        {
          actorUserId,
          action: 'retention_settings.update',
          entityType: 'privacy_settings',
          entityId: 'retention',
        },
        async (tx) => {
          const before = (await readPrivacySettings(tx)).periods;
          if (JSON.stringify(before) === JSON.stringify(periods))
            return { before, after: before, result: null, unchanged: true };
          await savePrivacySettings(tx, { periods });
          return { before, after: periods, result: null };
        },
      );
      return view(db);
    },
  };
}

export type RetentionService = ReturnType<typeof createRetentionService>;
