import { eq } from 'drizzle-orm';
import type { AstrologySettings } from '@portal/contracts';
import type { Database } from '../../db/database';
import { astrologySettings } from '../../db/schema';
import { auditedChange } from '../audit/audited-change';
import type { NodeKind } from './astrology-types';

const DEFAULT_NODE: NodeKind = 'mean';

/**
 * How the office casts charts (docs/decisions/0026): the lunar node for Rahu and Ketu. Every
 * chart reads it, the office's and the landing page's star tool alike.
 */
export function createAstrologySettingsService(db: Database) {
  async function read(database: Database): Promise<AstrologySettings> {
    const [row] = await database.select({ node: astrologySettings.node }).from(astrologySettings).where(eq(astrologySettings.id, 1));
    return { node: (row?.node as NodeKind | undefined) ?? DEFAULT_NODE };
  }

  return {
    get: () => read(db),

    async node(): Promise<NodeKind> {
      return (await read(db)).node;
    },

    /** Saves the office's choice with its audit entry; the same choice again writes nothing. */
    update(actorUserId: number, settings: AstrologySettings): Promise<AstrologySettings> {
      return auditedChange(db, { actorUserId, action: 'astrology_settings.update', entityType: 'astrology_settings', entityId: 'chart' }, async (tx) => {
        const before = await read(tx);
        if (before.node === settings.node) return { before, after: before, result: before, unchanged: true };
        await tx.insert(astrologySettings).values({ id: 1, node: settings.node }).onConflictDoUpdate({ target: astrologySettings.id, set: { node: settings.node } });
        return { before, after: settings, result: settings };
      });
    },
  };
}
