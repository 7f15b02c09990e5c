import type { ErrorCode, ErrorReply } from '@portal/contracts';

const statusByCode: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CONTENT_NOT_FOUND: 404,
  COUNTRY_NOT_FOUND: 404,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  DATABASE_UNAVAILABLE: 503,
  STORAGE_FULL: 507,
  PHONE_INVALID: 400,
  CAPTCHA_FAILED: 400,
  OTP_INVALID: 400,
  OTP_EXPIRED: 400,
  OTP_ATTEMPTS_EXHAUSTED: 400,
  OTP_REQUEST_UNKNOWN: 400,
  CAPTCHA_REQUIRED: 400,
  SMS_FAILED: 502,
  COUNTRY_NOT_SERVED: 422,
  SIGN_IN_PAUSED: 429,
  UNAUTHENTICATED: 401,
  TOO_MANY_FILES: 400,
  FILE_TOO_LARGE: 413,
  FILE_TYPE_NOT_ALLOWED: 415,
  APPOINTMENT_NOT_FOUND: 404,
  REPORT_NOT_READY: 409,
  ALREADY_PAID: 409,
  PAYMENT_INIT_FAILED: 502,
  PAYMENT_VERIFICATION_FAILED: 400,
  WEBHOOK_REJECTED: 400,
  DATE_NOT_BOOKABLE: 400,
  SLOT_UNAVAILABLE: 409,
  SLOT_TAKEN: 409,
  ALREADY_SCHEDULED: 409,
  NOT_PAID: 409,
  APPOINTMENT_CANCELLED: 409,
  FORBIDDEN: 403,
  NOT_YOUR_CONSULTATION: 403,
  NOT_CANCELLABLE: 409,
  NOT_COMPLETABLE: 409,
  REFUND_FAILED: 502,
  REPORT_NOT_PDF: 415,
  REPORT_DELIVERED: 409,
  REPORT_NOT_UPLOADED: 409,
  CHART_UNAVAILABLE: 409,
  JATHAGAM_NOT_RELEASED: 409,
  JATHAGAM_UNPAID: 409,
  APPOINTMENT_COMPLETED: 409,
  CANCEL_TOO_LATE: 409,
  NOT_RESCHEDULABLE: 409,
  RESCHEDULE_TOO_LATE: 409,
  RESCHEDULE_LIMIT: 409,
  NOT_STARTED: 409,
  UNDO_NOT_ALLOWED: 409,
  CASH_UNDO_TOO_LATE: 409,
  CASH_UNDO_NOT_ALLOWED: 409,
  REFUND_NOT_OWED: 409,
  NOT_SCHEDULED: 409,
  RECEIPT_NOT_AVAILABLE: 409,
  CREDIT_NOTE_NOT_READY: 409,
  MESSAGE_NOT_RETRYABLE: 409,
  UNSUBSCRIBE_LINK_INVALID: 400,
  WEBHOOK_FORBIDDEN: 403,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_IN_PROGRESS: 409,
  DAY_HAS_CONSULTATIONS: 409,
  UNPAID_BOOKINGS_LIMIT: 429,
  DAILY_BOOKINGS_LIMIT: 429,
  DAILY_UPLOAD_LIMIT: 429,
  UPLOADS_IN_PROGRESS: 429,
  STAFF_ASTROLOGER_REQUIRED: 400,
  STAFF_ASTROLOGER_UNKNOWN: 404,
  STAFF_OWN_ROLE: 409,
  ASTROLOGER_HAS_CONSULTATIONS: 409,
  PERSON_NOT_FOUND: 404,
  ACCOUNT_NOT_ERASABLE: 409,
  CUSTOMER_ERASED: 409,
  SAVED_PEOPLE_LIMIT: 409,
  OPEN_REQUESTS_LIMIT: 409,
  REQUEST_ANSWERED: 409,
  NOTE_NOT_REMOVABLE: 403,
  GUARDIAN_DECLARATION_REQUIRED: 422,
  OTHER_PERSON_AGREEMENT_REQUIRED: 422,
  NOTICE_VERSION_STALE: 409,
  EMAIL_LINK_INVALID: 400,
  EMAIL_LINK_EXPIRED: 410,
  EMAIL_LINK_USED: 409,
  EMAIL_NOT_WAITING: 409,
  SECOND_FACTOR_REQUIRED: 401,
  SECOND_FACTOR_ENROLMENT_REQUIRED: 403,
  SECOND_FACTOR_INVALID: 400,
  SECOND_FACTOR_ENROLLED: 409,
  SECOND_FACTOR_NOT_STARTED: 409,
};

/** What a refusal says beyond its code. */
export interface AppErrorDetails {
  /** Per field of the request, the message key of what is wrong with it. */
  fields?: Record<string, string>;
  /**
   * For RATE_LIMITED and the other refusals to wait: when the caller may try again (the
   * Retry-After header).
   */
  retryAfterSeconds?: number;
  /** More of the reply, for a refusal that lists what stands in the way (DAY_HAS_CONSULTATIONS). */
  extra?: Pick<ErrorReply, 'consultations'>;
}

/**
 * A failure the business rules expect. The error plugin turns it into the envelope, with the
 * message of its code in the request's language. `new AppError(code, { fields })`: the details
 * are named, never positional.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly fields?: Record<string, string>;
  readonly retryAfterSeconds?: number;
  readonly extra?: Pick<ErrorReply, 'consultations'>;

  constructor(
    readonly code: ErrorCode,
    { fields, retryAfterSeconds, extra }: AppErrorDetails = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.statusCode = statusByCode[code];
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
    this.extra = extra;
  }
}
