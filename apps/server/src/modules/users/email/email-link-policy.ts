import {
  EMAIL_LINK_HOURS,
  EMAIL_LINK_RESEND_SECONDS,
  EMAIL_LINKS_PER_HOUR,
  type ErrorCode,
} from '@portal/contracts';

/*
 * The rules of e-mail confirmation links (decision 0107), apart from the database so that each
 * can be tested alone: what opening a link does, and when another may be sent.
 */

const HOUR_MS = 60 * 60_000;

/** When a link sent now stops working. */
export const linkExpiry = (now: Date) => new Date(now.getTime() + EMAIL_LINK_HOURS * HOUR_MS);

export interface LinkRow {
  email: string;
  expiresAt: Date;
  usedAt: Date | null;
}

export interface LinkOwner {
  email: string | null;
  erasedAt: Date | null;
}

/**
 * What a link does when opened: confirms its address, or is refused with the code the page
 * explains. A link confirms only the address it was sent to, while that is still the customer's:
 * a change of address makes every earlier link useless (a wrong link, not an expired one, since a
 * new link for the old address would not help). A used link says so before anything else.
 */
export function linkOutcome(
  link: LinkRow | undefined,
  owner: LinkOwner | undefined,
  now: Date,
): 'confirm' | Extract<ErrorCode, 'EMAIL_LINK_INVALID' | 'EMAIL_LINK_USED' | 'EMAIL_LINK_EXPIRED'> {
  if (!link || !owner || owner.erasedAt) return 'EMAIL_LINK_INVALID';
  if (link.usedAt) return 'EMAIL_LINK_USED';
  if (owner.email !== link.email) return 'EMAIL_LINK_INVALID';
  if (link.expiresAt <= now) return 'EMAIL_LINK_EXPIRED';
  return 'confirm';
}

/**
 * Seconds before another link may go to the customer, or 0 now. At most EMAIL_LINKS_PER_HOUR in
 * any hour, changes of address and resends together: a changed address is how a prankster would
 * write to strangers. A resend waits EMAIL_LINK_RESEND_SECONDS after the last link; a change of
 * address does not (a typo put right at once deserves its link).
 */
export function linkWaitSeconds({
  sentAt,
  now,
  resend,
}: {
  /** When each of the customer's links was made, any order. */
  sentAt: readonly Date[];
  now: Date;
  resend: boolean;
}): number {
  const recent = sentAt
    .map((moment) => moment.getTime())
    .filter((time) => time > now.getTime() - HOUR_MS)
    .sort((a, b) => a - b);
  let waitMs = 0;
  if (recent.length >= EMAIL_LINKS_PER_HOUR) {
    const freed = recent[recent.length - EMAIL_LINKS_PER_HOUR]!;
    waitMs = freed + HOUR_MS - now.getTime();
  }
  const last = recent.at(-1);
  if (resend && last !== undefined)
    waitMs = Math.max(waitMs, last + EMAIL_LINK_RESEND_SECONDS * 1000 - now.getTime());
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}
