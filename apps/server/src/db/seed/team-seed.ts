import { and, count, eq, inArray } from 'drizzle-orm';
import type { ServiceKey } from '@portal/contracts';
import type { Database } from '../database';
import * as schema from '../schema';

/** Migration 0015's first astrologer, as it made them: the office as it was. */
const FIRST_ASTROLOGER = { id: 1, nameEnglish: 'Chief Astrologer' } as const;

/** Words for the first astrologer's profile, while the office has not written one. */
export const firstAstrologerProfile = {
  profileEnglish:
    'Leads our team: Jathagam readings, Marriage Porutham and Prasanam, in Tamil and ' +
    'English, at the office, by phone or by video.',
  profileTamil:
    'எங்கள் குழுவின் தலைமை ஜோதிடர்: ஜாதகம் பார்த்தல், திருமணப் பொருத்தம், பிரசன்னம்; ' +
    'தமிழிலும் ஆங்கிலத்திலும், அலுவலகத்தில், தொலைபேசியில் அல்லது வீடியோவில்.',
};

/**
 * The demo's second astrologer: other hours (weekdays, a morning and an evening window, within
 * the first astrologer's grid), Tamil only, at the office or by phone, two services.
 */
export const secondAstrologerSeed = {
  nameEnglish: 'Meenakshi Sundaram',
  nameTamil: 'மீனாட்சி சுந்தரம்',
  profileEnglish:
    'Twenty years of Marriage Porutham and Prasanam in Madurai. Consults in Tamil, at the office or by phone.',
  profileTamil:
    'மதுரையில் இருபது ஆண்டுகளாகத் திருமணப் பொருத்தமும் பிரசன்னமும் பார்த்து வருபவர். ' +
    'தமிழில், அலுவலகத்திலோ தொலைபேசியிலோ ஆலோசனை வழங்குகிறார்.',
  languages: ['tamil'],
  consultationModes: ['in_person', 'phone'],
  mobileNumber: '+919842054321',
  sortOrder: 1,
  services: ['marriage_porutham', 'prasanam'] satisfies ServiceKey[],
  /** Monday to Friday, 10:00-13:00 and 16:00-18:00 (minutes after midnight, India time). */
  weeklyHours: [1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, opensAtMinute: 600, closesAtMinute: 780 },
    { weekday, opensAtMinute: 960, closesAtMinute: 1080 },
  ]),
};

/**
 * The demo team, inside the seed's transaction: the first astrologer's profile while it is still
 * as the migration left it, and a second astrologer on a team of one (a new installation), so the
 * seed never adds them twice nor brings back one the office changed.
 */
export async function seedDemoTeam(tx: Database): Promise<void> {
  await tx
    .update(schema.astrologers)
    .set(firstAstrologerProfile)
    .where(
      and(
        eq(schema.astrologers.id, FIRST_ASTROLOGER.id),
        eq(schema.astrologers.nameEnglish, FIRST_ASTROLOGER.nameEnglish),
        eq(schema.astrologers.profileEnglish, ''),
        eq(schema.astrologers.profileTamil, ''),
      ),
    );

  const [team] = await tx.select({ n: count() }).from(schema.astrologers);
  const [first] = await tx
    .select({ id: schema.astrologers.id })
    .from(schema.astrologers)
    .where(eq(schema.astrologers.id, FIRST_ASTROLOGER.id));
  if (team?.n !== 1 || !first) return;

  const { services: keys, weeklyHours, ...astrologer } = secondAstrologerSeed;
  const [added] = await tx
    .insert(schema.astrologers)
    .values(astrologer)
    .onConflictDoNothing()
    .returning({ id: schema.astrologers.id });
  if (!added) return;
  const offered = await tx
    .select({ id: schema.services.id })
    .from(schema.services)
    .where(inArray(schema.services.key, keys));
  if (offered.length > 0)
    await tx
      .insert(schema.astrologerServices)
      .values(offered.map((service) => ({ astrologerId: added.id, serviceId: service.id })));
  await tx
    .insert(schema.weeklyHours)
    .values(weeklyHours.map((window) => ({ astrologerId: added.id, ...window })));
}
