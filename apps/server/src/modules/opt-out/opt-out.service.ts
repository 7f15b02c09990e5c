import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors/app-error';
import { normalisePhoneNumber } from '../../lib/phone';
import { createOutboxRepo } from '../messages/outbox/outbox.repo';
import { createOptOutRepo } from './opt-out.repo';
import { readUnsubscribeToken } from './unsubscribe-token';

/** Replies that stop a channel: STOP, UNSUBSCRIBE, or Tamil நிறுத்து ("stop"), in any case. */
const STOP_WORDS = new Set(['stop', 'unsubscribe', 'நிறுத்து']);

export function isStopWord(text: string): boolean {
  return STOP_WORDS.has(
    text
      .normalize('NFC')
      .trim()
      .replace(/[.!]+$/, '')
      .toLowerCase(),
  );
}

/**
 * A sender's number as providers give it (919876543210, +919876543210, or ten digits for an
 * Indian number) in E.164, or null when it is not a mobile number.
 */
export function senderNumber(raw: string): string | null {
  const digits = raw.replace(/\D/g, '');
  if (digits.length === 0) return null;
  return normalisePhoneNumber(digits.length === 10 ? digits : `+${digits}`);
}

export function createOptOutService({
  db,
  secret,
  log,
}: {
  db: Database;
  secret: string;
  log: FastifyBaseLogger;
}) {
  const repo = createOptOutRepo(db);
  return {
    /** The e-mail unsubscribe link (or one-click POST): e-mail off for the token's user. */
    async unsubscribeEmail(token: string | undefined): Promise<void> {
      const userId = token ? readUnsubscribeToken(secret, token) : null;
      if (userId === null) throw new AppError('UNSUBSCRIBE_LINK_INVALID');
      await repo.turnOffForUser(userId, 'email');
    },

    /** A reply by WhatsApp or SMS: a stop word turns that channel off for the sender. True when it did. */
    async handleReply(channel: 'whatsapp' | 'sms', from: string, text: string): Promise<boolean> {
      if (!isStopWord(text)) return false;
      const mobileNumber = senderNumber(from);
      const stopped = mobileNumber
        ? await repo.turnOffForMobileNumber(mobileNumber, channel)
        : false;
      log.info(
        { channel, stopped },
        stopped
          ? 'a customer replied STOP: the channel is off for them'
          : 'STOP from a number with no account',
      );
      return stopped;
    },

    /** The provider's later word that a sent message never arrived: failed, for the office to see and retry. */
    async messageUndelivered(
      channel: 'whatsapp' | 'sms',
      providerMessageId: string,
      errors: string[],
    ): Promise<void> {
      const provider = channel === 'whatsapp' ? 'WhatsApp' : 'MSG91';
      const reason = `${provider} could not deliver it: ${errors.join('; ') || 'no reason given'}`;
      const marked = await createOutboxRepo(db).markUndelivered(channel, providerMessageId, reason);
      log.warn({ channel, providerMessageId, errors, marked }, 'a message could not be delivered');
    },
  };
}

export type OptOutService = ReturnType<typeof createOptOutService>;
