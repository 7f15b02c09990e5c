import { eq } from 'drizzle-orm';
import type { AstrologySettings, AstrologySettingsReply, OfficePlace } from '@portal/contracts';
import type { Database } from '../../db/database';
import { astrologySettings } from '../../db/schema';
import { auditedChange } from '../audit/audited-change';
import type { NodeKind } from './astrology-types';
import { timeZoneAt } from './places/place-search';

const DEFAULT_NODE: NodeKind = 'mean';
/**
 * The office (North Chitrai Street, Madurai) until the administrator gives its place: where a
 * Prasanam is cast.
 */
export const DEFAULT_OFFICE_PLACE: OfficePlace = {
  name: 'Madurai, Tamil Nadu, India',
  name_tamil: 'மதுரை, தமிழ்நாடு, இந்தியா',
  latitude: 9.9195,
  longitude: 78.1193,
};

export type AstrologySettingsView = AstrologySettingsReply['settings'];

const withZone = (place: OfficePlace): AstrologySettingsView['office_place'] => ({
  ...place,
  name_tamil: place.name_tamil ?? null,
  time_zone: timeZoneAt(place.latitude, place.longitude) ?? 'Asia/Kolkata',
});
const samePlace = (a: OfficePlace, b: OfficePlace) =>
  a.name === b.name &&
  (a.name_tamil ?? null) === (b.name_tamil ?? null) &&
  a.latitude === b.latitude &&
  a.longitude === b.longitude;

/**
 * How the office casts charts (docs/decisions/0026): the lunar node for Rahu and Ketu, and the
 * office's place, where a Prasanam's chart is cast (decision 0076). Every chart reads them, the
 * office's and the landing page's star tool alike.
 */
export function createAstrologySettingsService(db: Database) {
  async function read(database: Database): Promise<AstrologySettingsView> {
    const [row] = await database
      .select()
      .from(astrologySettings)
      .where(eq(astrologySettings.id, 1));
    const place =
      row?.officePlaceName && row.officeLatitude !== null && row.officeLongitude !== null
        ? {
            name: row.officePlaceName,
            name_tamil: row.officePlaceNameTamil,
            latitude: row.officeLatitude,
            longitude: row.officeLongitude,
          }
        : DEFAULT_OFFICE_PLACE;
    return {
      node: (row?.node as NodeKind | undefined) ?? DEFAULT_NODE,
      office_place: withZone(place),
    };
  }

  return {
    get: () => read(db),

    async node(): Promise<NodeKind> {
      return (await read(db)).node;
    },

    /**
     * Saves the office's choices with their audit entry; the same choices again write nothing. A
     * place left out is kept.
     */
    update(actorUserId: number, settings: AstrologySettings): Promise<AstrologySettingsView> {
      return auditedChange(
        db,
        {
          actorUserId,
          action: 'astrology_settings.update',
          entityType: 'astrology_settings',
          entityId: 'chart',
        },
        async (tx) => {
          const before = await read(tx);
          const place = settings.office_place ?? before.office_place;
          if (before.node === settings.node && samePlace(before.office_place, place))
            return { before, after: before, result: before, unchanged: true };
          const values = {
            node: settings.node,
            officePlaceName: place.name,
            officePlaceNameTamil: place.name_tamil ?? null,
            officeLatitude: place.latitude,
            officeLongitude: place.longitude,
          };
          await tx
            .insert(astrologySettings)
            .values({ id: 1, ...values })
            .onConflictDoUpdate({ target: astrologySettings.id, set: values });
          const after = { node: settings.node, office_place: withZone(place) };
          return { before, after, result: after };
        },
      );
    },
  };
}
