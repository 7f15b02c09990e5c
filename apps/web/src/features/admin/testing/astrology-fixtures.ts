import type { AppointmentChartsReply, Chart, GrahaKey, Porutham } from '@portal/contracts';
import { panchangamFixture } from '../../../test/panchangam-fixture';

/**
 * Hand-written astrology of a marriage booking, as GET /api/admin/appointments/:id/chart answers
 * it (every number written out, not computed by the server's code): the bride Kavitha, lagna and
 * Moon in Kanni (Hastham, pada 1), and the bridegroom Arun, lagna Mithunam, Moon in Magaram
 * (Thiruvonam). The porutham counts 7 of 10 but Rajju does not match (both kandam), so it is vetoed.
 */

type Planet = Chart['planets'][number];

/** The Vimshottari lord of a star, written out: Ashwini Ketu, Bharani Venus, Karthigai Sun, ... in nines. */
const starLords: GrahaKey[] = [
  'ketu',
  'venus',
  'sun',
  'moon',
  'mars',
  'rahu',
  'jupiter',
  'saturn',
  'mercury',
];
const lordOf = (nakshatra: number): GrahaKey => starLords[(nakshatra - 1) % 9]!;

/** A graha; its bhava is its house unless told (the fixtures' grahas sit well inside their houses). */
const planet = (
  key: GrahaKey,
  longitude: number,
  rasi: number,
  degree: number,
  nakshatra: number,
  pada: number,
  navamsa: number,
  house: number,
  navamsaHouse: number,
  retrograde = false,
): Planet => ({
  key,
  longitude,
  rasi,
  degree_in_rasi: degree,
  nakshatra,
  pada,
  navamsa,
  house,
  navamsa_house: navamsaHouse,
  retrograde,
  star_lord: lordOf(nakshatra),
  bhava: house,
});

/** Where Sani, Guru, Rahu and Ketu stand in late November 2026, counted from a Moon rasi. */
function transitsFrom(moonRasi: number): Chart['transits'] {
  const from = (rasi: number) => ((rasi - moonRasi + 12) % 12) + 1;
  const bodies = (
    [
      ['saturn', 12, true],
      ['jupiter', 5, false],
      ['rahu', 11, true],
      ['ketu', 5, true],
    ] as const
  ).map(([key, rasi, retrograde]) => ({ key, rasi, house_from_moon: from(rasi), retrograde }));
  const saturn = from(12);
  return {
    at: '2026-11-23T04:00:00.000Z',
    bodies,
    ezharai_sani: saturn === 12 ? 1 : saturn === 1 ? 2 : saturn === 2 ? 3 : null,
    ashtama_sani: saturn === 8,
    ardhashtama_sani: saturn === 4,
  };
}

const DAY = 86_400_000;
const YEAR = 365.25 * DAY;
const order: GrahaKey[] = [
  'ketu',
  'venus',
  'sun',
  'moon',
  'mars',
  'rahu',
  'jupiter',
  'saturn',
  'mercury',
];
const length: Record<GrahaKey, number> = {
  ketu: 7,
  venus: 20,
  sun: 6,
  moon: 10,
  mars: 7,
  rahu: 18,
  jupiter: 16,
  saturn: 19,
  mercury: 17,
};

/** The Vimshottari periods from a birth with a balance of the birth lord's dasa (Julian years), cut at 120 years. */
function dasas(
  birthUtc: string,
  lord: GrahaKey,
  balanceYears: number,
): Chart['dasa']['maha_dasas'] {
  const birth = Date.parse(birthUtc);
  const first = order.indexOf(lord);
  const result: Chart['dasa']['maha_dasas'] = [];
  let end = birth + balanceYears * YEAR;
  let start = end - length[lord] * YEAR;
  for (let index = 0; index < 10; index += 1) {
    const maha = order[(first + index) % 9]!;
    if (index > 0) {
      start = end;
      end = start + length[maha] * YEAR;
    }
    const bhuktis = Array.from({ length: 9 }, (_, sub) => order[(order.indexOf(maha) + sub) % 9]!);
    let at = start;
    const periods = bhuktis.map((bhukti) => {
      const years = (length[maha] * length[bhukti]) / 120;
      const period = {
        lord: bhukti,
        years,
        start: new Date(at).toISOString(),
        end: new Date(at + years * YEAR).toISOString(),
      };
      at += years * YEAR;
      return period;
    });
    const cut = Math.min(end, birth + 120 * YEAR);
    const kept = periods
      .filter((period) => Date.parse(period.end) > birth && Date.parse(period.start) < cut)
      .map((period) => ({
        ...period,
        start: new Date(Math.max(Date.parse(period.start), birth)).toISOString(),
        end: new Date(Math.min(Date.parse(period.end), cut)).toISOString(),
      }));
    result.push({
      lord: maha,
      years: length[maha],
      start: new Date(Math.max(start, birth)).toISOString(),
      end: new Date(cut).toISOString(),
      bhuktis: kept,
    });
    if (cut < end) break;
  }
  return result;
}

/** Kavitha, born 2 November 1985 at 14:30 in Coimbatore: lagna Kanni 15° 30′, Moon Kanni 13° 00′ in Hastham pada 1. */
export function brideChart(overrides: Partial<Chart> = {}): Chart {
  return {
    ayanamsa: 23.6612,
    node: 'mean',
    lagna: {
      longitude: 165.5,
      rasi: 6,
      degree_in_rasi: 15.5,
      nakshatra: 13,
      pada: 2,
      navamsa: 2,
      star_lord: 'moon',
    },
    planets: [
      planet('sun', 347.2, 12, 17.2, 27, 1, 9, 7, 8),
      planet('moon', 163, 6, 13, 13, 1, 1, 1, 12),
      planet('mars', 5.5, 1, 5.5, 1, 2, 2, 8, 1),
      planet('mercury', 330.4, 12, 0.4, 25, 4, 4, 7, 3, true),
      planet('jupiter', 95.8, 4, 5.8, 8, 1, 5, 11, 4, true),
      planet('venus', 310.2, 11, 10.2, 24, 2, 10, 6, 9),
      planet('saturn', 255, 9, 15, 20, 1, 5, 4, 4),
      planet('rahu', 40.3, 2, 10.3, 4, 1, 1, 9, 12, true),
      planet('ketu', 220.3, 8, 10.3, 17, 3, 7, 3, 6, true),
    ],
    moon: { rasi: 6, nakshatra: 13, pada: 1, nakshatra_range: [13], rasi_range: [6] },
    // Hastham's lord is the Moon; 10° 20′ of its 13° 20′ still to cross: 0.775 × 10 years.
    dasa: {
      birth_lord: 'moon',
      balance_years: 7.75,
      balance: { years: 7, months: 9, days: 0 },
      dasa_year_days: 365.25,
      maha_dasas: dasas('1985-11-02T09:00:00.000Z', 'moon', 7.75),
    },
    warnings: [{ code: 'lagna_near_rasi_boundary', arcminutes: 42, rasi: 6, neighbour: 7 }],
    place: { name: 'Coimbatore', latitude: 11.0168, longitude: 76.9558, time_zone: 'Asia/Kolkata' },
    birth: {
      utc: '1985-11-02T09:00:00.000Z',
      utc_offset: '+05:30',
      time_known: true,
      utc_offset_from: 'zone',
    },
    panchangam: panchangamFixture(),
    // Mars in Mesham, the 8th from both the lagna and the Moon in Kanni, but in its own sign: cancelled.
    sevvai: {
      has_dosham: false,
      from_which_reference: [],
      exceptions_applied: ['own_or_exalted_sign'],
      also_from_venus: false,
      references: [
        {
          reference: 'lagna',
          house: 8,
          afflicted: true,
          exceptions_applied: ['own_or_exalted_sign'],
          dosham: false,
        },
        {
          reference: 'moon',
          house: 8,
          afflicted: true,
          exceptions_applied: ['own_or_exalted_sign'],
          dosham: false,
        },
        { reference: 'venus', house: 3, afflicted: false, exceptions_applied: [], dosham: false },
      ],
    },
    transits: transitsFrom(6),
    ...overrides,
  };
}

/** Arun, born 14 June 1983 at 06:10 in Madurai: lagna Mithunam, Moon Magaram 13° 30′ in Thiruvonam pada 2. */
export function bridegroomChart(): Chart {
  return {
    ayanamsa: 23.6371,
    node: 'mean',
    lagna: {
      longitude: 70.2,
      rasi: 3,
      degree_in_rasi: 10.2,
      nakshatra: 6,
      pada: 2,
      navamsa: 10,
      star_lord: 'rahu',
    },
    planets: [
      planet('sun', 200.1, 7, 20.1, 16, 1, 1, 5, 4),
      planet('moon', 283.5, 10, 13.5, 22, 2, 2, 8, 5),
      planet('mars', 118, 4, 28, 9, 4, 12, 2, 3),
      planet('mercury', 185.6, 7, 5.6, 14, 4, 8, 5, 11),
      planet('jupiter', 20.4, 1, 20.4, 2, 3, 7, 11, 10),
      planet('venus', 222.9, 8, 12.9, 17, 3, 7, 6, 10),
      planet('saturn', 150.7, 6, 0.7, 12, 2, 10, 4, 1, true),
      planet('rahu', 300, 11, 0, 23, 2, 7, 9, 10, true),
      planet('ketu', 120, 5, 0, 10, 4, 1, 3, 4, true),
    ],
    moon: { rasi: 10, nakshatra: 22, pada: 2, nakshatra_range: [22], rasi_range: [10] },
    dasa: {
      birth_lord: 'moon',
      balance_years: 4.875,
      balance: { years: 4, months: 10, days: 15 },
      dasa_year_days: 365.25,
      maha_dasas: dasas('1983-06-14T00:40:00.000Z', 'moon', 4.875),
    },
    warnings: [],
    place: { name: 'Madurai', latitude: 9.9252, longitude: 78.1198, time_zone: 'Asia/Kolkata' },
    birth: {
      utc: '1983-06-14T00:40:00.000Z',
      utc_offset: '+05:30',
      time_known: true,
      utc_offset_from: 'zone',
    },
    panchangam: panchangamFixture({
      thithi: {
        number: 4,
        english: 'Chathurthi',
        tamil: 'சதுர்த்தி',
        paksham: 'shukla',
        paksham_english: 'Shukla paksham (waxing)',
        paksham_tamil: 'வளர்பிறை',
      },
      nakshatra: { number: 22, english: 'Thiruvonam', tamil: 'திருவோணம்' },
      weekday: { number: 2, english: 'Tuesday (Sevvai)', tamil: 'செவ்வாய்' },
      sunrise: '1983-06-14T00:26:39.000Z',
      sunset: '1983-06-14T13:08:30.000Z',
      tamil_month: { number: 2, english: 'Vaikasi', tamil: 'வைகாசி' },
      tamil_date: 31,
      tamil_year: { number: 57, english: 'Rudhirodhgari', tamil: 'ருத்ரோத்காரி' },
      nazhigai: { nazhigai: 0, vinazhigai: 33 },
    }),
    // Mars in Kadagam, the 2nd from the lagna in Mithunam: sevvai dosham (from the Moon in Magaram
    // it is the 7th, in Kadagam: cancelled there).
    sevvai: {
      has_dosham: true,
      from_which_reference: ['lagna'],
      exceptions_applied: ['house_sign'],
      also_from_venus: false,
      references: [
        { reference: 'lagna', house: 2, afflicted: true, exceptions_applied: [], dosham: true },
        {
          reference: 'moon',
          house: 7,
          afflicted: true,
          exceptions_applied: ['house_sign'],
          dosham: false,
        },
        { reference: 'venus', house: 9, afflicted: false, exceptions_applied: [], dosham: false },
      ],
    },
    transits: transitsFrom(10),
  };
}

/** Hastham (13) to Thiruvonam (22): the 10th star; Rajju not matched (both kandam), so vetoed at 7 of 10. */
export function vetoedPorutham(): Porutham {
  return {
    mode: 'full',
    star_count: 10,
    bride_rasi: 6,
    bridegroom_rasi: 10,
    bride_star: { nakshatra: 13, pada: 1 },
    bridegroom_star: { nakshatra: 22, pada: 2 },
    same_star_and_pada: false,
    items: [
      {
        key: 'dinam',
        status: 'not_matched',
        matched: false,
        grade: 'athamam',
        reason: {
          english: "The bridegroom's star is the 10th from the bride's.",
          tamil: 'மணமகளின் நட்சத்திரத்திலிருந்து மணமகனின் நட்சத்திரம் 10ஆவது.',
        },
      },
      {
        key: 'ganam',
        status: 'matched',
        matched: true,
        grade: 'uthamam',
        reason: {
          english: 'The bride is of deva ganam, the bridegroom of deva ganam.',
          tamil: 'மணமகள் தேவ கணம், மணமகன் தேவ கணம்.',
        },
      },
      {
        key: 'mahendram',
        status: 'matched',
        matched: true,
        reason: {
          english: 'Counted 10: mahendram asks for 4, 7, 10, 13, 16, 19, 22 or 25.',
          tamil: 'எண்ணிக்கை 10: மகேந்திரத்துக்கு 4, 7, 10, 13, 16, 19, 22, 25 இல் ஒன்று வேண்டும்.',
        },
      },
      {
        key: 'stree_deergham',
        status: 'matched',
        matched: true,
        grade: 'mathimam',
        reason: {
          english: 'Counted 10: 14 or more is good, 8 to 13 medium, fewer poor.',
          tamil: 'எண்ணிக்கை 10: 14 அல்லது மேல் உத்தமம், 8 முதல் 13 மத்திமம், குறைவு அதமம்.',
        },
      },
      {
        key: 'yoni',
        status: 'matched',
        matched: true,
        grade: 'mathimam',
        reason: {
          english: 'Yoni: the bride buffalo, the bridegroom monkey.',
          tamil: 'யோனி: மணமகள் எருமை, மணமகன் குரங்கு.',
        },
      },
      {
        key: 'rasi',
        status: 'matched',
        matched: true,
        grade: 'mathimam',
        reason: {
          english: "The bridegroom's rasi, Magaram, is the 5th from the bride's, Kanni.",
          tamil: 'மணமகளின் கன்னி ராசியிலிருந்து மணமகனின் மகரம் ராசி 5ஆவது.',
        },
      },
      {
        key: 'rasi_athipathi',
        status: 'matched',
        matched: true,
        grade: 'mathimam',
        reason: {
          english: 'Rasi lords Mercury and Saturn: friendly one way, neutral the other.',
          tamil: 'ராசி அதிபதிகள் புதன், சனி: ஒருபுறம் நட்பு, மறுபுறம் சமம்.',
        },
      },
      {
        key: 'vasiyam',
        status: 'not_matched',
        matched: false,
        grade: 'athamam',
        reason: {
          english: 'Neither Kanni nor Magaram is vasiyam to the other.',
          tamil: 'கன்னி, மகரம் இரண்டும் ஒன்றுக்கொன்று வசியம் இல்லை.',
        },
      },
      {
        key: 'rajju',
        status: 'not_matched',
        matched: false,
        reason: {
          english: 'Rajju: the bride kandam (neck), the bridegroom kandam (neck) – the same rajju.',
          tamil: 'மணமகள் கண்ட ரஜ்ஜு, மணமகன் கண்ட ரஜ்ஜு – ஒரே ரஜ்ஜு.',
        },
      },
      {
        key: 'vedhai',
        status: 'matched',
        matched: true,
        reason: {
          english: 'Hastham and Thiruvonam are not a vedhai pair.',
          tamil: 'அஸ்தம், திருவோணம்: வேதை இல்லை.',
        },
      },
    ],
    matched_count: 7,
    unknown_count: 0,
    total: 10,
    vetoed: true,
    verdict: 'not_recommended',
  };
}

/** A Jathagam booking: one person's chart, no porutham. */
export function jathagamCharts(chart: Chart | null = brideChart()): AppointmentChartsReply {
  return {
    success: true,
    person: { name: 'Kavitha', chart, problem: chart ? null : 'place_unknown' },
    bridegroom: null,
    porutham: null,
    sevvai: null,
    prasanam: null,
    notes: null,
  };
}

/** A Marriage Porutham booking: both charts, the porutham and the pair's sevvai dosham. */
export function marriageCharts(): AppointmentChartsReply {
  return {
    success: true,
    person: { name: 'Kavitha', chart: brideChart(), problem: null },
    bridegroom: { name: 'Arun', chart: bridegroomChart(), problem: null },
    porutham: vetoedPorutham(),
    sevvai: 'one_only',
    prasanam: null,
    notes: null,
  };
}
