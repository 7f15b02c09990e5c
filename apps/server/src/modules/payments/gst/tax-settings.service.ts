import { eq } from 'drizzle-orm';
import { TAMIL_NADU, type TaxSettings } from '@portal/contracts';
import type { Database } from '../../../db/database';
import { taxSettings } from '../../../db/schema';
import { auditedChange } from '../../audit/audited-change';

export const DEFAULT_TAX_SETTINGS: TaxSettings = {
  business_state: TAMIL_NADU,
  sac_code: '999799',
  zero_rated_exports: false,
};

async function read(database: Database): Promise<TaxSettings> {
  const [row] = await database.select().from(taxSettings).where(eq(taxSettings.id, 1));
  if (!row) return DEFAULT_TAX_SETTINGS;
  return {
    business_state: row.businessState as TaxSettings['business_state'],
    sac_code: row.sacCode,
    zero_rated_exports: row.zeroRatedExports,
  };
}

/**
 * The office's GST settings (docs/decisions/0067): read by receipts, credit notes and the exports;
 * changed by the admin, audited.
 */
export function createTaxSettingsService(db: Database) {
  return {
    get: () => read(db),

    update(actorUserId: number, settings: TaxSettings): Promise<TaxSettings> {
      return auditedChange(
        db,
        { actorUserId, action: 'tax_settings.update', entityType: 'tax_settings', entityId: 'gst' },
        async (tx) => {
          const before = await read(tx);
          if (JSON.stringify(before) === JSON.stringify(settings))
            return { before, after: before, result: before, unchanged: true };
          const row = {
            businessState: settings.business_state,
            sacCode: settings.sac_code,
            zeroRatedExports: settings.zero_rated_exports,
          };
          await tx
            .insert(taxSettings)
            .values({ id: 1, ...row })
            .onConflictDoUpdate({ target: taxSettings.id, set: row });
          return { before, after: settings, result: settings };
        },
      );
    },
  };
}

export type TaxSettingsService = ReturnType<typeof createTaxSettingsService>;
