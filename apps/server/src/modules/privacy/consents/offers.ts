import type { OfferRequest } from '@portal/contracts';
import type { Database } from '../../../db/database';
import { auditedChange } from '../../audit/audited-change';
import { messageEvents } from '../../messages/outbox/message-events';
import { createConsentsRepo } from './consents.repo';

/**
 * The office's offers (decision 0100): queued, in the transaction that reads them, only to the
 * customers whose newest word on offers is yes, by the channels each chose; the outbox checks
 * again at sending (outbox-worker.ts). Audited: who sent which words to how many.
 */
export function createOffers(db: Database, now: () => Date = () => new Date()) {
  return {
    send(
      actorUserId: number,
      offer: OfferRequest,
    ): Promise<{ customers: number; messages: number }> {
      const sentAt = now();
      const offerKey = sentAt.toISOString();
      const text = { english: offer.text_english, tamil: offer.text_tamil };
      return auditedChange(
        db,
        { actorUserId, action: 'offer.send', entityType: 'offer', entityId: offerKey },
        async (tx) => {
          let customers = 0;
          let messages = 0;
          for (const customer of await createConsentsRepo(tx).marketingAudience()) {
            const queued = await messageEvents.offer(tx, customer, { offerKey, text }, sentAt);
            if (queued > 0) customers += 1;
            messages += queued;
          }
          return {
            before: null,
            after: { customers, messages, text_english: text.english, text_tamil: text.tamil },
            result: { customers, messages },
          };
        },
      );
    },
  };
}
