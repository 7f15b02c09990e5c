import { sevvaiExceptionKeys, sevvaiReferenceKeys, type SevvaiPairStatus } from '@portal/contracts';
import type { RasiNumber } from '../astrology-types';
import { isRasi, rasiCount } from './star-position';

/**
 * Sevvai (Mars) dosham for one person whose birth time is known (decision record 0029): Mars
 * in the 2nd, 4th, 7th, 8th or 12th house counted from the lagna or from the Moon. The count
 * from Venus is reported but does not by itself make the dosham. Exceptions honoured:
 * - own_or_exalted_sign: Mars in Mesham or Viruchigam (its own) or Makaram (exalted);
 * - house_sign: 2nd in Mithunam/Kanni, 4th in Mesham/Viruchigam, 7th in Kadagam/Makaram,
 *   8th in Dhanusu/Meenam, 12th in Rishabam/Thulam;
 * - kadagam_simham_lagna: for Kadagam and Simham lagnas Mars is the yogakaraka (lagna only);
 * - with_jupiter: Mars in the same rasi as Jupiter (only when Jupiter's rasi is given).
 */
export const sevvaiReferences = sevvaiReferenceKeys;
export type SevvaiReference = (typeof sevvaiReferences)[number];
export const sevvaiExceptions = sevvaiExceptionKeys;
export type SevvaiException = (typeof sevvaiExceptions)[number];

export interface SevvaiInput {
  lagna: RasiNumber;
  moon: RasiNumber;
  mars: RasiNumber;
  venus?: RasiNumber | null;
  jupiter?: RasiNumber | null;
}

export interface SevvaiFromReference {
  reference: SevvaiReference;
  /** House of Mars counted from the reference, 1 to 12. */
  house: number;
  /** Mars is in 2, 4, 7, 8 or 12 from it. */
  afflicted: boolean;
  exceptions_applied: SevvaiException[];
  dosham: boolean;
}

export interface SevvaiResult {
  has_dosham: boolean;
  /** The deciding references (lagna, moon) from which the dosham stands after exceptions. */
  from_which_reference: SevvaiReference[];
  /** Exceptions that cancelled an affliction from the lagna or the Moon. */
  exceptions_applied: SevvaiException[];
  /** Informative only: Mars afflicts from Venus and no exception cancels it. */
  also_from_venus: boolean;
  references: SevvaiFromReference[];
}

export const doshamHouses = [2, 4, 7, 8, 12];
const houseSigns: Record<number, readonly number[]> = {
  2: [3, 6],
  4: [1, 8],
  7: [4, 10],
  8: [9, 12],
  12: [2, 7],
};

function fromReference(
  reference: SevvaiReference,
  from: RasiNumber,
  input: SevvaiInput,
): SevvaiFromReference {
  const house = rasiCount(from, input.mars);
  const afflicted = doshamHouses.includes(house);
  const exceptions: SevvaiException[] = [];
  if (afflicted) {
    if ([1, 8, 10].includes(input.mars)) exceptions.push('own_or_exalted_sign');
    if (houseSigns[house]?.includes(input.mars)) exceptions.push('house_sign');
    if (reference === 'lagna' && (from === 4 || from === 5))
      exceptions.push('kadagam_simham_lagna');
    if (input.jupiter != null && input.jupiter === input.mars) exceptions.push('with_jupiter');
  }
  return {
    reference,
    house,
    afflicted,
    exceptions_applied: exceptions,
    dosham: afflicted && exceptions.length === 0,
  };
}

export function sevvaiDosham(input: SevvaiInput): SevvaiResult {
  for (const [name, value] of Object.entries(input)) {
    if (value != null && !isRasi(value as number))
      throw new RangeError(`${name} must be a rasi 1 to 12, got ${value}`);
  }
  const deciding = [
    fromReference('lagna', input.lagna, input),
    fromReference('moon', input.moon, input),
  ];
  const venus = input.venus != null ? fromReference('venus', input.venus, input) : null;
  const exceptions = new Set(deciding.flatMap((r) => r.exceptions_applied));
  return {
    has_dosham: deciding.some((r) => r.dosham),
    from_which_reference: deciding.filter((r) => r.dosham).map((r) => r.reference),
    exceptions_applied: sevvaiExceptions.filter((e) => exceptions.has(e)),
    also_from_venus: venus?.dosham ?? false,
    references: venus ? [...deciding, venus] : deciding,
  };
}

/**
 * The pair: both with the dosham cancel each other; one alone is a mismatch; null = birth time
 * unknown.
 */
export function sevvaiPair(
  bride: SevvaiResult | null,
  bridegroom: SevvaiResult | null,
): SevvaiPairStatus {
  if (!bride || !bridegroom) return 'unknown';
  if (bride.has_dosham && bridegroom.has_dosham) return 'both_cancel';
  return bride.has_dosham || bridegroom.has_dosham ? 'one_only' : 'neither';
}
