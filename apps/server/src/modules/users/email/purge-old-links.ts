import { lt } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { emailConfirmations } from '../../../db/schema';

/**
 * Days a confirmation link is kept after it stopped working (decision 0107): long enough that a
 * late click is told "expired" rather than "wrong link", short enough that an address typed by
 * mistake (a stranger's) does not stay for years.
 */
export const EMAIL_LINK_KEPT_DAYS = 30;

/**
 * Deletes the links that stopped working over EMAIL_LINK_KEPT_DAYS ago, used or not, with the
 * address each was for; the retention job calls it each night (modules/privacy/retention).
 * Returns how many went.
 */
export async function purgeOldEmailLinks(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - EMAIL_LINK_KEPT_DAYS * 86_400_000);
  const gone = await db
    .delete(emailConfirmations)
    .where(lt(emailConfirmations.expiresAt, cutoff))
    .returning({ userId: emailConfirmations.userId });
  return gone.length;
}
