import type {
  Appointment,
  AppointmentChartsReply,
  ChartProblem,
  Language,
} from '@portal/contracts';
import { ASTROLOGY_FIRST_DATE, ASTROLOGY_LAST_DATE, birthTimePeriods } from '@portal/contracts';
import { AppError } from '../../lib/errors/app-error';
import type { NodeKind } from './astrology-types';
import type { AstrologyService } from './astrology.service';
import { renderJathagamSheet } from './sheet/jathagam-sheet';

export type PersonBirth = {
  name: string | null;
  date: string | null;
  timeType: string | null;
  time: string | null;
  place: string | null;
  /**
   * Where the place is, when the customer chose it or gave its coordinates; null: found by its
   * name.
   */
  latitude: number | null;
  longitude: number | null;
  /** The birth's own offset from UTC, when the office recorded one; null: the zone's history. */
  utcOffset: string | null;
};

type BirthFields = Pick<
  Appointment,
  | 'name'
  | 'date_of_birth'
  | 'birth_time_type'
  | 'birth_time'
  | 'birth_place'
  | 'birth_latitude'
  | 'birth_longitude'
  | 'birth_utc_offset'
  | 'bridegroom_name'
  | 'bridegroom_date_of_birth'
  | 'bridegroom_birth_time_type'
  | 'bridegroom_birth_time'
  | 'bridegroom_birth_place'
  | 'bridegroom_birth_latitude'
  | 'bridegroom_birth_longitude'
  | 'bridegroom_birth_utc_offset'
>;

/**
 * One person's birth details from a booking: the main person (a Marriage Porutham's bride) or the
 * bridegroom.
 */
export function personBirthOf(
  appointment: BirthFields,
  person: 'main' | 'bridegroom',
): PersonBirth {
  if (person === 'bridegroom') {
    const {
      bridegroom_name: name,
      bridegroom_date_of_birth: date,
      bridegroom_birth_time_type: timeType,
      bridegroom_birth_time: time,
      bridegroom_birth_place: place,
    } = appointment;
    return {
      name,
      date,
      timeType,
      time,
      place,
      latitude: appointment.bridegroom_birth_latitude,
      longitude: appointment.bridegroom_birth_longitude,
      utcOffset: appointment.bridegroom_birth_utc_offset ?? null,
    };
  }
  const {
    name,
    date_of_birth: date,
    birth_time_type: timeType,
    birth_time: time,
    birth_place: place,
    birth_latitude: latitude,
    birth_longitude: longitude,
  } = appointment;
  return {
    name,
    date,
    timeType,
    time,
    place,
    latitude,
    longitude,
    utcOffset: appointment.birth_utc_offset ?? null,
  };
}

/** The person's star, rasi and lagna as a booking shows them; null when no chart can be cast. */
export function bookingStar(
  astrology: AstrologyService,
  person: PersonBirth,
  language: Language,
): Appointment['astrology'] {
  const { chart } = castFor(person, (birth) => astrology.starAndLagna(birth, language));
  if (!chart) return null;
  return {
    nakshatra: chart.moon.nakshatra,
    pada: chart.time_known ? chart.moon.pada : null,
    rasi: chart.moon.rasi,
    lagna: chart.lagna?.rasi ?? null,
    nakshatra_range: chart.moon.nakshatra_range,
  };
}

type ChartInput = Parameters<AstrologyService['chart']>[0];

/**
 * One person's chart (or what `cast` makes of their birth) from a booking, or why there is none.
 */
function castFor<T>(
  person: PersonBirth,
  cast: (birth: ChartInput) => T,
): { chart: T | null; problem: ChartProblem | null } {
  if (!person.date || !person.time || !person.place)
    return { chart: null, problem: 'no_birth_time' };
  if (person.date < ASTROLOGY_FIRST_DATE || person.date > ASTROLOGY_LAST_DATE)
    return { chart: null, problem: 'outside_years' };
  const period =
    person.timeType === 'period' && (birthTimePeriods as readonly string[]).includes(person.time);
  const where = {
    birth_place: person.place,
    ...(person.latitude !== null && person.longitude !== null
      ? { latitude: person.latitude, longitude: person.longitude }
      : {}),
    ...(person.utcOffset ? { utc_offset: person.utcOffset } : {}),
  };
  try {
    const chart = cast(
      period
        ? {
            date_of_birth: person.date,
            birth_time_type: 'period',
            birth_time_period: person.time as (typeof birthTimePeriods)[number],
            ...where,
          }
        : {
            date_of_birth: person.date,
            birth_time_type: 'exact',
            birth_time: person.time.slice(0, 5),
            ...where,
          },
    );
    return { chart, problem: null };
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION_FAILED')
      return { chart: null, problem: 'place_unknown' };
    throw error;
  }
}

/**
 * The astrology of one booking for the office: the main person's chart (the bride's in a
 * Marriage Porutham booking), the bridegroom's, and their porutham and sevvai dosham when both
 * charts could be cast.
 */
/**
 * What only the office's reply carries beside the charts: a Prasanam's chart of the question, and
 * the astrologer's notes.
 */
export type OfficeChartExtras = Pick<AppointmentChartsReply, 'prasanam' | 'notes'>;

export function appointmentCharts(
  astrology: AstrologyService,
  appointment: Appointment,
  language: Language,
  node: NodeKind,
  extras: OfficeChartExtras = { prasanam: null, notes: null },
): AppointmentChartsReply {
  const person = {
    name: appointment.name,
    ...castFor(personBirthOf(appointment, 'main'), (birth) =>
      astrology.chart(birth, language, node),
    ),
  };
  if (!appointment.bridegroom_name)
    return { success: true, person, bridegroom: null, porutham: null, sevvai: null, ...extras };
  const bridegroom = {
    name: appointment.bridegroom_name,
    ...castFor(personBirthOf(appointment, 'bridegroom'), (birth) =>
      astrology.chart(birth, language, node),
    ),
  };
  if (!person.chart || !bridegroom.chart)
    return { success: true, person, bridegroom, porutham: null, sevvai: null, ...extras };
  let porutham: AppointmentChartsReply['porutham'] = null;
  try {
    porutham = astrology.porutham(
      {
        bride: astrology.starOfChart(person.chart),
        bridegroom: astrology.starOfChart(bridegroom.chart),
      },
      language,
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
  return {
    success: true,
    person,
    bridegroom,
    porutham,
    sevvai: astrology.sevvaiPair(person.chart.sevvai, bridegroom.chart.sevvai),
    ...extras,
  };
}

/**
 * The printed Jathagam of one person of a booking, as a PDF in `language`; 409 CHART_UNAVAILABLE
 * (with why) when that person's chart cannot be cast.
 */
export async function appointmentJathagamPdf(
  astrology: AstrologyService,
  appointment: Appointment,
  {
    person,
    language,
    node,
    prasanam = null,
  }: {
    person: 'main' | 'bridegroom' | 'prasanam';
    language: Language;
    node: NodeKind;
    prasanam?: AppointmentChartsReply['prasanam'];
  },
): Promise<{ fileName: string; pdf: Buffer }> {
  if (person === 'prasanam') {
    if (!prasanam) throw new AppError('NOT_FOUND');
    if (!prasanam.chart)
      throw new AppError('CHART_UNAVAILABLE', {
        fields: { chart: 'validation.chart_no_question_time' },
      });
    const pdf = await renderJathagamSheet({
      kind: 'prasanam',
      name: appointment.name,
      appointmentNumber: appointment.appointment_number,
      dateOfBirth: prasanam.asked_at!,
      birthTime: '',
      chart: prasanam.chart,
      language,
    });
    return { fileName: `prasanam_${appointment.appointment_number}.pdf`, pdf };
  }
  const groom = person === 'bridegroom';
  if (groom && !appointment.bridegroom_name) throw new AppError('NOT_FOUND');
  const birth = personBirthOf(appointment, person);
  const { chart, problem } = castFor(birth, (input) => astrology.chart(input, language, node));
  if (!chart)
    throw new AppError('CHART_UNAVAILABLE', { fields: { chart: `validation.chart_${problem}` } });
  // A marriage booking's sheet, of either person, ends with the couple's porutham.
  const both = appointment.bridegroom_name
    ? appointmentCharts(astrology, appointment, language, node)
    : null;
  const porutham = both?.porutham
    ? {
        porutham: both.porutham,
        sevvai: both.sevvai,
        bride: appointment.name,
        bridegroom: appointment.bridegroom_name ?? '',
      }
    : null;
  const pdf = await renderJathagamSheet({
    name: birth.name ?? '',
    appointmentNumber: appointment.appointment_number,
    dateOfBirth: birth.date!,
    birthTime: chart.birth.time_known ? birth.time!.slice(0, 5) : birth.time!,
    chart,
    language,
    porutham,
  });
  return {
    fileName: `jathagam_${appointment.appointment_number}${groom ? '_bridegroom' : ''}.pdf`,
    pdf,
  };
}
