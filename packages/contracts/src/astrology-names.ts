/**
 * Names of the rasis, nakshatras and grahas in English and Tamil (decision 0030), shared by the server
 * (the printed Jathagam sheet) and the web (charts and tables). Plain data, no zod.
 * Index 0 of each list is number 1 (Mesham, Ashwini); the Tamil follows the project glossary.
 */

export interface RasiName {
  /** The Tamil name in Latin letters, as Tamil families write it in English. */
  english: string;
  /** The Western sign, for readers who know only that. */
  western: string;
  tamil: string;
}

/** Rasi 1 Mesham ... 12 Meenam, 30° each from 0° sidereal. */
export const rasiNames: readonly RasiName[] = [
  { english: 'Mesham', western: 'Aries', tamil: 'மேஷம்' },
  { english: 'Rishabam', western: 'Taurus', tamil: 'ரிஷபம்' },
  { english: 'Mithunam', western: 'Gemini', tamil: 'மிதுனம்' },
  { english: 'Kadagam', western: 'Cancer', tamil: 'கடகம்' },
  { english: 'Simmam', western: 'Leo', tamil: 'சிம்மம்' },
  { english: 'Kanni', western: 'Virgo', tamil: 'கன்னி' },
  { english: 'Thulam', western: 'Libra', tamil: 'துலாம்' },
  { english: 'Viruchigam', western: 'Scorpio', tamil: 'விருச்சிகம்' },
  { english: 'Dhanusu', western: 'Sagittarius', tamil: 'தனுசு' },
  { english: 'Magaram', western: 'Capricorn', tamil: 'மகரம்' },
  { english: 'Kumbam', western: 'Aquarius', tamil: 'கும்பம்' },
  { english: 'Meenam', western: 'Pisces', tamil: 'மீனம்' },
];

export interface NakshatraName {
  /** The Tamil name in Latin letters (Karthigai, Thiruvathirai ...). */
  english: string;
  /** The Sanskrit name most books use (Krittika, Ardra ...). */
  sanskrit: string;
  tamil: string;
}

/** Nakshatra 1 Ashwini ... 27 Revati, 13°20′ each from 0° sidereal. */
export const nakshatraNames: readonly NakshatraName[] = [
  { english: 'Aswini', sanskrit: 'Ashwini', tamil: 'அசுவினி' },
  { english: 'Bharani', sanskrit: 'Bharani', tamil: 'பரணி' },
  { english: 'Karthigai', sanskrit: 'Krittika', tamil: 'கிருத்திகை' },
  { english: 'Rohini', sanskrit: 'Rohini', tamil: 'ரோகிணி' },
  { english: 'Mirugaseeridam', sanskrit: 'Mrigashirsha', tamil: 'மிருகசீரிடம்' },
  { english: 'Thiruvathirai', sanskrit: 'Ardra', tamil: 'திருவாதிரை' },
  { english: 'Punarpoosam', sanskrit: 'Punarvasu', tamil: 'புனர்பூசம்' },
  { english: 'Poosam', sanskrit: 'Pushya', tamil: 'பூசம்' },
  { english: 'Ayilyam', sanskrit: 'Ashlesha', tamil: 'ஆயில்யம்' },
  { english: 'Magam', sanskrit: 'Magha', tamil: 'மகம்' },
  { english: 'Pooram', sanskrit: 'Purva Phalguni', tamil: 'பூரம்' },
  { english: 'Uthiram', sanskrit: 'Uttara Phalguni', tamil: 'உத்திரம்' },
  { english: 'Hastham', sanskrit: 'Hasta', tamil: 'அஸ்தம்' },
  { english: 'Chithirai', sanskrit: 'Chitra', tamil: 'சித்திரை' },
  { english: 'Swathi', sanskrit: 'Swati', tamil: 'சுவாதி' },
  { english: 'Visakam', sanskrit: 'Vishakha', tamil: 'விசாகம்' },
  { english: 'Anusham', sanskrit: 'Anuradha', tamil: 'அனுஷம்' },
  { english: 'Kettai', sanskrit: 'Jyeshtha', tamil: 'கேட்டை' },
  { english: 'Moolam', sanskrit: 'Mula', tamil: 'மூலம்' },
  { english: 'Pooradam', sanskrit: 'Purva Ashadha', tamil: 'பூராடம்' },
  { english: 'Uthiradam', sanskrit: 'Uttara Ashadha', tamil: 'உத்திராடம்' },
  { english: 'Thiruvonam', sanskrit: 'Shravana', tamil: 'திருவோணம்' },
  { english: 'Avittam', sanskrit: 'Dhanishta', tamil: 'அவிட்டம்' },
  { english: 'Sathayam', sanskrit: 'Shatabhisha', tamil: 'சதயம்' },
  { english: 'Poorattathi', sanskrit: 'Purva Bhadrapada', tamil: 'பூரட்டாதி' },
  { english: 'Uthirattathi', sanskrit: 'Uttara Bhadrapada', tamil: 'உத்திரட்டாதி' },
  { english: 'Revathi', sanskrit: 'Revati', tamil: 'ரேவதி' },
];

/** The nine grahas; the same keys, in the same order, as the server's astrology BodyKey. */
export const grahaKeys = [
  'sun',
  'moon',
  'mars',
  'mercury',
  'jupiter',
  'venus',
  'saturn',
  'rahu',
  'ketu',
] as const;
export type GrahaKey = (typeof grahaKeys)[number];

export const grahaNames: Readonly<Record<GrahaKey, { english: string; tamil: string }>> = {
  sun: { english: 'Sun', tamil: 'சூரியன்' },
  moon: { english: 'Moon', tamil: 'சந்திரன்' },
  mars: { english: 'Mars', tamil: 'செவ்வாய்' },
  mercury: { english: 'Mercury', tamil: 'புதன்' },
  jupiter: { english: 'Jupiter', tamil: 'குரு' },
  venus: { english: 'Venus', tamil: 'சுக்கிரன்' },
  saturn: { english: 'Saturn', tamil: 'சனி' },
  rahu: { english: 'Rahu', tamil: 'ராகு' },
  ketu: { english: 'Ketu', tamil: 'கேது' },
};

/**
 * The chart's warnings (the server's ChartWarning codes) in both languages. Placeholders in braces:
 * {arcminutes}; {nakshatra}, {neighbour} and {nakshatras} as star names; {rasi}, {neighbour} and
 * {rasis} as rasi names (a list joined with " → ").
 */
export const chartWarningTexts = {
  moon_near_star_boundary: {
    english:
      'The Moon is {arcminutes}′ from the edge of {nakshatra}: the star could be {neighbour}. Check the birth time.',
    tamil:
      'சந்திரன் {nakshatra} நட்சத்திரத்தின் எல்லையிலிருந்து {arcminutes}′ தொலைவில் உள்ளது: ' +
      'நட்சத்திரம் {neighbour} ஆகவும் இருக்கலாம். பிறந்த நேரத்தைச் சரிபாருங்கள்.',
  },
  lagna_near_rasi_boundary: {
    english:
      'The lagna is {arcminutes}′ from the edge of {rasi}: a few minutes’ difference in the ' +
      'birth time would make it {neighbour}.',
    tamil:
      'லக்னம் {rasi} ராசியின் எல்லையிலிருந்து {arcminutes}′ தொலைவில் உள்ளது: பிறந்த ' +
      'நேரத்தில் சில நிமிட வேறுபாடு இருந்தால் லக்னம் {neighbour} ஆகக்கூடும்.',
  },
  moon_star_changes_in_period: {
    english: 'The Moon’s star changes within the period of birth: {nakshatras}.',
    tamil: 'பிறந்த நேரப் பகுதிக்குள் சந்திரனின் நட்சத்திரம் மாறுகிறது: {nakshatras}.',
  },
  moon_rasi_changes_in_period: {
    english: 'The Moon’s rasi changes within the period of birth: {rasis}.',
    tamil: 'பிறந்த நேரப் பகுதிக்குள் சந்திரனின் ராசி மாறுகிறது: {rasis}.',
  },
  clock_time_repeated: {
    english:
      'The clocks were turned back that night: {time} came twice, at UTC{first} and again at ' +
      'UTC{second}, {minutes} minutes later. The chart is cast for the first; ask which it ' +
      'was.',
    tamil:
      'அன்றிரவு கடிகாரம் பின்னோக்கித் திருப்பப்பட்டது: {time} இரண்டு முறை வந்தது, UTC{first} ' +
      'நேரத்திலும் {minutes} நிமிடம் கழித்து UTC{second} நேரத்திலும். ஜாதகம் முதல் ' +
      'நேரத்துக்குக் கணிக்கப்பட்டது; எது என்று கேட்டு உறுதிசெய்யுங்கள்.',
  },
  clock_time_skipped: {
    english:
      'The clocks were put forward that night: {time} did not exist on that day’s clock. The ' +
      'chart reads it with the offset before the change (UTC{first}), the offset it shows; with ' +
      'the offset after it (UTC{second}) the birth would be {minutes} minutes earlier. Check ' +
      'the birth time.',
    tamil:
      'அன்றிரவு கடிகாரம் முன்னோக்கி நகர்த்தப்பட்டது: அன்றைய கடிகாரத்தில் {time} என்ற நேரமே ' +
      'இல்லை. ஜாதகம் மாற்றத்துக்கு முந்தைய நேர வேறுபாட்டில் (UTC{first}) கணிக்கப்பட்டது, ' +
      'காட்டப்படுவதும் அதுவே; ' +
      'மாற்றத்துக்குப் பிந்தையதில் (UTC{second}) பிறப்பு {minutes} நிமிடம் முன்னதாக ' +
      'இருக்கும். பிறந்த நேரத்தைச் சரிபாருங்கள்.',
  },
  zone_doubtful: {
    english:
      'These coordinates lie {km} km from {place}: the chart is cast on its zone, {zone} ' +
      '(UTC{offset}). The zone map gives {other_zone} (UTC{other_offset}) here. If the birth ' +
      'was on that clock, give its offset.',
    tamil:
      'இந்த அட்சரேகை, தீர்க்கரேகை {place} இலிருந்து {km} கி.மீ. தொலைவில் உள்ளது: ஜாதகம் ' +
      'அதன் நேர மண்டலமான {zone} (UTC{offset}) இல் கணிக்கப்பட்டது. நேர மண்டல வரைபடம் இங்கே ' +
      '{other_zone} (UTC{other_offset}) எனக் காட்டுகிறது. பிறப்பு அந்தக் கடிகாரப்படி ' +
      'என்றால், அதன் நேர வேறுபாட்டைக் கொடுங்கள்.',
  },
} as const;
export type ChartWarningCode = keyof typeof chartWarningTexts;

/** The placeholders of a zone warning: the place, its distance, both zones and offsets. */
export function zoneWarningValues(warning: {
  time_zone: string;
  utc_offset: string;
  other_time_zone: string;
  other_utc_offset: string;
  place: string;
  km: number;
}): Record<string, string> {
  return {
    place: warning.place,
    km: String(warning.km),
    zone: warning.time_zone,
    offset: warning.utc_offset,
    other_zone: warning.other_time_zone,
    other_offset: warning.other_utc_offset,
  };
}

/** The placeholders of a clock-time warning: the clock time, both offsets and the minutes between the readings. */
export function clockWarningValues(warning: {
  time: string;
  readings: Array<{ utc_offset: string }>;
  minutes: number;
}): Record<string, string> {
  return {
    time: warning.time,
    first: warning.readings[0]?.utc_offset ?? '',
    second: warning.readings[1]?.utc_offset ?? '',
    minutes: String(warning.minutes),
  };
}

/** The name of rasi 1...12 or nakshatra 1...27; throws on a number out of range. */
export function rasiName(rasi: number): RasiName {
  const name = rasiNames[rasi - 1];
  if (!name) throw new RangeError(`No rasi ${rasi}`);
  return name;
}

export function nakshatraName(nakshatra: number): NakshatraName {
  const name = nakshatraNames[nakshatra - 1];
  if (!name) throw new RangeError(`No nakshatra ${nakshatra}`);
  return name;
}
