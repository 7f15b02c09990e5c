import {
  englishOrdinal,
  grahaNames,
  nakshatraName,
  rasiName,
  type PoruthamKey,
} from '@portal/contracts';
import type { Couple } from './porutham-rules';
import {
  ganaOfStar,
  planetEnemies,
  planetFriends,
  rajjuOfStar,
  rasiLord,
  vasiyamOf,
  vedhaiGroups,
  yoniEnemies,
  yoniOfStar,
  type Gana,
  type Rajju,
  type Yoni,
} from './porutham-tables';
import { rasiCount, starCount } from './star-position';

/**
 * Each porutham's reason in one line, English and Tamil (decision 0029): the facts of the two stars
 * (or rasis) that decide it, from the same tables the rules read. The card and the printed porutham
 * page show it beside the item.
 */
export interface Reason {
  english: string;
  tamil: string;
}

type Two = { english: string; tamil: string };

const ganaNames: Record<Gana, Two> = {
  deva: { english: 'deva ganam', tamil: 'தேவ கணம்' },
  manushya: { english: 'manushya ganam', tamil: 'மனித கணம்' },
  rakshasa: { english: 'rakshasa ganam', tamil: 'ராட்சச கணம்' },
};
const yoniNames: Record<Yoni, Two> = {
  horse: { english: 'horse', tamil: 'குதிரை' },
  elephant: { english: 'elephant', tamil: 'யானை' },
  sheep: { english: 'sheep', tamil: 'ஆடு' },
  serpent: { english: 'serpent', tamil: 'பாம்பு' },
  dog: { english: 'dog', tamil: 'நாய்' },
  cat: { english: 'cat', tamil: 'பூனை' },
  rat: { english: 'rat', tamil: 'எலி' },
  cow: { english: 'cow', tamil: 'பசு' },
  buffalo: { english: 'buffalo', tamil: 'எருமை' },
  tiger: { english: 'tiger', tamil: 'புலி' },
  deer: { english: 'deer', tamil: 'மான்' },
  monkey: { english: 'monkey', tamil: 'குரங்கு' },
  mongoose: { english: 'mongoose', tamil: 'கீரி' },
  lion: { english: 'lion', tamil: 'சிங்கம்' },
};
const rajjuNames: Record<Rajju, Two> = {
  padam: { english: 'padam (foot)', tamil: 'பாத ரஜ்ஜு' },
  thodai: { english: 'thodai (thigh)', tamil: 'தொடை ரஜ்ஜு' },
  udharam: { english: 'udharam (belly)', tamil: 'உதர ரஜ்ஜு' },
  kandam: { english: 'kandam (neck)', tamil: 'கண்ட ரஜ்ஜு' },
  siram: { english: 'siram (head)', tamil: 'சிரோ ரஜ்ஜு' },
};

const ordinal = englishOrdinal;
const star = (number: number) => nakshatraName(number);
const rasi = (number: number) => rasiName(number);

type Reasoner = (couple: Couple) => Reason;

const countReason = (c: number): Reason =>
  c === 1
    ? { english: 'Both have the same star.', tamil: 'இருவருக்கும் ஒரே நட்சத்திரம்.' }
    : {
        english: `The bridegroom's star is the ${ordinal(c)} from the bride's.`,
        tamil: `மணமகளின் நட்சத்திரத்திலிருந்து மணமகனின் நட்சத்திரம் ${c}ஆவது.`,
      };

function lordsRelation(bride: Couple['bride'], groom: Couple['bridegroom']): Two {
  const b = rasiLord[bride.rasi]!;
  const g = rasiLord[groom.rasi]!;
  if (b === g) return { english: 'the same lord', tamil: 'ஒரே அதிபதி' };
  if (planetEnemies[b].includes(g) || planetEnemies[g].includes(b))
    return { english: 'enemies', tamil: 'பகை' };
  const friendly = [planetFriends[b].includes(g), planetFriends[g].includes(b)].filter(
    Boolean,
  ).length;
  if (friendly === 2) return { english: 'friends', tamil: 'நட்பு' };
  return friendly === 1
    ? { english: 'friendly one way, neutral the other', tamil: 'ஒருபுறம் நட்பு, மறுபுறம் சமம்' }
    : { english: 'neutral', tamil: 'சமம்' };
}

export const poruthamReasons: Record<PoruthamKey, Reasoner> = {
  dinam: (couple) => countReason(starCount(couple.bride.star, couple.bridegroom.star)),
  ganam: ({ bride, bridegroom }) => {
    const [b, g] = [ganaNames[ganaOfStar[bride.star]!], ganaNames[ganaOfStar[bridegroom.star]!]];
    return {
      english: `The bride is of ${b.english}, the bridegroom of ${g.english}.`,
      tamil: `மணமகள் ${b.tamil}, மணமகன் ${g.tamil}.`,
    };
  },
  mahendram: ({ bride, bridegroom }) => {
    const c = starCount(bride.star, bridegroom.star);
    return {
      english: `Counted ${c}: mahendram asks for 4, 7, 10, 13, 16, 19, 22 or 25.`,
      tamil: `எண்ணிக்கை ${c}: மகேந்திரத்துக்கு 4, 7, 10, 13, 16, 19, 22, 25 இல் ஒன்று வேண்டும்.`,
    };
  },
  stree_deergham: ({ bride, bridegroom }) => {
    const c = starCount(bride.star, bridegroom.star);
    return {
      english: `Counted ${c}: 14 or more is good, 8 to 13 medium, fewer poor.`,
      tamil: `எண்ணிக்கை ${c}: 14 அல்லது மேல் உத்தமம், 8 முதல் 13 மத்திமம், குறைவு அதமம்.`,
    };
  },
  yoni: ({ bride, bridegroom }) => {
    const [by, gy] = [yoniOfStar[bride.star]!, yoniOfStar[bridegroom.star]!];
    const enemies = yoniEnemies.some(([x, y]) => (x === by && y === gy) || (x === gy && y === by));
    const englishPair = by === gy ? ', the same' : enemies ? ', enemies' : '';
    const tamilPair = by === gy ? ', ஒரே யோனி' : enemies ? ', பகை யோனி' : '';
    return {
      english:
        `Yoni: the bride ${yoniNames[by].english}, ` +
        `the bridegroom ${yoniNames[gy].english}${englishPair}.`,
      tamil: `யோனி: மணமகள் ${yoniNames[by].tamil}, மணமகன் ${yoniNames[gy].tamil}${tamilPair}.`,
    };
  },
  rasi: ({ bride, bridegroom }) => {
    const c = rasiCount(bride.rasi, bridegroom.rasi);
    return {
      english:
        `The bridegroom's rasi, ${rasi(bridegroom.rasi).english}, ` +
        `is the ${ordinal(c)} from the bride's, ${rasi(bride.rasi).english}.`,
      tamil: `மணமகளின் ${rasi(bride.rasi).tamil} ராசியிலிருந்து மணமகனின் ${rasi(bridegroom.rasi).tamil} ராசி ${c}ஆவது.`,
    };
  },
  rasi_athipathi: ({ bride, bridegroom }) => {
    const [b, g] = [grahaNames[rasiLord[bride.rasi]!], grahaNames[rasiLord[bridegroom.rasi]!]];
    const relation = lordsRelation(bride, bridegroom);
    return {
      english: `Rasi lords ${b.english} and ${g.english}: ${relation.english}.`,
      tamil: `ராசி அதிபதிகள் ${b.tamil}, ${g.tamil}: ${relation.tamil}.`,
    };
  },
  vasiyam: ({ bride, bridegroom }) => {
    const [b, g] = [rasi(bride.rasi), rasi(bridegroom.rasi)];
    if (vasiyamOf[bride.rasi]?.includes(bridegroom.rasi))
      return {
        english: `${g.english} is vasiyam to the bride's ${b.english}.`,
        tamil: `மணமகளின் ${b.tamil} ராசிக்கு ${g.tamil} வசியம்.`,
      };
    if (vasiyamOf[bridegroom.rasi]?.includes(bride.rasi))
      return {
        english: `Only ${b.english} is vasiyam to the bridegroom's ${g.english}.`,
        tamil: `மணமகனின் ${g.tamil} ராசிக்கு மட்டும் ${b.tamil} வசியம்.`,
      };
    return {
      english: `Neither ${b.english} nor ${g.english} is vasiyam to the other.`,
      tamil: `${b.tamil}, ${g.tamil} இரண்டும் ஒன்றுக்கொன்று வசியம் இல்லை.`,
    };
  },
  rajju: ({ bride, bridegroom }) => {
    const [b, g] = [rajjuOfStar[bride.star]!, rajjuOfStar[bridegroom.star]!];
    return {
      english:
        `Rajju: the bride ${rajjuNames[b].english}, ` +
        `the bridegroom ${rajjuNames[g].english}${b === g ? ' – the same rajju' : ''}.`,
      tamil: `மணமகள் ${rajjuNames[b].tamil}, மணமகன் ${rajjuNames[g].tamil}${b === g ? ' – ஒரே ரஜ்ஜு' : ''}.`,
    };
  },
  vedhai: ({ bride, bridegroom }) => {
    const [b, g] = [star(bride.star), star(bridegroom.star)];
    const repel =
      bride.star !== bridegroom.star &&
      vedhaiGroups.some((group) => group.includes(bride.star) && group.includes(bridegroom.star));
    return repel
      ? {
          english: `${b.english} and ${g.english} are a vedhai pair: they repel.`,
          tamil: `${b.tamil}, ${g.tamil}: வேதை நட்சத்திரங்கள்.`,
        }
      : {
          english: `${b.english} and ${g.english} are not a vedhai pair.`,
          tamil: `${b.tamil}, ${g.tamil}: வேதை இல்லை.`,
        };
  },
};

/** An item that depends on a pada (or rasi) not known. */
export const unknownReason: Reason = {
  english: 'Depends on the pada, which needs the exact birth time.',
  tamil: 'பாதத்தைப் பொறுத்தது; அதற்குச் சரியான பிறந்த நேரம் தேவை.',
};

/** The rules that read the rasis: with a rasi not known their reason would name a guess. */
export const rasiPoruthams: readonly PoruthamKey[] = ['rasi', 'rasi_athipathi', 'vasiyam'];
export const sameForEveryPada: Reason = {
  english: 'The same for every pada of these two stars.',
  tamil: 'இவ்விரு நட்சத்திரங்களின் எந்தப் பாதத்துக்கும் இதே முடிவு.',
};
