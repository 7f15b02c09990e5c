import { z } from 'zod';
import { languageSchema, validationKeys } from '../common';
import { grievanceContactSchema } from './requests';

/*
 * The privacy notice (decision 0100): its versions, each the office's text in both languages, with
 * the office's current settings filled in where the text names them.
 */

/**
 * What a notice's text may name, as `{{name}}`, filled when it is read with the office's settings
 * as they are then (the grievance contact, how long each kind of data is kept), so that a change of
 * a setting shows at once without a new version.
 */
export const noticePlaceholders = [
  'grievance_name',
  'grievance_email',
  'grievance_phone',
  'files_months',
  'unpaid_files_days',
  'message_text_months',
  'inactive_years',
  'backup_keep_days',
  /** Where uploads and reports are kept: this server, or the cloud storage the office set up. */
  'file_storage',
  /** Where video consultations' rooms are (MEETING_BASE_URL's host). */
  'video_host',
] as const;
export type NoticePlaceholder = (typeof noticePlaceholders)[number];

export const noticeQuerySchema = z.object({ language: languageSchema.default('english') });

/** The grievance officer the notice and every reply to a request name (privacy settings). */

/** How long each kind of data is kept, as the notice states it now. */
export const noticeRetentionSchema = z.object({
  files_months: z.number().int(),
  unpaid_files_days: z.number().int(),
  message_text_months: z.number().int(),
  inactive_years: z.number().int(),
  backup_keep_days: z.number().int(),
  /** Tax records (GST): the law's six years. */
  tax_record_months: z.number().int(),
  /** The server's logs and the record of the office's reads. */
  log_months: z.number().int(),
});
export type NoticeRetention = z.infer<typeof noticeRetentionSchema>;

/** GET /api/privacy/notice: the current version in one language, its settings filled in. */
export const privacyNoticeReplySchema = z.object({
  success: z.literal(true),
  version: z.number().int(),
  published_at: z.string(),
  language: languageSchema,
  /** Cleaned HTML (the content pages' allow-list), its placeholders filled. */
  html: z.string(),
  grievance: grievanceContactSchema,
  retention: noticeRetentionSchema,
});
export type PrivacyNoticeReply = z.infer<typeof privacyNoticeReplySchema>;

const noticeBody = z
  .string({ message: validationKeys.notice_body })
  .trim()
  .min(200, { message: validationKeys.notice_body })
  .max(60_000, { message: validationKeys.too_long });

/** PUT /api/admin/privacy/notice: a new version's text in both languages. */
export const adminNoticeRequestSchema = z.object({
  body_english: noticeBody,
  body_tamil: noticeBody,
});
export type AdminNoticeRequest = z.infer<typeof adminNoticeRequestSchema>;

export const noticeVersionSchema = z.object({
  version: z.number().int(),
  published_at: z.string(),
  /** Who published it; null for the built-in first version. */
  published_by: z.string().nullable(),
  /** Customers whose latest agreement is to this version. */
  agreed_count: z.number().int(),
});
export type NoticeVersion = z.infer<typeof noticeVersionSchema>;

/** The office's view: the current text as written (placeholders not filled), and every version. */
export const adminNoticeReplySchema = z.object({
  success: z.literal(true),
  current: z.object({
    version: z.number().int(),
    body_english: z.string(),
    body_tamil: z.string(),
  }),
  versions: z.array(noticeVersionSchema),
  placeholders: z.array(z.enum(noticePlaceholders)),
});
export type AdminNoticeReply = z.infer<typeof adminNoticeReplySchema>;
