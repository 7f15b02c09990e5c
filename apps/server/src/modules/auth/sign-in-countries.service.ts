import { eq } from 'drizzle-orm';
import type { SignInSettings, SignInSettingsUpdate } from '@portal/contracts';
import type { Database } from '../../db/database';
import { signInSettings } from '../../db/schema';
import { AppError } from '../../lib/errors/app-error';
import { isPhoneCountryCode } from '../../lib/phone';
import type { ReadCache } from '../../lib/read-cache/read-cache';
import type { SignInPolicy } from '../../config';
import { auditedChange } from '../audit/audited-change';

/**
 * Cached in the read cache with the office's other content (docs/decisions/0032): every send-otp
 * reads it from memory, and the office's change drops it here and, through the bus, in every
 * other server process.
 */
const CACHE_KEY = 'content:sign-in-countries';

/**
 * The countries whose mobiles may receive sign-in codes, a guard against SMS pumping:
 * SIGN_IN_COUNTRIES, unless the office chose others in its console (stored in the database, so
 * every process reads the same).
 */
export function createSignInCountriesService(
  db: Database,
  readCache: Pick<ReadCache, 'cached' | 'invalidate'>,
  policy: SignInPolicy,
) {
  async function officeChoice(database: Database): Promise<string[] | null> {
    const [row] = await database
      .select({ countries: signInSettings.countries })
      .from(signInSettings)
      .where(eq(signInSettings.id, 1));
    return row?.countries ?? null;
  }

  const settingsOf = (choice: string[] | null): SignInSettings => ({
    countries: choice ?? [...policy.countries],
    default_countries: [...policy.countries],
    office_choice: choice !== null,
    codes_per_hour: policy.codesPerHour,
  });

  return {
    /** The countries served now, from memory when cached. */
    async served(): Promise<ReadonlySet<string>> {
      return readCache.cached(
        CACHE_KEY,
        async () => new Set((await officeChoice(db)) ?? policy.countries),
      );
    },

    async settings(): Promise<SignInSettings> {
      return settingsOf(await officeChoice(db));
    },

    /**
     * The office's list (null: back to SIGN_IN_COUNTRIES), with its audit entry; a code with no
     * numbering plan is refused. Every process serves the new list once the change committed.
     */
    async update(actorUserId: number, update: SignInSettingsUpdate): Promise<SignInSettings> {
      const countries = update.countries === null ? null : [...new Set(update.countries)];
      const wrong = countries?.findIndex((code) => !isPhoneCountryCode(code)) ?? -1;
      if (wrong >= 0)
        throw new AppError('VALIDATION_FAILED', {
          fields: { [`countries.${wrong}`]: 'validation.invalid' },
        });
      const settings = await auditedChange(
        db,
        {
          actorUserId,
          action: 'sign_in_settings.update',
          entityType: 'sign_in_settings',
          entityId: 'countries',
        },
        async (tx) => {
          const before = await officeChoice(tx);
          if (JSON.stringify(before) === JSON.stringify(countries))
            return { before, after: before, result: settingsOf(before), unchanged: true };
          if (countries === null) await tx.delete(signInSettings).where(eq(signInSettings.id, 1));
          else
            await tx
              .insert(signInSettings)
              .values({ id: 1, countries })
              .onConflictDoUpdate({ target: signInSettings.id, set: { countries } });
          return {
            before: { countries: before },
            after: { countries },
            result: settingsOf(countries),
          };
        },
      );
      await readCache.invalidate('content');
      return settings;
    },
  };
}

export type SignInCountriesService = ReturnType<typeof createSignInCountriesService>;
