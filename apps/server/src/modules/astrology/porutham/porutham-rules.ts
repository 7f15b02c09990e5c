import type { PoruthamGrade, PoruthamKey } from '@portal/contracts';
import type { NakshatraNumber, PadaNumber, RasiNumber } from '../astrology-types';
import {
  ganaOfStar,
  planetEnemies,
  planetFriends,
  rajjuOfStar,
  rasiLord,
  sameStarMathimam,
  sameStarUthamam,
  vasiyamOf,
  vedhaiGroups,
  yoniEnemies,
  yoniOfStar,
  type Planet,
} from './porutham-tables';
import { rasiCount, starCount } from './star-position';

/**
 * The ten poruthams by the rules recorded in decision record 0029 (Kalaprakasika's ten
 * considerations as Tamil almanacs grade them). Each rule sees one fully known placement of
 * both people; porutham.ts runs it over every placement the known facts allow.
 */
export interface Placement {
  star: NakshatraNumber;
  pada: PadaNumber;
  rasi: RasiNumber;
}

export interface Couple {
  bride: Placement;
  bridegroom: Placement;
}

export interface RuleResult {
  matched: boolean;
  grade?: PoruthamGrade;
}

const uthamam: RuleResult = { matched: true, grade: 'uthamam' };
const mathimam: RuleResult = { matched: true, grade: 'mathimam' };
const athamam: RuleResult = { matched: false, grade: 'athamam' };
const yes: RuleResult = { matched: true };
const no: RuleResult = { matched: false };

/** Count from the bride's star to the bridegroom's, both inclusive (1 = the same star). */
const count = ({ bride, bridegroom }: Couple) => starCount(bride.star, bridegroom.star);

const dinamUthamamCounts = [2, 4, 6, 8, 9, 11, 13, 15, 18, 20, 24, 26];
/** In these counts one pada of the bridegroom's star is bad and the other three mathimam. */
const dinamBadPada: Record<number, PadaNumber> = { 12: 1, 14: 4, 16: 3 };

function dinam(couple: Couple): RuleResult {
  const c = count(couple);
  if (c === 1) {
    const star = couple.bride.star;
    if (sameStarUthamam.includes(star)) return uthamam;
    return sameStarMathimam.includes(star) ? mathimam : athamam;
  }
  if (dinamUthamamCounts.includes(c)) return uthamam;
  const badPada = dinamBadPada[c];
  if (badPada !== undefined) return couple.bridegroom.pada === badPada ? athamam : mathimam;
  if (c === 27) return couple.bride.rasi === couple.bridegroom.rasi ? mathimam : athamam;
  return athamam;
}

function ganam({ bride, bridegroom }: Couple): RuleResult {
  const b = ganaOfStar[bride.star];
  const g = ganaOfStar[bridegroom.star];
  if (b === g) return uthamam;
  if (b !== 'rakshasa' && g !== 'rakshasa') return mathimam;
  return athamam;
}

const mahendramCounts = [4, 7, 10, 13, 16, 19, 22, 25];
const mahendram = (couple: Couple): RuleResult =>
  mahendramCounts.includes(count(couple)) ? yes : no;

function streeDeergham(couple: Couple): RuleResult {
  const c = count(couple);
  if (c >= 14) return uthamam;
  return c >= 8 ? mathimam : athamam;
}

function yoni({ bride, bridegroom }: Couple): RuleResult {
  const b = yoniOfStar[bride.star];
  const g = yoniOfStar[bridegroom.star];
  if (b === g) return uthamam;
  const enemies = yoniEnemies.some(([x, y]) => (x === b && y === g) || (x === g && y === b));
  return enemies ? athamam : mathimam;
}

/** Kadagam–Makaram and Simham–Kumbam are seventh from each other yet do not agree. */
const badSeventhPairs = [
  [4, 10],
  [5, 11],
];

function rasi({ bride, bridegroom }: Couple): RuleResult {
  const c = rasiCount(bride.rasi, bridegroom.rasi);
  if (c === 7) {
    const bad = badSeventhPairs.some(
      ([x, y]) => [x, y].includes(bride.rasi) && [x, y].includes(bridegroom.rasi),
    );
    return bad ? athamam : uthamam;
  }
  if (c === 6 || c === 8)
    return rasiLord[bride.rasi] === rasiLord[bridegroom.rasi] ? mathimam : athamam;
  if (c === 2 || c === 12) return athamam;
  return mathimam; // 1 (the same rasi), 3, 4, 5, 9, 10, 11
}

type Relation = 'friend' | 'neutral' | 'enemy';
function relation(of: Planet, towards: Planet): Relation {
  if (planetFriends[of].includes(towards)) return 'friend';
  return planetEnemies[of].includes(towards) ? 'enemy' : 'neutral';
}

function lordOf(rasiNumber: RasiNumber): Planet {
  const lord = rasiLord[rasiNumber];
  if (!lord) throw new RangeError(`no such rasi: ${rasiNumber}`);
  return lord;
}

function rasiAthipathi({ bride, bridegroom }: Couple): RuleResult {
  const b = lordOf(bride.rasi);
  const g = lordOf(bridegroom.rasi);
  if (b === g) return uthamam;
  const both = [relation(b, g), relation(g, b)];
  if (both.includes('enemy')) return athamam;
  return both.every((r) => r === 'friend') ? uthamam : mathimam;
}

function vasiyam({ bride, bridegroom }: Couple): RuleResult {
  if (vasiyamOf[bride.rasi]?.includes(bridegroom.rasi)) return uthamam;
  return vasiyamOf[bridegroom.rasi]?.includes(bride.rasi) ? mathimam : athamam;
}

const rajju = ({ bride, bridegroom }: Couple): RuleResult =>
  rajjuOfStar[bride.star] === rajjuOfStar[bridegroom.star] ? no : yes;

function vedhai({ bride, bridegroom }: Couple): RuleResult {
  if (bride.star === bridegroom.star) return yes;
  const repel = vedhaiGroups.some(
    (group) => group.includes(bride.star) && group.includes(bridegroom.star),
  );
  return repel ? no : yes;
}

export const poruthamRules: Record<PoruthamKey, (couple: Couple) => RuleResult> = {
  dinam,
  ganam,
  mahendram,
  stree_deergham: streeDeergham,
  yoni,
  rasi,
  rasi_athipathi: rasiAthipathi,
  vasiyam,
  rajju,
  vedhai,
};
