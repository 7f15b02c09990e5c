import { z } from 'zod';

/** How long a confirmation link works, once (decision 0107). */
export const EMAIL_LINK_HOURS = 48;
/** "Send the link again" waits this long after the last link. */
export const EMAIL_LINK_RESEND_SECONDS = 60;
/** The most links sent to a customer's addresses in an hour, changes and resends together. */
export const EMAIL_LINKS_PER_HOUR = 5;

/** The token of a confirmation link, as the link carries it (/confirm-email?token=…). */
export const confirmEmailRequestSchema = z.object({
  token: z.string().trim().min(1).max(200),
});
export type ConfirmEmailRequest = z.infer<typeof confirmEmailRequestSchema>;

export const confirmEmailReplySchema = z.object({
  success: z.literal(true),
  /** The address is confirmed now (always true: a refusal is an error with its code). */
  email_confirmed: z.literal(true),
});
export type ConfirmEmailReply = z.infer<typeof confirmEmailReplySchema>;

export const resendEmailLinkReplySchema = z.object({
  success: z.literal(true),
  /** Seconds before the link may be asked for again. */
  resend_after: z.number().int(),
});
export type ResendEmailLinkReply = z.infer<typeof resendEmailLinkReplySchema>;
