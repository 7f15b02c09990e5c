import type { ConsentEntry, ConsentsReply, UpdateConsentsRequest } from '@portal/contracts';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/errors/app-error';
import { currentNotice } from '../notice/notice.service';
import { createConsentsRepo, type ConsentRow } from './consents.repo';

const toEntry = (row: ConsentRow): ConsentEntry => ({
  id: row.id,
  purpose: row.purpose as ConsentEntry['purpose'],
  granted: row.granted,
  notice_version: row.noticeVersion,
  subject_type: row.subjectType as ConsentEntry['subject_type'],
  subject_id: row.subjectId,
  source: row.source as ConsentEntry['source'],
  at: row.createdAt.toISOString(),
});

/**
 * Whether offers may go to the customer: their newest word on offers is yes (decision 0100). The
 * outbox asks at sending, since a customer may withdraw between the queueing and the sending.
 */
export async function offersAllowed(db: Database, userId: number): Promise<boolean> {
  return (await createConsentsRepo(db).latest(userId, 'marketing'))?.granted === true;
}

/** Whether the customer's newest agreement to the notice is to its current version. */
async function agreedToCurrent(db: Database, userId: number, version: number): Promise<boolean> {
  const latest = await createConsentsRepo(db).latest(userId, 'service');
  return latest?.granted === true && latest.noticeVersion === version;
}

/**
 * At sign-in (decision 0100): the ticked agreement records the customer's consent to the
 * notice's current version, unless it is already theirs; the optional offers box records a yes
 * when ticked, and an unticked box says nothing (a yes given before is withdrawn in My Profile,
 * not by a box left as it starts on a new phone). Returns whether the customer must still be
 * asked (they did not tick, or have not agreed to this version).
 */
export async function recordSignInConsents(
  db: Database,
  userId: number,
  { acceptNotice, marketing }: { acceptNotice: boolean; marketing: boolean },
): Promise<{ consentNeeded: boolean }> {
  // The version, a number read before the transaction: inside it only its connection is used.
  const { version } = await currentNotice(db);
  return db.transaction(async (tx) => {
    const repo = createConsentsRepo(tx);
    const agreed = await agreedToCurrent(tx, userId, version);
    const offers = await repo.latest(userId, 'marketing');
    await repo.insert([
      ...(acceptNotice && !agreed
        ? [
            {
              userId,
              purpose: 'service' as const,
              granted: true,
              noticeVersion: version,
              source: 'sign_in' as const,
            },
          ]
        : []),
      ...(marketing && offers?.granted !== true
        ? [
            {
              userId,
              purpose: 'marketing' as const,
              granted: true,
              noticeVersion: version,
              source: 'sign_in' as const,
            },
          ]
        : []),
    ]);
    return { consentNeeded: !(acceptNotice || agreed) };
  });
}

/** What a customer agreed to, and changing it from My Profile or the web's question after sign-in. */
export function createConsentsService(db: Database) {
  /** `within`: a transaction's own connection, with the notice read before it began. */
  async function state(
    userId: number,
    within?: { tx: Database; notice: { version: number; createdAt: Date } },
  ): Promise<ConsentsReply> {
    const notice = within?.notice ?? (await currentNotice(db));
    const history = await createConsentsRepo(within?.tx ?? db).history(userId);
    const newest = (purpose: 'service' | 'marketing') =>
      history.find((row) => row.purpose === purpose && row.subjectType === null);
    const service = newest('service');
    const marketing = newest('marketing');
    const agreedVersion = service?.granted ? service.noticeVersion : null;
    return {
      success: true,
      notice_version: notice.version,
      notice_published_at: notice.createdAt.toISOString(),
      consent_needed: agreedVersion !== notice.version,
      service: {
        notice_version: agreedVersion,
        at: service?.granted ? service.createdAt.toISOString() : null,
      },
      marketing: {
        granted: marketing?.granted ?? false,
        at: marketing ? marketing.createdAt.toISOString() : null,
      },
      history: history.map(toEntry),
    };
  }

  return {
    state: (userId: number) => state(userId),

    /**
     * Offers on or off (a row only when it changes), and agreement to the version the customer
     * was shown: refused when a newer one was published meanwhile, so no one agrees to a text
     * they did not see.
     */
    async update(userId: number, request: UpdateConsentsRequest): Promise<ConsentsReply> {
      const { version, createdAt } = await currentNotice(db);
      if (request.service_version !== undefined && request.service_version !== version)
        throw new AppError('NOTICE_VERSION_STALE');
      return db.transaction(async (tx) => {
        const repo = createConsentsRepo(tx);
        const base = { userId, noticeVersion: version, source: 'profile' as const };
        if (request.service_version !== undefined && !(await agreedToCurrent(tx, userId, version)))
          await repo.insert([{ ...base, purpose: 'service', granted: true }]);
        if (request.marketing !== undefined) {
          const offers = await repo.latest(userId, 'marketing');
          if ((offers?.granted ?? false) !== request.marketing || !offers)
            await repo.insert([{ ...base, purpose: 'marketing', granted: request.marketing }]);
        }
        return state(userId, { tx, notice: { version, createdAt } });
      });
    },
  };
}

export type ConsentsService = ReturnType<typeof createConsentsService>;
