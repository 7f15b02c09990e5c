import {
  noticePlaceholders,
  unnamedGrievanceOfficer,
  type AdminNoticeReply,
  type AdminNoticeRequest,
  type Language,
  type PrivacyNoticeReply,
} from '@portal/contracts';
import type { Database } from '../../../db/database';
import { sanitizeContentHtml } from '../../../lib/sanitize-html';
import { auditedChange } from '../../audit/audited-change';
import { grievanceContactOf, readPrivacySettings } from '../settings/privacy-settings';
import { builtInNoticeEnglish } from './built-in-notice-english';
import { builtInNoticeTamil } from './built-in-notice-tamil';
import { fillNotice, placeholderValues, type NoticeFacts } from './notice-text';
import { createNoticeRepo, type NoticeRow } from './notice.repo';

/** GST records: kept six years (the CGST Act's 72 months), whatever the office's settings. */
export const TAX_RECORD_MONTHS = 72;
/** The server's logs and the record of the office's reads: a year. */
export const LOG_MONTHS = 12;

/** What the notice names that the server knows rather than the office's settings. */
export interface NoticeServerFacts {
  fileStorage: NoticeFacts['fileStorage'];
  /** Where video consultations' rooms are made (MEETING_BASE_URL). */
  meetingBaseUrl: string;
  /** Nightly backups kept (BACKUP_KEEP; its default when backups are off). */
  backupKeepDays: number;
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/**
 * The notice's current version, the built-in text written as version 1 by the first reader of an
 * empty table (writers take turns, so two first readers write one).
 */
export async function currentNotice(db: Database): Promise<NoticeRow> {
  const found = await createNoticeRepo(db).current();
  if (found) return found;
  return db.transaction(async (tx) => {
    const repo = createNoticeRepo(tx);
    await repo.takeTurn();
    return (
      (await repo.current()) ??
      (await repo.insert({
        bodyEnglish: builtInNoticeEnglish,
        bodyTamil: builtInNoticeTamil,
        createdByUserId: null,
      }))
    );
  });
}

/**
 * The privacy notice (decision 0100): its current version, the office's new versions, and the
 * text filled with the office's settings as they are when it is read.
 */
export function createNoticeService(db: Database, server: NoticeServerFacts) {
  const repo = createNoticeRepo(db);
  const current = () => currentNotice(db);

  async function facts(language: Language): Promise<NoticeFacts> {
    const settings = await readPrivacySettings(db);
    const contact = grievanceContactOf(settings);
    return {
      // An officer the office has not named yet is the office's Grievance Officer, in the
      // reader's words (as a request's replies say it, decision 0102).
      grievance: { ...contact, name: contact.name || unnamedGrievanceOfficer[language] },
      retention: {
        ...settings.periods,
        backup_keep_days: server.backupKeepDays,
        tax_record_months: TAX_RECORD_MONTHS,
        log_months: LOG_MONTHS,
      },
      fileStorage: server.fileStorage,
      videoHost: hostOf(server.meetingBaseUrl),
    };
  }

  async function adminView(): Promise<AdminNoticeReply> {
    const [now, versions] = [await current(), await repo.versions()];
    return {
      success: true,
      current: { version: now.version, body_english: now.bodyEnglish, body_tamil: now.bodyTamil },
      versions: versions.map((row) => ({
        version: row.version,
        published_at: row.createdAt.toISOString(),
        published_by: row.publisherName ?? row.publisherMobile ?? null,
        agreed_count: Number(row.agreed),
      })),
      placeholders: [...noticePlaceholders],
    };
  }

  return {
    current,

    async publicNotice(language: Language): Promise<PrivacyNoticeReply> {
      const [notice, known] = [await current(), await facts(language)];
      const body = language === 'tamil' ? notice.bodyTamil : notice.bodyEnglish;
      return {
        success: true,
        version: notice.version,
        published_at: notice.createdAt.toISOString(),
        language,
        html: fillNotice(sanitizeContentHtml(body), placeholderValues(known, language)),
        grievance: known.grievance,
        retention: known.retention,
      };
    },

    adminView,

    /** A new version of the office's text (cleaned by the content pages' allow-list), audited. */
    async publish(actorUserId: number, request: AdminNoticeRequest): Promise<AdminNoticeReply> {
      const before = await current();
      await auditedChange(
        db,
        {
          actorUserId,
          action: 'privacy_notice.publish',
          entityType: 'privacy_notice',
          entityId: 'notice',
        },
        async (tx) => {
          const txRepo = createNoticeRepo(tx);
          await txRepo.takeTurn();
          const previous = (await txRepo.current()) ?? before;
          const published = await txRepo.insert({
            bodyEnglish: sanitizeContentHtml(request.body_english),
            bodyTamil: sanitizeContentHtml(request.body_tamil),
            createdByUserId: actorUserId,
          });
          return {
            before: { version: previous.version },
            after: { version: published.version },
            result: published,
          };
        },
      );
      return adminView();
    },
  };
}

export type NoticeService = ReturnType<typeof createNoticeService>;
