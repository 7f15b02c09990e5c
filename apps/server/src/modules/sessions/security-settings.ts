import { eq } from 'drizzle-orm';
import type { SecuritySettings } from '@portal/contracts';
import type { Database } from '../../db/database';
import { securitySettings } from '../../db/schema';
import { auditedChange } from '../audit/audited-change';

/** No row: what migration 0029's defaults say (decision 0104). */
export const DEFAULT_SECURITY_SETTINGS: SecuritySettings = {
  office_idle_hours: 12,
  second_factor_required: false,
};

export async function readSecuritySettings(db: Database): Promise<SecuritySettings> {
  const [row] = await db.select().from(securitySettings).where(eq(securitySettings.id, 1));
  return row
    ? { office_idle_hours: row.officeIdleHours, second_factor_required: row.secondFactorRequired }
    : { ...DEFAULT_SECURITY_SETTINGS };
}

/**
 * The admin's choice of how long an office session may stay unused and whether the office must
 * have a second factor, with its audit entry. The session lookup reads them in its own query
 * (sessions.repo.ts), so the next uncached call of every office session obeys them.
 */
export function saveSecuritySettings(
  db: Database,
  actorUserId: number,
  settings: SecuritySettings,
): Promise<SecuritySettings> {
  return auditedChange(
    db,
    {
      actorUserId,
      action: 'security_settings.update',
      entityType: 'security_settings',
      entityId: 1,
    },
    async (tx) => {
      const before = await readSecuritySettings(tx);
      const values = {
        officeIdleHours: settings.office_idle_hours,
        secondFactorRequired: settings.second_factor_required,
      };
      await tx
        .insert(securitySettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: securitySettings.id, set: values });
      return {
        before,
        after: settings,
        result: settings,
        unchanged: JSON.stringify(before) === JSON.stringify(settings),
      };
    },
  );
}
