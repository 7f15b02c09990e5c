import { z } from 'zod';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from './constants';
import { validationKeys } from './common';

/** 1 to 255 printable ASCII characters (space to tilde). */
const idempotencyKeyPattern = new RegExp(`^[\\x20-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);

/**
 * The `Idempotency-Key` request header of the calls that are safe to retry (booking, payment
 * initiation, the cash choice, slot booking, cancel, reschedule). Header names arrive in lower
 * case; other headers pass through untouched.
 */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(idempotencyKeyPattern, { message: validationKeys.idempotency_key })
    .optional()
    .describe(
      'Makes the call safe to retry: 1 to 255 printable ASCII characters, one per intent ' +
        '(for example a UUID). The same key with the same request within 24 hours returns the ' +
        'first reply (marked `Idempotent-Replayed: true`) instead of acting again; with a ' +
        'different request it is 422 IDEMPOTENCY_KEY_REUSED; while the first is still running, ' +
        '409 IDEMPOTENCY_IN_PROGRESS with Retry-After. A refused or failed first request does ' +
        'not keep the key.',
    ),
});
export type IdempotencyHeaders = z.infer<typeof idempotencyHeadersSchema>;
