import { and, asc, count, gt, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Language, MessageChannel } from '@portal/contracts';
import type { Database } from '../../../db/database';
import { users } from '../../../db/schema';
import { customerAddresses } from '../../messages/outbox/message-events';
import type { BreachWindow } from './breach-window';

/** A customer whose data the window touched, as `npm run admin -- breach` lists them. */
export interface AffectedCustomer {
  id: number;
  mobileNumber: string;
  language: Language;
  /** The channels the notice goes by (by SMS alone when they turned every one off). */
  channels: MessageChannel[];
}

/**
 * Whose data a breach in the window exposed (decision 0103): every customer who had personal data
 * in the database then, that is registered before the window ended and not erased before it
 * began. A breach of the database or of a backup exposes everything present, not only what
 * changed meanwhile.
 */
const presentDuring = (window: BreachWindow) =>
  and(
    sql`${users.role} = 'customer'`,
    lt(users.createdAt, window.to),
    or(sql`${users.erasedAt} is null`, gt(users.erasedAt, window.from)),
  );

/**
 * The customers the window touched who can still be told (not erased since), by id, and how
 * many were erased since (their contacts are gone with them: nobody to tell).
 */
export async function affectedCustomers(
  db: Database,
  window: BreachWindow,
): Promise<{ customers: AffectedCustomer[]; erasedSince: number }> {
  const rows = await db
    .select({
      id: users.id,
      mobileNumber: users.mobileNumber,
      language: users.languagePreference,
      email: users.email,
      emailConfirmedAt: users.emailConfirmedAt,
      notifyWhatsapp: users.notifyWhatsapp,
      notifySms: users.notifySms,
      notifyEmail: users.notifyEmail,
    })
    .from(users)
    .where(and(presentDuring(window), sql`${users.erasedAt} is null`))
    .orderBy(asc(users.id));
  const [erased] = await db
    .select({ n: count() })
    .from(users)
    .where(and(presentDuring(window), isNotNull(users.erasedAt)));
  return {
    customers: rows.map((row) => ({
      id: row.id,
      mobileNumber: row.mobileNumber,
      language: row.language === 'tamil' ? 'tamil' : 'english',
      channels: Object.keys(customerAddresses(row, { everyone: true })) as MessageChannel[],
    })),
    erasedSince: Number(erased?.n ?? 0),
  };
}
