import type { BookingSubmission } from './booking-upload';

/**
 * What a booking asks for, for its Idempotency-Key: every field, and each file's name and the
 * SHA-256 of its bytes, so a retry with another file is another request.
 */
export function bookingFingerprint(submission: BookingSubmission): unknown {
  return {
    fields: submission.fields,
    files: submission.files.map((file) => ({ name: file.fileName, content: file.contentHash })),
  };
}
