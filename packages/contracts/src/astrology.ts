import { z } from 'zod';
import { isPlaceName, validationKeys } from './common';
import { birthTimePeriods, birthTimeTypes } from './constants';
import { grahaKeys } from './astrology-names';
import {
  poruthamGrades,
  poruthamKeys,
  poruthamStatuses,
  poruthamVerdicts,
  sevvaiPairStatuses,
} from './porutham-names';

/**
 * The astrology calls (decision 0030): a chart from birth details, a porutham from two stars or two
 * sets of birth details, and the office's charts of an appointment. Longitudes are sidereal
 * (Lahiri) degrees in [0, 360); rasi 1 Mesham ... 12 Meenam; nakshatra 1 Ashwini ... 27 Revati.
 */

/** The years the astronomy is checked for against the Swiss Ephemeris (docs/decisions/0026). */
export const ASTROLOGY_FIRST_DATE = '1900-01-01';
export const ASTROLOGY_LAST_DATE = '2050-12-31';

const EXACT_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date that exists (not 2023-02-30, not 0000-00-00). */
function realDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

const UTC_OFFSET = /^([+-])(\d{2}):([0-5]\d)(?::([0-5]\d))?$/;

/**
 * A birth's own offset from UTC ("+05:53:20" Calcutta time, "+04:51" Bombay time, local mean time):
 * seconds east of UTC, or null for text that is not one (beyond ±14:00 included).
 */
export function utcOffsetSeconds(text: string): number | null {
  const match = UTC_OFFSET.exec(text.trim());
  if (!match) return null;
  const seconds = Number(match[2]) * 3600 + Number(match[3]) * 60 + Number(match[4] ?? 0);
  if (seconds > 14 * 3600) return null;
  return match[1] === '-' ? -seconds : seconds;
}

/** An optional UTC offset field; empty is not given. */
export const utcOffsetFieldSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string({ message: validationKeys.utc_offset })
    .trim()
    .refine((text) => utcOffsetSeconds(text) !== null, { message: validationKeys.utc_offset })
    .optional(),
);

const chartDateSchema = z
  .string({ message: validationKeys.chart_date })
  .trim()
  .refine(
    (value) => realDate(value) && value >= ASTROLOGY_FIRST_DATE && value <= ASTROLOGY_LAST_DATE,
    { message: validationKeys.chart_date },
  );

/** Birth details as a chart needs them: a date, an exact time or a period, and a place by name or by coordinates. */
export const chartBirthSchema = z
  .object({
    date_of_birth: chartDateSchema,
    birth_time_type: z.enum(birthTimeTypes, { message: validationKeys.invalid }).default('exact'),
    /** HH:MM, the clock at the birth place, for an exact time. */
    birth_time: z.string().trim().optional(),
    /** early_morning, morning, afternoon, evening or night (20:00 to 04:00 the next day) for a period. */
    birth_time_period: z.enum(birthTimePeriods, { message: validationKeys.time_period }).optional(),
    birth_place: z
      .string()
      .trim()
      .max(200, { message: validationKeys.too_long })
      .refine(isPlaceName, { message: validationKeys.place_characters })
      .optional(),
    /** Degrees north; the poles themselves have no ascendant. */
    latitude: z
      .number({ message: validationKeys.latitude })
      .gt(-90, { message: validationKeys.latitude })
      .lt(90, { message: validationKeys.latitude })
      .optional(),
    longitude: z
      .number({ message: validationKeys.longitude })
      .min(-180, { message: validationKeys.longitude })
      .max(180, { message: validationKeys.longitude })
      .optional(),
    /** An IANA zone (Asia/Kolkata); found from the coordinates when left out. */
    time_zone: z.string().trim().max(64).optional(),
    /**
     * The birth's own offset from UTC, for local mean time or an old city time (Calcutta +05:53:20
     * until 1948); the zone's history when left out.
     */
    utc_offset: utcOffsetFieldSchema,
  })
  .superRefine((birth, context) => {
    if (birth.birth_time_type === 'exact' && !EXACT_TIME.test(birth.birth_time ?? ''))
      context.addIssue({
        code: 'custom',
        path: ['birth_time'],
        message: validationKeys.exact_birth_time,
      });
    if (birth.birth_time_type === 'period' && !birth.birth_time_period)
      context.addIssue({
        code: 'custom',
        path: ['birth_time_period'],
        message: validationKeys.time_period,
      });
    const coordinates = birth.latitude !== undefined || birth.longitude !== undefined;
    if (coordinates && (birth.latitude === undefined || birth.longitude === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [birth.latitude === undefined ? 'latitude' : 'longitude'],
        message: validationKeys[birth.latitude === undefined ? 'latitude' : 'longitude'],
      });
    }
    if (!coordinates && !birth.birth_place)
      context.addIssue({
        code: 'custom',
        path: ['birth_place'],
        message: validationKeys.birth_place,
      });
  });
export type ChartBirth = z.input<typeof chartBirthSchema>;

const longitudeSchema = z.number();
const rasiSchema = z.number().int().min(1).max(12);
const nakshatraSchema = z.number().int().min(1).max(27);
const padaSchema = z.number().int().min(1).max(4);

export const chartPlacementSchema = z.object({
  longitude: longitudeSchema,
  rasi: rasiSchema,
  degree_in_rasi: z.number(),
  nakshatra: nakshatraSchema,
  pada: padaSchema,
  /** The navamsa (D-9) sign. */
  navamsa: rasiSchema,
  /** The lord of its star (the Vimshottari lord: Ashwini Ketu, Bharani Venus, ...). */
  star_lord: z.enum(grahaKeys),
});

export const chartPlanetSchema = chartPlacementSchema.extend({
  key: z.enum(grahaKeys),
  retrograde: z.boolean(),
  /** Counted from the lagna's rasi; null without a lagna. */
  house: z.number().int().min(1).max(12).nullable(),
  navamsa_house: z.number().int().min(1).max(12).nullable(),
  /**
   * The bhava (house by degree): equal houses with the lagna's degree at the middle of the first;
   * null without a lagna.
   */
  bhava: z.number().int().min(1).max(12).nullable(),
});

export const sevvaiReferenceKeys = ['lagna', 'moon', 'venus'] as const;
export const sevvaiExceptionKeys = [
  'own_or_exalted_sign',
  'house_sign',
  'kadagam_simham_lagna',
  'with_jupiter',
] as const;

/**
 * One person's sevvai dosham: Mars's house from the lagna, the Moon and Venus, and the exceptions
 * that cancelled it.
 */
export const sevvaiSchema = z
  .object({
    has_dosham: z.boolean(),
    from_which_reference: z.array(z.enum(sevvaiReferenceKeys)),
    exceptions_applied: z.array(z.enum(sevvaiExceptionKeys)),
    also_from_venus: z.boolean(),
    references: z.array(
      z.object({
        reference: z.enum(sevvaiReferenceKeys),
        house: z.number().int().min(1).max(12),
        afflicted: z.boolean(),
        exceptions_applied: z.array(z.enum(sevvaiExceptionKeys)),
        dosham: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'SevvaiDosham' });
export type Sevvai = z.infer<typeof sevvaiSchema>;

export const transitKeys = ['saturn', 'jupiter', 'rahu', 'ketu'] as const;

/**
 * Where Sani, Guru, Rahu and Ketu are now, counted from the Moon's rasi at birth, and the Saturn
 * periods a family asks about.
 */
export const transitsSchema = z
  .object({
    /** The instant the transits were computed for (the time of the call). */
    at: z.string(),
    bodies: z.array(
      z.object({
        key: z.enum(transitKeys),
        rasi: rasiSchema,
        house_from_moon: z.number().int().min(1).max(12),
        retrograde: z.boolean(),
      }),
    ),
    /**
     * Ezharai (seven and a half years) sani: Saturn in the 12th (1), the 1st (2) or the 2nd (3)
     * from the Moon; null otherwise.
     */
    ezharai_sani: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
    /** Saturn in the 8th from the Moon. */
    ashtama_sani: z.boolean(),
    /** Saturn in the 4th from the Moon (ardhashtama sani). */
    ardhashtama_sani: z.boolean(),
  })
  .meta({ id: 'Transits' });
export type Transits = z.infer<typeof transitsSchema>;

const dasaPeriodSchema = z.object({
  lord: z.enum(grahaKeys),
  years: z.number(),
  start: z.string(),
  end: z.string(),
});

/**
 * A clock time the zone's clocks passed twice (turned back) or jumped over (put forward): both readings,
 * the one the chart is cast for first, and the minutes between them.
 */
const clockWarningShape = {
  time: z.string(),
  readings: z.array(z.object({ utc: z.string(), utc_offset: z.string() })).length(2),
  minutes: z.number().int(),
};

export const chartWarningSchema = z.discriminatedUnion('code', [
  z.object({
    code: z.literal('moon_near_star_boundary'),
    arcminutes: z.number(),
    nakshatra: nakshatraSchema,
    neighbour: nakshatraSchema,
  }),
  z.object({
    code: z.literal('lagna_near_rasi_boundary'),
    arcminutes: z.number(),
    rasi: rasiSchema,
    neighbour: rasiSchema,
  }),
  z.object({
    code: z.literal('moon_star_changes_in_period'),
    nakshatras: z.array(nakshatraSchema),
  }),
  z.object({ code: z.literal('moon_rasi_changes_in_period'), rasis: z.array(rasiSchema) }),
  z.object({ code: z.literal('clock_time_repeated'), ...clockWarningShape }),
  z.object({ code: z.literal('clock_time_skipped'), ...clockWarningShape }),
  /**
   * Coordinates the zone map puts in another zone than the nearest known place's: the chart is
   * cast in the place's zone (decision 0111); the other zone and its offset at the birth.
   */
  z.object({
    code: z.literal('zone_doubtful'),
    time_zone: z.string(),
    utc_offset: z.string(),
    other_time_zone: z.string(),
    other_utc_offset: z.string(),
    place: z.string(),
    km: z.number(),
  }),
]);

/** Which lunar node gives Rahu and Ketu: the mean node (the default) or the true node (the office's setting). */
export const lunarNodes = ['mean', 'true'] as const;
export type LunarNode = (typeof lunarNodes)[number];

const namedNumberSchema = z.object({
  number: z.number().int(),
  english: z.string(),
  tamil: z.string(),
});

/**
 * The panchangam of the moment a chart is cast for (decision 0075); its names in English and Tamil
 * beside each number.
 */
export const panchangamSchema = z
  .object({
    /** 1-15 in the waxing half (15 Pournami), 16-30 in the waning half (30 Amavasai). */
    thithi: namedNumberSchema.extend({
      paksham: z.enum(['shukla', 'krishna']),
      paksham_english: z.string(),
      paksham_tamil: z.string(),
    }),
    /** The Moon's star, 1 Ashwini ... 27 Revati. */
    nakshatra: namedNumberSchema,
    /** 1 Vishkambam ... 27 Vaidhruthi. */
    yogam: namedNumberSchema,
    /** 1-60 in the lunar month's cycle, from Kimstughnam (1) to Nagavam (60). */
    karanam: namedNumberSchema,
    /**
     * 0 Sunday ... 6 Saturday: the day that began at the last sunrise (a birth before sunrise
     * belongs to the day before).
     */
    weekday: namedNumberSchema,
    /** ISO instants at the place; null where the Sun did not rise or set that day (polar day and night). */
    sunrise: z.string().nullable(),
    sunset: z.string().nullable(),
    /** How sunrise and sunset are taken: the Sun's upper edge on the horizon, with refraction. */
    sun_edge: z.literal('upper_limb_refracted'),
    /** 1 Chithirai ... 12 Panguni. */
    tamil_month: namedNumberSchema,
    tamil_date: z.number().int().min(1).max(32),
    /** 1 Prabhava ... 60 Akshaya. */
    tamil_year: namedNumberSchema,
    /**
     * Time from sunrise in nazhigai (24 minutes) and vinazhigai (24 seconds); null without an exact
     * time or a sunrise.
     */
    nazhigai: z.object({ nazhigai: z.number().int(), vinazhigai: z.number().int() }).nullable(),
  })
  .meta({ id: 'Panchangam' });
export type Panchangam = z.infer<typeof panchangamSchema>;

export const chartSchema = z
  .object({
    /** Lahiri ayanamsa in degrees at the birth. */
    ayanamsa: z.number(),
    /** The lunar node Rahu and Ketu were read from. */
    node: z.enum(lunarNodes),
    /** The sidereal ascendant; null for a birth given as a period of the day. */
    lagna: chartPlacementSchema.nullable(),
    /** The nine grahas: sun moon mars mercury jupiter venus saturn rahu ketu. */
    planets: z.array(chartPlanetSchema),
    /** The person's rasi and natchathiram (the Moon's); for a period birth every star and rasi it passes. */
    moon: z.object({
      rasi: rasiSchema,
      nakshatra: nakshatraSchema,
      pada: padaSchema,
      nakshatra_range: z.array(nakshatraSchema),
      rasi_range: z.array(rasiSchema),
    }),
    dasa: z.object({
      birth_lord: z.enum(grahaKeys),
      balance_years: z.number(),
      balance: z.object({ years: z.number(), months: z.number(), days: z.number() }),
      dasa_year_days: z.number(),
      maha_dasas: z.array(dasaPeriodSchema.extend({ bhuktis: z.array(dasaPeriodSchema) })),
    }),
    warnings: z.array(chartWarningSchema),
    /** Where the chart was cast: the place found (or the coordinates given) and its zone. */
    place: z.object({
      name: z.string().nullable(),
      latitude: z.number(),
      longitude: z.number(),
      time_zone: z.string(),
    }),
    /**
     * The birth as the chart read it: the UTC instant (a period's middle), the zone's offset then,
     * and whether the time is exact.
     */
    birth: z.object({
      utc: z.string(),
      utc_offset: z.string(),
      time_known: z.boolean(),
      /** zone: the offset from the zone's history; given: the birth's own offset, as the office recorded it. */
      utc_offset_from: z.enum(['zone', 'given']),
    }),
    /** The panchangam of the birth (of a period's middle, without the nazhigai). */
    panchangam: panchangamSchema,
    /** Sevvai dosham from this chart; null without a lagna (the birth time not exact). */
    sevvai: sevvaiSchema.nullable(),
    /** Sani, Guru, Rahu and Ketu now, from the Moon's rasi. */
    transits: transitsSchema,
  })
  .meta({ id: 'Chart' });
export type Chart = z.infer<typeof chartSchema>;

export const chartReplySchema = z.object({ success: z.literal(true), chart: chartSchema });
export type ChartReply = z.infer<typeof chartReplySchema>;

/** One person of a porutham: a star and, when known, its pada; or birth details to cast the chart from. */
export const poruthamPersonSchema = z.union([
  z.object({
    nakshatra: nakshatraSchema,
    pada: padaSchema.nullable().optional(),
    rasi: rasiSchema.nullable().optional(),
  }),
  chartBirthSchema,
]);

export const poruthamRequestSchema = z.object({
  bride: poruthamPersonSchema,
  bridegroom: poruthamPersonSchema,
});
export type PoruthamRequest = z.input<typeof poruthamRequestSchema>;

const poruthamStarSchema = z.object({ nakshatra: nakshatraSchema, pada: padaSchema.nullable() });

export const poruthamSchema = z.object({
  /** full: both stars with their padas; star_only: a pada or rasi missing, so some items may be unknown. */
  mode: z.enum(['full', 'star_only']),
  bride_star: poruthamStarSchema,
  bridegroom_star: poruthamStarSchema,
  /** The same star with the same pada: almanacs advise against it whatever the count. */
  same_star_and_pada: z.boolean(),
  /** Counted from the bride's star to the bridegroom's, both included. */
  star_count: z.number().int(),
  bride_rasi: rasiSchema.nullable(),
  bridegroom_rasi: rasiSchema.nullable(),
  items: z.array(
    z.object({
      key: z.enum(poruthamKeys),
      status: z.enum(poruthamStatuses),
      matched: z.boolean().nullable(),
      grade: z.enum(poruthamGrades).optional(),
      /** Why, in one line, in both languages. */
      reason: z.object({ english: z.string(), tamil: z.string() }),
    }),
  ),
  matched_count: z.number().int(),
  unknown_count: z.number().int(),
  total: z.literal(10),
  /** Rajju or Vedhai not matched: not recommended whatever the count. */
  vetoed: z.boolean(),
  verdict: z.enum(poruthamVerdicts),
});
export type Porutham = z.infer<typeof poruthamSchema>;

export const poruthamReplySchema = z.object({ success: z.literal(true), porutham: poruthamSchema });
export type PoruthamReply = z.infer<typeof poruthamReplySchema>;

/**
 * Why a booking's chart cannot be cast: no birth time (Prasanam needs none), a place the gazetteer
 * does not know, a date outside 1900-2050.
 */
export const chartProblems = ['no_birth_time', 'place_unknown', 'outside_years'] as const;
export type ChartProblem = (typeof chartProblems)[number];

const appointmentPersonChartSchema = z.object({
  name: z.string(),
  chart: chartSchema.nullable(),
  problem: z.enum(chartProblems).nullable(),
});

/**
 * The office's astrology of one appointment: each person's chart (null, with the problem, when it
 * cannot be cast), and the porutham of a marriage booking.
 */
export const appointmentChartsReplySchema = z.object({
  success: z.literal(true),
  /** The main person: for Marriage Porutham, the bride. */
  person: appointmentPersonChartSchema,
  bridegroom: appointmentPersonChartSchema.nullable(),
  porutham: poruthamSchema.nullable(),
  /** Sevvai dosham for the pair, from the charts with a lagna. */
  sevvai: z.enum(sevvaiPairStatuses).nullable(),
  /**
   * A Prasanam booking's chart of the question: cast for the moment it was asked (recorded by the
   * astrologer, or the consultation's start) at the office's place. Null for other bookings; its chart
   * is null until the booking has a time.
   */
  /** The astrologer's private notes on the chart (never shown to the customer); null when none. */
  notes: z.object({ text: z.string(), updated_at: z.string() }).nullable(),
  prasanam: z
    .object({
      asked_at: z.string().nullable(),
      from: z.enum(['consultation_start', 'recorded']).nullable(),
      chart: chartSchema.nullable(),
    })
    .nullable(),
});
export type AppointmentChartsReply = z.infer<typeof appointmentChartsReplySchema>;

/** Place suggestions as a birth place is typed: a prefix of its name, an old name or its Tamil name. */
export const placesQuerySchema = z.object({
  q: z
    .string({ message: validationKeys.birth_place })
    .trim()
    .min(1, { message: validationKeys.birth_place })
    .max(100, { message: validationKeys.too_long }),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});

export const placeSchema = z
  .object({
    name: z.string(),
    name_tamil: z.string().nullable(),
    /** "Madurai, Tamil Nadu, India". */
    display_name: z.string(),
    /** "மதுரை, தமிழ்நாடு, இந்தியா": all in Tamil letters (a name with none transliterated); null for a bare point. */
    display_name_tamil: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
    time_zone: z.string(),
  })
  .meta({ id: 'Place' });
export type Place = z.infer<typeof placeSchema>;

export const placesReplySchema = z.object({
  success: z.literal(true),
  places: z.array(placeSchema),
});
export type PlacesReply = z.infer<typeof placesReplySchema>;

/** The office's printed Jathagam of one person of an appointment (`?language=` chooses English or Tamil). */
export const jathagamSheetQuerySchema = z.object({
  /** main: the booking's person (the bride of a Marriage Porutham); bridegroom: the bridegroom. */
  person: z
    .enum(['main', 'bridegroom', 'prasanam'], { message: validationKeys.invalid })
    .default('main'),
  language: z.enum(['english', 'tamil'], { message: validationKeys.language }).optional(),
});

/** The office's astrology settings: which lunar node every chart uses for Rahu and Ketu. */
/** Where a Prasanam is cast: the office's own place (its name as printed, and its coordinates). */
export const officePlaceSchema = z.object({
  name: z
    .string({ message: validationKeys.required })
    .trim()
    .min(1, { message: validationKeys.required })
    .max(200, { message: validationKeys.too_long }),
  /** The name in Tamil letters; left out or empty: the name above on Tamil screens too. */
  name_tamil: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(200, { message: validationKeys.too_long }).nullable().optional(),
  ),
  latitude: z
    .number({ message: validationKeys.latitude })
    .gt(-90, { message: validationKeys.latitude })
    .lt(90, { message: validationKeys.latitude }),
  longitude: z
    .number({ message: validationKeys.longitude })
    .min(-180, { message: validationKeys.longitude })
    .max(180, { message: validationKeys.longitude }),
});
export type OfficePlace = z.infer<typeof officePlaceSchema>;

/**
 * The office's astrology settings: the lunar node every chart uses, and (when given) the office's
 * place for a Prasanam.
 */
export const astrologySettingsSchema = z.object({
  node: z.enum(lunarNodes, { message: validationKeys.invalid }),
  /** Left out: unchanged. */
  office_place: officePlaceSchema.optional(),
});
export type AstrologySettings = z.infer<typeof astrologySettingsSchema>;
export const astrologySettingsReplySchema = z.object({
  success: z.literal(true),
  settings: z.object({
    node: z.enum(lunarNodes),
    office_place: officePlaceSchema.extend({
      name_tamil: z.string().nullable(),
      time_zone: z.string(),
    }),
  }),
});
export type AstrologySettingsReply = z.infer<typeof astrologySettingsReplySchema>;

/** The astrologer's notes on an appointment's chart; empty clears them. */
export const chartNotesSchema = z.object({
  text: z
    .string({ message: validationKeys.invalid })
    .trim()
    .max(4000, { message: validationKeys.too_long }),
});

/**
 * The time a Prasanam's question was asked, as the astrologer records it (an ISO instant); null
 * goes back to the consultation's start.
 */
export const prasanamTimeSchema = z.object({
  asked_at: z.iso.datetime({ offset: true, message: validationKeys.invalid }).nullable(),
});
