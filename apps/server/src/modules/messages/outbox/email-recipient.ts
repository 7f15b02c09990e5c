import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { users } from '../../../db/schema';
import type { MessageRow } from './outbox.repo';

/**
 * Why a customer's e-mail, claimed to be sent, no longer goes (decision 0107), or null when it
 * does. It was queued to the address the customer had then; since, they may have changed or
 * removed it. A message goes only to the address they have now, confirmed; the confirmation link
 * only to the address still waiting for it. SMS, WhatsApp and the office's e-mail are not asked.
 */
export async function emailStillWanted(db: Database, row: MessageRow): Promise<string | null> {
  if (row.channel !== 'email' || row.audience !== 'customer' || row.userId === null) return null;
  const [user] = await db
    .select({ email: users.email, confirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.id, row.userId));
  if (!user || user.email !== row.recipient)
    return 'the customer no longer has this e-mail address';
  if (row.kind === 'email_confirmation')
    return user.confirmedAt ? 'the e-mail address is already confirmed' : null;
  return user.confirmedAt ? null : 'the e-mail address is not confirmed';
}
