/**
 * Plain values shared by server and web, kept free of zod so that the web bundle can import
 * them without the schema library.
 */
export const languages = ['english', 'tamil'] as const;
export const serviceKeys = ['jathagam', 'marriage_porutham', 'prasanam'] as const;
/** The marriage service has extra bridegroom fields. */
export const MARRIAGE_SERVICE_ID = 2;
export const PRASANAM_SERVICE_ID = 3;
export const publicPageTypes = ['terms', 'refund-policy', 'contact'] as const;
export const uiSettingKeys = [
  'app_name',
  'login_title',
  'login_image_url',
  'footer_title',
  'footer_description',
  'contact1_name',
  'contact1_phone',
  'contact1_whatsapp',
  'contact2_name',
  'contact2_phone',
  'contact2_whatsapp',
  'social_facebook',
  'social_instagram',
  'social_youtube',
  'social_whatsapp',
  'social_telegram',
  /** Where a consultation at the office takes place and cash is paid. */
  'office_address',
  /** When the office is open, in words (for cash payments and visits). */
  'office_hours',
  /** The business's GST identification number, printed on receipts and credit notes. */
  'business_gstin',
  /** Where the office is told of new bookings, reschedules and cancellations (never shown to customers). */
  'office_notify_phone',
  'office_notify_email',
] as const;
/** Settings the office keeps to itself: left out of the public settings reply. */
export const officeOnlyUiSettingKeys = ['office_notify_phone', 'office_notify_email'] as const;
export const publicUiSettingKeys = uiSettingKeys.filter(
  (key): key is Exclude<(typeof uiSettingKeys)[number], (typeof officeOnlyUiSettingKeys)[number]> =>
    !(officeOnlyUiSettingKeys as readonly string[]).includes(key),
);

/** The person's gender; the marriage service fixes bride female, bridegroom male. */
export const genders = ['male', 'female', 'other'] as const;
export const birthTimeTypes = ['exact', 'period'] as const;
/**
 * The birth time periods: early_morning 4-6 AM, morning 6 AM-12 PM, afternoon 12-6 PM,
 * evening 6-8 PM, night 8 PM-4 AM.
 */
export const birthTimePeriods = [
  'early_morning',
  'morning',
  'afternoon',
  'evening',
  'night',
] as const;
/** no_show: the office marked the customer absent once the consultation's time had come. */
export const appointmentStatuses = [
  'pending',
  'paid',
  'scheduled',
  'completed',
  'no_show',
  'cancelled',
] as const;
export const paymentStatuses = ['pending', 'paid', 'failed', 'refunded'] as const;
/**
 * cancelled: the report's appointment was cancelled, so no report is owed; removed: the report was
 * given and later deleted, as the office's retention period says (modules/privacy/retention).
 */
export const pdfRequestStatuses = ['pending', 'completed', 'cancelled', 'removed'] as const;

/** How a consultation takes place: at the office, by a phone call from the office, or by video. */
export const consultationModes = ['in_person', 'phone', 'video'] as const;
export type ConsultationMode = (typeof consultationModes)[number];

/** Why money went back: a cancellation, a payment that arrived after one, or a second payment. */
export const refundKinds = ['cancellation', 'paid_after_cancel', 'duplicate_payment'] as const;
/** pending: on its way (online) or owed over the counter (cash); processed: given back. */
export const refundStatuses = ['pending', 'processed', 'failed'] as const;

/**
 * The cancellation and rescheduling policy (decision 0014), as numbers. The rules themselves
 * live in the server's appointments module; the policy pages state these same numbers.
 */
export const FULL_REFUND_NOTICE_HOURS = 24;
export const LATE_CANCELLATION_FEE_PERCENT = 50;
export const RESCHEDULE_NOTICE_HOURS = 24;
export const DEFAULT_MAX_RESCHEDULES = 2;
/** A video consultation's link shows from this many minutes before its start. */
export const MEETING_LINK_OPENS_MINUTES_BEFORE = 15;

/** Horoscope uploads (decision 0010): 5 files at most, 10 MB each, JPG, PNG or PDF. */
export const MAX_BOOKING_FILES = 5;
export const MAX_BOOKING_FILE_BYTES = 10 * 1024 * 1024;
export const bookingFileTypes = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/**
 * What one customer may book (decision 0017): bookings awaiting payment at once (a cash choice
 * counts until the office takes the money), bookings per India day, and horoscope bytes uploaded
 * per India day. The rules live in the server's appointments module.
 */
export const MAX_UNPAID_BOOKINGS = 10;
export const MAX_BOOKINGS_PER_DAY = 30;
export const MAX_UPLOAD_BYTES_PER_DAY = 100 * 1024 * 1024;

/** Safe retries (decision 0017): an Idempotency-Key is 1 to 255 printable ASCII characters, kept 24 hours. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

const marriageServiceNames = ['thirumana porutham', 'marriage porutham'];

/**
 * Services read from the moment the question is asked (Prasanam), not from the birth chart: a
 * booking of these alone needs no birth time (docs/decisions/0024).
 */
const questionServiceKeys: readonly string[] = ['prasanam'];

export function isQuestionService(service: { key: string }): boolean {
  return questionServiceKeys.includes(service.key);
}

/** The marriage service is id 2, or one named Thirumana Porutham or Marriage Porutham. */
export function isMarriageService(service: { id: number; name?: string | null }): boolean {
  if (service.id === MARRIAGE_SERVICE_ID) return true;
  const name = (service.name ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  return marriageServiceNames.includes(name);
}

/** Today's date in India (YYYY-MM-DD). India keeps +05:30 all year, with no daylight saving. */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** The channels a message goes by; customers choose theirs in My Profile. */
export const messageChannels = ['whatsapp', 'sms', 'email'] as const;
/**
 * What a message is about. Customer messages follow their appointment; office_* tell the office
 * (office_sign_in_budget, about no appointment: the hour's sign-in codes ran out).
 * Reminders go 24 and 2 hours before the start.
 */
export const messageKinds = [
  'booking_created',
  'payment_received',
  'slot_booked',
  'rescheduled',
  'cancelled',
  'refund_processed',
  'report_ready',
  'reminder_24h',
  'reminder_2h',
  'office_new_booking',
  'office_rescheduled',
  'office_cancelled',
  'office_sign_in_budget',
  'payment_link',
  /** A customer's request or grievance (decision 0102): received, with its number and due date; answered. */
  'request_received',
  'request_answered',
  /** A personal data breach touched the customer's data (npm run admin -- breach --notify). */
  'breach_notice',
  /** The office's offer, only to customers who agreed to offers (decision 0100). */
  'offer',
  /** The link that confirms a customer's new e-mail address, sent to that address only (decision 0107). */
  'email_confirmation',
] as const;
/**
 * pending: waiting for its moment or its next attempt; sending: claimed by a worker; sent;
 * failed: given up (the office may retry); dropped: no longer due (a reminder of a moved or
 * cancelled consultation).
 */
export const messageStatuses = ['pending', 'sending', 'sent', 'failed', 'dropped'] as const;
/** Reminders before a consultation's start, in hours. */
export const REMINDER_HOURS = [24, 2] as const;
export type MessageChannel = (typeof messageChannels)[number];
export type MessageKind = (typeof messageKinds)[number];
export type MessageStatus = (typeof messageStatuses)[number];

/** The largest record id the database's integer columns hold (2^31 − 1): larger ids name no record. */
export const MAX_RECORD_ID = 2_147_483_647;
/** The deepest page a list goes to: a larger page number is refused rather than sent to the database. */
export const MAX_PAGE = 100_000;
