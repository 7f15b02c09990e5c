import { z } from 'zod';
import { languages, MAX_PAGE, MAX_RECORD_ID } from './constants';
import { validationMessages, type ValidationMessageKey } from './validation-messages';

/**
 * The two languages of the portal, as the API names them on the wire: the only language values
 * of any field, query parameter or cookie the API defines (decision 0096).
 */
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;

/**
 * A rupee amount as the API shows it: two decimals, as text ("1400.00").
 * The database and every computation hold integer paise; see docs/decisions/0003.
 */
export const rupeeAmountSchema = z.string().regex(/^\d+\.\d{2}$/);

/**
 * Error codes a caller can branch on. The message for a person travels beside the code,
 * already in the request's language.
 */
export const errorCodes = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'CONTENT_NOT_FOUND',
  'COUNTRY_NOT_FOUND',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  'DATABASE_UNAVAILABLE',
  'STORAGE_FULL',
  'PHONE_INVALID',
  'CAPTCHA_FAILED',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_ATTEMPTS_EXHAUSTED',
  'OTP_REQUEST_UNKNOWN',
  'CAPTCHA_REQUIRED',
  'SMS_FAILED',
  'COUNTRY_NOT_SERVED',
  'SIGN_IN_PAUSED',
  'UNAUTHENTICATED',
  'TOO_MANY_FILES',
  'FILE_TOO_LARGE',
  'FILE_TYPE_NOT_ALLOWED',
  'APPOINTMENT_NOT_FOUND',
  'REPORT_NOT_READY',
  'ALREADY_PAID',
  'PAYMENT_INIT_FAILED',
  'PAYMENT_VERIFICATION_FAILED',
  'WEBHOOK_REJECTED',
  'DATE_NOT_BOOKABLE',
  'SLOT_UNAVAILABLE',
  'SLOT_TAKEN',
  'ALREADY_SCHEDULED',
  'NOT_PAID',
  'APPOINTMENT_CANCELLED',
  'FORBIDDEN',
  'NOT_YOUR_CONSULTATION',
  'NOT_CANCELLABLE',
  'NOT_COMPLETABLE',
  'REFUND_FAILED',
  'REPORT_NOT_PDF',
  'REPORT_DELIVERED',
  'REPORT_NOT_UPLOADED',
  'CHART_UNAVAILABLE',
  'JATHAGAM_NOT_RELEASED',
  'JATHAGAM_UNPAID',
  'APPOINTMENT_COMPLETED',
  'CANCEL_TOO_LATE',
  'NOT_RESCHEDULABLE',
  'RESCHEDULE_TOO_LATE',
  'RESCHEDULE_LIMIT',
  'NOT_STARTED',
  'UNDO_NOT_ALLOWED',
  'CASH_UNDO_TOO_LATE',
  'CASH_UNDO_NOT_ALLOWED',
  'REFUND_NOT_OWED',
  'NOT_SCHEDULED',
  'RECEIPT_NOT_AVAILABLE',
  'CREDIT_NOTE_NOT_READY',
  'MESSAGE_NOT_RETRYABLE',
  'UNSUBSCRIBE_LINK_INVALID',
  'WEBHOOK_FORBIDDEN',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_IN_PROGRESS',
  'UNPAID_BOOKINGS_LIMIT',
  'DAY_HAS_CONSULTATIONS',
  'DAILY_BOOKINGS_LIMIT',
  'DAILY_UPLOAD_LIMIT',
  'UPLOADS_IN_PROGRESS',
  'STAFF_ASTROLOGER_REQUIRED',
  'STAFF_ASTROLOGER_UNKNOWN',
  'STAFF_OWN_ROLE',
  'ASTROLOGER_HAS_CONSULTATIONS',
  'PERSON_NOT_FOUND',
  'SAVED_PEOPLE_LIMIT',
  'OPEN_REQUESTS_LIMIT',
  'REQUEST_ANSWERED',
  'NOTE_NOT_REMOVABLE',
  'ACCOUNT_NOT_ERASABLE',
  'CUSTOMER_ERASED',
  'GUARDIAN_DECLARATION_REQUIRED',
  'OTHER_PERSON_AGREEMENT_REQUIRED',
  'NOTICE_VERSION_STALE',
  /** An e-mail confirmation link (decision 0107): unknown, or for an address since changed. */
  'EMAIL_LINK_INVALID',
  'EMAIL_LINK_EXPIRED',
  'EMAIL_LINK_USED',
  /** "Send the link again" with no address waiting for confirmation. */
  'EMAIL_NOT_WAITING',
  'SECOND_FACTOR_REQUIRED',
  'SECOND_FACTOR_ENROLMENT_REQUIRED',
  'SECOND_FACTOR_INVALID',
  'SECOND_FACTOR_ENROLLED',
  'SECOND_FACTOR_NOT_STARTED',
] as const;
export const errorCodeSchema = z.enum(errorCodes).meta({ id: 'ErrorCode' });
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/**
 * Why a closing day's consultation cannot move (decision 0110): the whole office is closing that
 * day (nobody works then); no other astrologer gives its services in its way of consulting; those
 * who give it do not work at that time; or those who do are booked or blocked then.
 */
export const notMovableReasons = ['office_closed', 'not_offered', 'not_working', 'busy'] as const;
export type NotMovableReason = (typeof notMovableReasons)[number];

/**
 * A consultation on a day the office is closing (DAY_HAS_CONSULTATIONS): who, when, with whom, and
 * whether another astrologer could take it then (and, when none could, why).
 */
export const dayConsultationSchema = z
  .object({
    id: z.number().int(),
    appointment_number: z.string(),
    name: z.string(),
    scheduled_datetime: z.string(),
    astrologer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    movable: z.boolean(),
    /** Null when movable. */
    not_movable_reason: z.enum(notMovableReasons).nullable(),
  })
  .meta({ id: 'DayConsultation' });
export type DayConsultation = z.infer<typeof dayConsultationSchema>;

/** The failure envelope (decision 0006): every non-2xx JSON reply has this shape. */
export const errorReplySchema = z
  .object({
    success: z.literal(false),
    error: z.string(),
    code: errorCodeSchema,
    fields: z.record(z.string(), z.string()).optional(),
    /** DAY_HAS_CONSULTATIONS: the consultations of the day being closed. */
    consultations: z.array(dayConsultationSchema).optional(),
    request_id: z.string().optional(),
  })
  .meta({ id: 'ErrorReply' });
export type ErrorReply = z.infer<typeof errorReplySchema>;

/**
 * Validation messages are i18n keys (namespace "validation"), so a Tamil screen shows Tamil
 * whether the web form or the server found the problem. The text is in validation-messages.ts.
 */
export const validationKeys = Object.fromEntries(
  Object.keys(validationMessages.english).map((key) => [key, `validation.${key}`]),
) as { readonly [Key in ValidationMessageKey]: `validation.${Key}` };

/**
 * A record's id as a path, query or body gives it: a whole number from 1 to the database's
 * integer limit. Every id the API takes goes through this one schema.
 */
export const recordIdSchema = (message?: string) => {
  const options = message ? { message } : undefined;
  return z.coerce.number(options).int(options).min(1, options).max(MAX_RECORD_ID, options);
};

/** A page number of a list. */
export const pageNumberSchema = z.coerce.number().int().min(1).max(MAX_PAGE).default(1);

/**
 * One e-mail rule for the web form and the server: something@domain.tld, the
 * top-level domain two or more letters, so `a@b.c`, which a browser's own check lets through,
 * is refused on both sides alike. The same pattern zod's z.email() uses.
 */
export const EMAIL_ADDRESS =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const MAX_EMAIL_LENGTH = 200;

export function isEmailAddress(text: string): boolean {
  return text.length <= MAX_EMAIL_LENGTH && EMAIL_ADDRESS.test(text);
}

/**
 * Emoji and their pieces: pictographs, skin tones, keycaps, variation selectors, flags. Letters
 * of any script pass the rules below, with their combining vowel signs (Tamil's included); these
 * do not, though some are marks too.
 */
const EMOJI_PARTS =
  /[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}\p{Me}\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u;
/**
 * A person's name: letters and their marks, spaces, full stops, apostrophes, hyphens, and the
 * zero-width (non-)joiners some Indian keyboards put between letters.
 */
const PERSON_NAME = /^(?:[\p{L}\p{Mn}\p{Mc} .'’-]|\u200C|\u200D)*$/u;
/** A place: a name's characters and digits, commas, brackets and slashes ("12/3 North St., Madurai"). */
const PLACE_NAME = /^(?:[\p{L}\p{Mn}\p{Mc}\p{Nd} .,'’()/-]|\u200C|\u200D)*$/u;

export function isPersonName(text: string): boolean {
  return PERSON_NAME.test(text) && !EMOJI_PARTS.test(text);
}

export function isPlaceName(text: string): boolean {
  return PLACE_NAME.test(text) && !EMOJI_PARTS.test(text);
}
