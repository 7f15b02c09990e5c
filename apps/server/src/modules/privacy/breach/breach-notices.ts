import type { Database } from '../../../db/database';
import { auditedChange } from '../../audit/audited-change';
import { messageEvents } from '../../messages/outbox/message-events';
import { grievanceContactOf, readPrivacySettings } from '../settings/privacy-settings';
import { affectedCustomers, type AffectedCustomer } from './breach-customers';
import type { BreachWindow } from './breach-window';

export interface BreachListing {
  customers: AffectedCustomer[];
  erasedSince: number;
}

export interface BreachNotified extends BreachListing {
  /** Messages queued by this run (one per customer and channel); none twice for one window. */
  queued: number;
  /** Customers who had been told of this window already, by every channel. */
  alreadyTold: number;
}

/** The activity log's name of a window. */
const windowName = (window: BreachWindow) =>
  `${window.from.toISOString()}/${window.to.toISOString()}`;

/** What the activity log keeps: the window and counts, no customer's data. */
const summary = (window: BreachWindow, listing: BreachListing) => ({
  from: window.from.toISOString(),
  to: window.to.toISOString(),
  customers: listing.customers.length,
  erased_since: listing.erasedSince,
});

/**
 * The customers a breach in the window touched (breach-customers.ts), for the owner's report; the
 * listing itself goes in the activity log (who listed whom is a read of everyone's data).
 */
export async function listBreach(db: Database, window: BreachWindow): Promise<BreachListing> {
  return auditedChange(
    db,
    {
      actorUserId: null,
      action: 'breach.list',
      entityType: 'breach',
      entityId: windowName(window),
    },
    async (tx) => {
      const listing = await affectedCustomers(tx, window);
      return { before: null, after: summary(window, listing), result: listing };
    },
  );
}

/**
 * Queues the breach notice to each customer the window touched (docs/breach-runbook.md), in their
 * language by their channels, with the office's words of the moment and its grievance contact;
 * one customer per transaction, so a stop halfway leaves the rest for a run again, which queues
 * only what is missing (the messages' idempotency keys). One activity log entry with the counts.
 */
export async function notifyBreach(
  db: Database,
  window: BreachWindow,
  now = new Date(),
): Promise<BreachNotified> {
  const settings = await readPrivacySettings(db);
  const listing = await affectedCustomers(db, window);
  const notice = {
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    words: settings.breachNotice,
    contact: grievanceContactOf(settings),
  };
  let queued = 0;
  let alreadyTold = 0;
  for (const customer of listing.customers) {
    const added = await db.transaction((tx) =>
      messageEvents.breachNotice(tx, customer.id, notice, now),
    );
    queued += added;
    if (added === 0) alreadyTold += 1;
  }
  const after = { ...summary(window, listing), queued, already_told: alreadyTold };
  await auditedChange(
    db,
    {
      actorUserId: null,
      action: 'breach.notify',
      entityType: 'breach',
      entityId: windowName(window),
    },
    async () => ({ before: null, after, result: null }),
  );
  return { ...listing, queued, alreadyTold };
}
