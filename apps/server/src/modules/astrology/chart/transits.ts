import type { Transits } from '@portal/contracts';
import type { NodeKind, RasiNumber } from '../astrology-types';
import { skyAt } from '../astronomy/sky-positions';
import { houseFrom, rasiOf } from './zodiac';

/**
 * The slow grahas now, as a family asks about them: Sani, Guru, Rahu and Ketu in their
 * rasis, each counted from the Moon's rasi at birth (gochara). Saturn in the 12th, 1st or 2nd from
 * the Moon is ezharai sani (its three phases, about two and a half years each); in the 8th ashtama
 * sani; in the 4th ardhashtama sani.
 */
export function transitsAt(now: Date, moonRasi: RasiNumber, node: NodeKind): Transits {
  // The place does not matter without a lagna; the geocentric longitudes are the same everywhere.
  const sky = skyAt({ utc: now, latitude: 0, longitude: 0, node, lagna: false });
  const bodies = (['saturn', 'jupiter', 'rahu', 'ketu'] as const).map((key) => {
    const body = sky.bodies.find((candidate) => candidate.key === key)!;
    const rasi = rasiOf(body.longitude);
    return { key, rasi, house_from_moon: houseFrom(moonRasi, rasi), retrograde: body.retrograde };
  });
  const saturnHouse = bodies[0]!.house_from_moon;
  const ezharai = ({ 12: 1, 1: 2, 2: 3 } as const)[saturnHouse as 12 | 1 | 2] ?? null;
  return {
    at: now.toISOString(),
    bodies,
    ezharai_sani: ezharai,
    ashtama_sani: saturnHouse === 8,
    ardhashtama_sani: saturnHouse === 4,
  };
}
