import {
  poruthamKeys,
  poruthamVetoKeys,
  type PoruthamGrade,
  type PoruthamKey,
  type PoruthamStatus,
  type PoruthamVerdict,
} from '@portal/contracts';
import type { RasiNumber } from '../astrology-types';
import {
  poruthamReasons,
  rasiPoruthams,
  sameForEveryPada,
  unknownReason,
  type Reason,
} from './porutham-reasons';
import { poruthamRules, type Couple, type Placement, type RuleResult } from './porutham-rules';
import {
  isPada,
  isRasi,
  isStar,
  padas,
  rasiOfStarPada,
  rasisOfStar,
  starCount,
} from './star-position';

/**
 * The porutham of a bride and a bridegroom from their birth stars (decision record 0029).
 * The pada (and so the rasi) is optional: with it the match is full; without it (birth time
 * unknown) the star-only mode tries every pada the star has and reports an item only when they
 * all agree, otherwise "unknown" rather than a guess.
 */
export interface PersonStar {
  nakshatra: number;
  pada?: number | null;
  /** The Moon's rasi when known without the pada (for a star that spans two rasis). */
  rasi?: number | null;
}

export interface PoruthamItem {
  key: PoruthamKey;
  status: PoruthamStatus;
  /** null when unknown. */
  matched: boolean | null;
  /** Only for the poruthams the school grades, and only when known. */
  grade?: PoruthamGrade;
  /** Why, in one line, English and Tamil. */
  reason: Reason;
}

export interface PoruthamReport {
  mode: 'full' | 'star_only';
  /** Each person's star, and pada when known. */
  bride_star: { nakshatra: number; pada: number | null };
  bridegroom_star: { nakshatra: number; pada: number | null };
  /** The same star with the same pada: almanacs advise against it whatever the count. */
  same_star_and_pada: boolean;
  /** Count from the bride's star to the bridegroom's, both inclusive. */
  star_count: number;
  bride_rasi: RasiNumber | null;
  bridegroom_rasi: RasiNumber | null;
  items: PoruthamItem[];
  matched_count: number;
  unknown_count: number;
  total: 10;
  /** Rajju or Vedhai not matched. */
  vetoed: boolean;
  verdict: PoruthamVerdict;
}

/**
 * At least 8 of 10 is uthamam, 5 to 7 mathimam (Kalaprakasika's "at least five"), fewer is not
 * recommended.
 */
export const verdictThresholds = { uthamam: 8, mathimam: 5 } as const;

function verdictFor(matched: number): PoruthamVerdict {
  if (matched >= verdictThresholds.uthamam) return 'uthamam';
  return matched >= verdictThresholds.mathimam ? 'mathimam' : 'not_recommended';
}

/** Every placement of one person the known facts allow (one when the pada is known). */
export function possiblePlacements(person: PersonStar): Placement[] {
  const { nakshatra: star, pada, rasi } = person;
  if (!isStar(star))
    throw new RangeError(`nakshatra must be 1 to 27, got ${String(person.nakshatra)}`);
  if (pada != null && !isPada(pada)) throw new RangeError(`pada must be 1 to 4, got ${pada}`);
  if (rasi != null && !(isRasi(rasi) && rasisOfStar(star).includes(rasi))) {
    throw new RangeError(`rasi ${rasi} does not hold star ${star}`);
  }
  const placements = (pada != null ? [pada] : padas)
    .map((p) => ({ star, pada: p, rasi: rasiOfStarPada(star, p) }))
    .filter((placement) => rasi == null || placement.rasi === rasi);
  if (placements.length === 0)
    throw new RangeError(`pada ${pada} of star ${star} is not in rasi ${rasi}`);
  return placements;
}

const sameResult = (a: RuleResult, b: RuleResult) => a.matched === b.matched && a.grade === b.grade;

function item(key: PoruthamKey, couples: Couple[], rasisKnown: boolean): PoruthamItem {
  const [first, ...rest] = couples.map(poruthamRules[key]);
  if (!first) throw new Error('no placement to judge');
  if (!rest.every((result) => sameResult(result, first)))
    return { key, status: 'unknown', matched: null, reason: unknownReason };
  // A rasi rule over several possible rasis agrees on its result, but a reason would name one of
  // them.
  const reason =
    rasisKnown || !rasiPoruthams.includes(key)
      ? poruthamReasons[key](couples[0]!)
      : sameForEveryPada;
  return {
    key,
    status: first.matched ? 'matched' : 'not_matched',
    matched: first.matched,
    ...(first.grade ? { grade: first.grade } : {}),
    reason,
  };
}

function knownRasi(placements: Placement[]): RasiNumber | null {
  const rasis = [...new Set(placements.map((p) => p.rasi))];
  return rasis.length === 1 ? (rasis[0] ?? null) : null;
}

export function computePorutham(input: {
  bride: PersonStar;
  bridegroom: PersonStar;
}): PoruthamReport {
  const brides = possiblePlacements(input.bride);
  const grooms = possiblePlacements(input.bridegroom);
  const [bride0, groom0] = [brides[0], grooms[0]];
  if (!bride0 || !groom0) throw new Error('no placement to judge');
  const couples = brides.flatMap((bride) => grooms.map((bridegroom) => ({ bride, bridegroom })));
  const rasisKnown = knownRasi(brides) !== null && knownRasi(grooms) !== null;
  const items = poruthamKeys.map((key) => item(key, couples, rasisKnown));

  const matched = items.filter((i) => i.status === 'matched').length;
  const unknown = items.filter((i) => i.status === 'unknown').length;
  const vetoItems = items.filter((i) => poruthamVetoKeys.includes(i.key));
  const vetoed = vetoItems.some((i) => i.status === 'not_matched');
  const vetoUnknown = vetoItems.some((i) => i.status === 'unknown');
  let verdict: PoruthamVerdict;
  if (vetoed) {
    verdict = 'not_recommended';
  } else {
    const worst = vetoUnknown ? 'not_recommended' : verdictFor(matched);
    const best = verdictFor(matched + unknown);
    verdict = worst === best ? worst : 'undetermined';
  }

  const bridePada = input.bride.pada ?? null;
  const groomPada = input.bridegroom.pada ?? null;
  return {
    mode: brides.length === 1 && grooms.length === 1 ? 'full' : 'star_only',
    bride_star: { nakshatra: bride0.star, pada: bridePada },
    bridegroom_star: { nakshatra: groom0.star, pada: groomPada },
    same_star_and_pada:
      bride0.star === groom0.star && bridePada !== null && bridePada === groomPada,
    star_count: starCount(bride0.star, groom0.star),
    bride_rasi: knownRasi(brides),
    bridegroom_rasi: knownRasi(grooms),
    items,
    matched_count: matched,
    unknown_count: unknown,
    total: 10,
    vetoed,
    verdict,
  };
}
