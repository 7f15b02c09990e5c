import type { Language, NoticePlaceholder, NoticeRetention } from '@portal/contracts';
import type { GrievanceContact } from '@portal/contracts';

/** What the notice's placeholders are filled with: the office's settings and the server's. */
export interface NoticeFacts {
  grievance: GrievanceContact;
  retention: NoticeRetention;
  /** Where uploads and reports are kept (the blob store's kind, decision 0031). */
  fileStorage: 'folder' | 's3';
  /** MEETING_BASE_URL's host: where video consultations' rooms are. */
  videoHost: string;
}

/** Text for the notice's markup: its attributes are double-quoted (sanitize-html writes them so). */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

const words = {
  english: {
    folder: "on the portal's own server",
    s3:
      'with the cloud file storage service the office uses (Amazon S3 or one like it), in a ' +
      'private store that only the portal can open',
    office: 'The office',
    notGiven: 'not given yet',
  },
  tamil: {
    folder: 'தளத்தின் சொந்த சர்வரில்',
    s3:
      'அலுவலகம் பயன்படுத்தும் கிளவுட் கோப்புச் சேமிப்புச் சேவையில் (Amazon S3 அல்லது அதைப் ' +
      'போன்றது), தளம் மட்டுமே திறக்கக்கூடிய தனிப்பட்ட சேமிப்பில்',
    office: 'அலுவலகம்',
    notGiven: 'இன்னும் தரப்படவில்லை',
  },
} as const;

/** Each placeholder's words in a language; a contact the office has not given says so. */
export function placeholderValues(
  facts: NoticeFacts,
  language: Language,
): Record<NoticePlaceholder, string> {
  const say = words[language];
  const { grievance, retention } = facts;
  return {
    grievance_name: grievance.name || say.office,
    grievance_email: grievance.email || say.notGiven,
    grievance_phone: grievance.phone || say.notGiven,
    files_months: String(retention.files_months),
    unpaid_files_days: String(retention.unpaid_files_days),
    message_text_months: String(retention.message_text_months),
    inactive_years: String(retention.inactive_years),
    backup_keep_days: String(retention.backup_keep_days),
    file_storage: say[facts.fileStorage],
    video_host: facts.videoHost,
  };
}

/**
 * The notice's HTML with every known `{{name}}` filled, each value escaped (the office's settings
 * are text, never markup); an unknown name is left as written, so a typo shows rather than vanishes.
 */
export function fillNotice(html: string, values: Record<NoticePlaceholder, string>): string {
  return html.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? escapeHtml(values[name as NoticePlaceholder]) : whole,
  );
}
