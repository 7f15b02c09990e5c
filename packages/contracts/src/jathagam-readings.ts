import { grahaNames, rasiName, type GrahaKey } from './astrology-names';
import type { Sevvai, Transits } from './astrology';

/**
 * The Jathagam's readings in sentences, English and Tamil (decision 0030): a person's sevvai dosham with
 * the house it was counted from and the exception that cancelled it, and the transits from the Moon
 * with ezharai and ashtama sani. The console and the printed sheet both say them with these.
 */
type Language = 'english' | 'tamil';
type TwoNames = { english: string; tamil: string };

/** The square a graha of bhava `bhava` takes in the bhava chart: counted from the lagna's rasi. */
export function rasiOfBhava(lagnaRasi: number, bhava: number): number {
  return ((lagnaRasi - 1 + bhava - 1) % 12) + 1;
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd. */
export function englishOrdinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen
    ? 'th'
    : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

const ordinal = (house: number, language: Language) =>
  language === 'tamil' ? `${house}ஆம்` : englishOrdinal(house);

/** Each reference, and in Tamil its "counted from" form. */
export const sevvaiReferenceNames: Record<
  Sevvai['references'][number]['reference'],
  TwoNames & { tamilFrom: string }
> = {
  lagna: { english: 'the lagna', tamil: 'லக்னம்', tamilFrom: 'லக்னத்திலிருந்து' },
  moon: { english: 'the Moon', tamil: 'சந்திரன்', tamilFrom: 'சந்திரனிலிருந்து' },
  venus: { english: 'Venus', tamil: 'சுக்கிரன்', tamilFrom: 'சுக்கிரனிலிருந்து' },
};

export const sevvaiExceptionNames: Record<Sevvai['exceptions_applied'][number], TwoNames> = {
  own_or_exalted_sign: {
    english: 'Mars is in its own sign or exalted (Mesham, Viruchigam, Magaram)',
    tamil: 'செவ்வாய் ஆட்சி அல்லது உச்சம் (மேஷம், விருச்சிகம், மகரம்)',
  },
  house_sign: {
    english: 'Mars is in a sign that cancels it in that house',
    tamil: 'அந்த வீட்டில் தோஷம் நீக்கும் ராசியில் செவ்வாய்',
  },
  kadagam_simham_lagna: {
    english: 'for a Kadagam or Simham lagna Mars is the yogakaraka',
    tamil: 'கடகம், சிம்ம லக்னத்துக்குச் செவ்வாய் யோககாரகன்',
  },
  with_jupiter: { english: 'Jupiter is with Mars', tamil: 'செவ்வாயுடன் குரு' },
};

/** "Sevvai dosham: yes — Mars in the 2nd from the lagna." / "No — ... (cancelled: ...)" in one language. */
export function sevvaiSentence(sevvai: Sevvai, language: Language): string {
  const houses = sevvai.references
    .filter((reference) => reference.afflicted && reference.reference !== 'venus')
    .map((reference) =>
      language === 'tamil'
        ? `${sevvaiReferenceNames[reference.reference].tamilFrom} ${ordinal(reference.house, language)} வீட்டில்`
        : `the ${ordinal(reference.house, language)} from ${sevvaiReferenceNames[reference.reference].english}`,
    );
  const cancelled = sevvai.exceptions_applied.map(
    (exception) => sevvaiExceptionNames[exception][language],
  );
  if (language === 'tamil') {
    if (sevvai.has_dosham)
      return (
        `செவ்வாய் தோஷம் உண்டு: செவ்வாய் ` +
        `${houses.join(', ')}${cancelled.length ? ` (ஒரு கணக்கில் நீங்கியது: ${cancelled.join('; ')})` : ''}.`
      );
    if (houses.length === 0) return 'செவ்வாய் தோஷம் இல்லை: செவ்வாய் 2, 4, 7, 8, 12ஆம் வீடுகளில் இல்லை.';
    return `செவ்வாய் தோஷம் இல்லை: செவ்வாய் ${houses.join(', ')}, ஆனால் நீங்கியது: ${cancelled.join('; ')}.`;
  }
  if (sevvai.has_dosham)
    return (
      `Sevvai dosham: yes. Mars is in ` +
      `${houses.join(' and ')}${cancelled.length ? ` (cancelled on one count: ${cancelled.join('; ')})` : ''}.`
    );
  if (houses.length === 0)
    return 'Sevvai dosham: no. Mars is not in the 2nd, 4th, 7th, 8th or 12th from the lagna or the Moon.';
  return `Sevvai dosham: no. Mars is in ${houses.join(' and ')}, but it is cancelled: ${cancelled.join('; ')}.`;
}

/** Each transiting graha in a line: "Saturn (R) in Meenam, the 10th from the Moon". */
export function transitLines(transits: Transits, language: Language): string[] {
  return transits.bodies.map((body) => {
    const graha = grahaNames[body.key as GrahaKey][language];
    const retro =
      body.retrograde && body.key !== 'rahu' && body.key !== 'ketu'
        ? language === 'tamil'
          ? ' (வ)'
          : ' (R)'
        : '';
    const rasi = rasiName(body.rasi)[language];
    return language === 'tamil'
      ? `${graha}${retro}: ${rasi}, சந்திரனிலிருந்து ${ordinal(body.house_from_moon, language)} வீடு`
      : `${graha}${retro} in ${rasi}, the ${ordinal(body.house_from_moon, language)} from the Moon`;
  });
}

const ezharaiNames: Record<1 | 2 | 3, TwoNames> = {
  1: {
    english: 'Ezharai sani, the first phase (Saturn in the 12th from the Moon)',
    tamil: 'ஏழரைச் சனி, விரயச் சனி (சந்திரனுக்கு 12ஆம் வீட்டில் சனி)',
  },
  2: {
    english: 'Ezharai sani, janma sani (Saturn over the Moon’s rasi)',
    tamil: 'ஏழரைச் சனி, ஜென்மச் சனி (சந்திர ராசியில் சனி)',
  },
  3: {
    english: 'Ezharai sani, the last phase (Saturn in the 2nd from the Moon)',
    tamil: 'ஏழரைச் சனி, பாதச் சனி (சந்திரனுக்கு 2ஆம் வீட்டில் சனி)',
  },
};

/** What Saturn's transit means for the person now, or that none of the Saturn periods is running. */
export function saturnPeriodSentence(transits: Transits, language: Language): string {
  if (transits.ezharai_sani) return ezharaiNames[transits.ezharai_sani][language];
  if (transits.ashtama_sani)
    return language === 'tamil'
      ? 'அஷ்டமச் சனி (சந்திரனுக்கு 8ஆம் வீட்டில் சனி)'
      : 'Ashtama sani (Saturn in the 8th from the Moon)';
  if (transits.ardhashtama_sani)
    return language === 'tamil'
      ? 'அர்த்தாஷ்டமச் சனி (சந்திரனுக்கு 4ஆம் வீட்டில் சனி)'
      : 'Ardhashtama sani (Saturn in the 4th from the Moon)';
  return language === 'tamil' ? 'ஏழரை, அஷ்டமச் சனி இப்போது இல்லை' : 'No ezharai or ashtama sani now';
}

export const jathagamReadingLabels = {
  sevvai: { english: 'Sevvai (Mars) dosham', tamil: 'செவ்வாய் தோஷம்' },
  transits: {
    english: 'Transits now (gocharam), from the Moon',
    tamil: 'தற்போதைய கோசாரம் (சந்திர ராசியிலிருந்து)',
  },
  transitsAt: { english: 'as on {date}', tamil: '{date} நிலவரம்' },
  bhavaChart: { english: 'Bhava chart', tamil: 'பாவ கட்டம்' },
  starLord: { english: 'Star lord', tamil: 'நட்சத்திர அதிபதி' },
  bhava: { english: 'Bhava', tamil: 'பாவம்' },
} as const satisfies Record<string, TwoNames>;
