import { EMAIL_LINK_RESEND_SECONDS } from '@portal/contracts';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/errors/app-error';
import { messageEvents } from '../../messages/outbox/message-events';
import { createUsersRepo } from '../users.repo';
import { createEmailConfirmationsRepo } from './email-confirmations.repo';
import { linkExpiry, linkOutcome, linkWaitSeconds } from './email-link-policy';
import { linkToken, linkTokenHash, newLinkSeed } from './email-link-token';

const HOUR_MS = 60 * 60_000;

export interface EmailConfirmationOptions {
  db: Database;
  /** The server's secret: the link's token is made from a seed with it (email-link-token.ts). */
  secret: string;
  now?: () => Date;
}

/**
 * E-mail addresses confirmed before use (decision 0107): a new address gets a link, by e-mail to
 * it alone; opening the link confirms that address, once, within EMAIL_LINK_HOURS, while it is
 * still the customer's. Until then the outbox sends it nothing else (message-events.ts).
 */
export function createEmailConfirmationService({
  db,
  secret,
  now = () => new Date(),
}: EmailConfirmationOptions) {
  /**
   * A new link for `email`, its e-mail queued, in the caller's transaction (the customer's row
   * locked by it). Refused with RATE_LIMITED past the limits (email-link-policy.ts).
   */
  async function sendLink(
    tx: Database,
    link: { userId: number; email: string; language: 'english' | 'tamil'; resend: boolean },
    moment: Date,
  ): Promise<void> {
    const links = createEmailConfirmationsRepo(tx);
    const sentAt = await links.sentSince(link.userId, new Date(moment.getTime() - HOUR_MS));
    const wait = linkWaitSeconds({ sentAt, now: moment, resend: link.resend });
    if (wait > 0) throw new AppError('RATE_LIMITED', { retryAfterSeconds: wait });
    const seed = newLinkSeed();
    await links.add({
      tokenHash: linkTokenHash(linkToken(secret, seed)),
      userId: link.userId,
      email: link.email,
      expiresAt: linkExpiry(moment),
      createdAt: moment,
    });
    await messageEvents.emailConfirmation(
      tx,
      { userId: link.userId, email: link.email, language: link.language, seed },
      moment,
    );
  }

  return {
    sendLink,

    /** "Send the link again": a new link to the address waiting for confirmation. */
    async resend(userId: number): Promise<{ resendAfterSeconds: number }> {
      const moment = now();
      await db.transaction(async (tx) => {
        const users = createUsersRepo(tx);
        await users.lockForCounting(userId);
        const user = await users.findById(userId);
        if (!user) throw new AppError('UNAUTHENTICATED');
        if (!user.email || user.emailConfirmedAt) throw new AppError('EMAIL_NOT_WAITING');
        await sendLink(
          tx,
          {
            userId,
            email: user.email,
            language: user.languagePreference === 'tamil' ? 'tamil' : 'english',
            resend: true,
          },
          moment,
        );
      });
      return { resendAfterSeconds: EMAIL_LINK_RESEND_SECONDS };
    },

    /**
     * Opens a link: confirms its address, or refuses with what is wrong (used, a changed address
     * or no such link, expired). Needs no sign-in: the token is the proof that the e-mail arrived.
     */
    async confirm(token: string): Promise<void> {
      const moment = now();
      const tokenHash = linkTokenHash(token);
      await db.transaction(async (tx) => {
        const links = createEmailConfirmationsRepo(tx);
        const link = await links.find(tokenHash);
        const owner = link ? await createUsersRepo(tx).findById(link.userId) : undefined;
        const outcome = linkOutcome(link, owner, moment);
        if (outcome !== 'confirm') throw new AppError(outcome);
        if (!(await links.use(tokenHash, moment))) throw new AppError('EMAIL_LINK_USED');
        await links.confirm(link!.userId, link!.email, moment);
      });
    },
  };
}

export type EmailConfirmationService = ReturnType<typeof createEmailConfirmationService>;
