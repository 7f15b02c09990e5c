import type { Appointment, AppointmentChartsReply, Chart, ChartProblem, Language } from '@portal/contracts';
import { ASTROLOGY_FIRST_DATE, ASTROLOGY_LAST_DATE, birthTimePeriods } from '@portal/contracts';
import { AppError } from '../../lib/errors/app-error';
import type { AstrologyService } from './astrology.service';
import { renderJathagamSheet } from './sheet/jathagam-sheet';

export type PersonBirth = { name: string | null; date: string | null; timeType: string | null; time: string | null; place: string | null };

/** The person's star, rasi and lagna as a booking shows them; null when no chart can be cast. */
export function bookingStar(astrology: AstrologyService, person: PersonBirth, language: Language): Appointment['astrology'] {
  const { chart } = castFor(astrology, person, language);
  if (!chart) return null;
  return { nakshatra: chart.moon.nakshatra, pada: chart.birth.time_known ? chart.moon.pada : null, rasi: chart.moon.rasi, lagna: chart.lagna?.rasi ?? null, nakshatra_range: chart.moon.nakshatra_range };
}

/** One person's chart from a booking, or why there is none. */
function castFor(astrology: AstrologyService, person: PersonBirth, language: Language): { chart: Chart | null; problem: ChartProblem | null } {
  if (!person.date || !person.time || !person.place) return { chart: null, problem: 'no_birth_time' };
  if (person.date < ASTROLOGY_FIRST_DATE || person.date > ASTROLOGY_LAST_DATE) return { chart: null, problem: 'outside_years' };
  const period = person.timeType === 'period' && (birthTimePeriods as readonly string[]).includes(person.time);
  try {
    const chart = astrology.chart(
      period
        ? { date_of_birth: person.date, birth_time_type: 'period', birth_time_period: person.time as (typeof birthTimePeriods)[number], birth_place: person.place }
        : { date_of_birth: person.date, birth_time_type: 'exact', birth_time: person.time.slice(0, 5), birth_place: person.place },
      language,
    );
    return { chart, problem: null };
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION_FAILED') return { chart: null, problem: 'place_unknown' };
    throw error;
  }
}

/**
 * The astrology of one booking for the office: the main person's chart (the bride's in a
 * Marriage Porutham booking), the bridegroom's, and their porutham and sevvai dosham when both
 * charts could be cast.
 */
export function appointmentCharts(astrology: AstrologyService, appointment: Appointment, language: Language): AppointmentChartsReply {
  const person = { name: appointment.name, ...castFor(astrology, { name: appointment.name, date: appointment.date_of_birth, timeType: appointment.birth_time_type, time: appointment.birth_time, place: appointment.birth_place }, language) };
  if (!appointment.bridegroom_name) return { success: true, person, bridegroom: null, porutham: null, sevvai: null };
  const bridegroom = {
    name: appointment.bridegroom_name,
    ...castFor(
      astrology,
      { name: appointment.bridegroom_name, date: appointment.bridegroom_date_of_birth, timeType: appointment.bridegroom_birth_time_type, time: appointment.bridegroom_birth_time, place: appointment.bridegroom_birth_place },
      language,
    ),
  };
  if (!person.chart || !bridegroom.chart) return { success: true, person, bridegroom, porutham: null, sevvai: null };
  let porutham: AppointmentChartsReply['porutham'] = null;
  try {
    porutham = astrology.porutham({ bride: astrology.starOfChart(person.chart), bridegroom: astrology.starOfChart(bridegroom.chart) }, language);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
  return { success: true, person, bridegroom, porutham, sevvai: astrology.sevvaiPair(astrology.sevvai(person.chart), astrology.sevvai(bridegroom.chart)) };
}

/**
 * The printed Jathagam of one person of a booking, as a PDF in `language`; 409 CHART_UNAVAILABLE
 * (with why) when that person's chart cannot be cast.
 */
export async function appointmentJathagamPdf(astrology: AstrologyService, appointment: Appointment, person: 'main' | 'bridegroom', language: Language): Promise<{ fileName: string; pdf: Buffer }> {
  const groom = person === 'bridegroom';
  if (groom && !appointment.bridegroom_name) throw new AppError('NOT_FOUND');
  const birth: PersonBirth = groom
    ? { name: appointment.bridegroom_name, date: appointment.bridegroom_date_of_birth, timeType: appointment.bridegroom_birth_time_type, time: appointment.bridegroom_birth_time, place: appointment.bridegroom_birth_place }
    : { name: appointment.name, date: appointment.date_of_birth, timeType: appointment.birth_time_type, time: appointment.birth_time, place: appointment.birth_place };
  const { chart, problem } = castFor(astrology, birth, language);
  if (!chart) throw new AppError('CHART_UNAVAILABLE', { chart: `validation.chart_${problem}` });
  const pdf = await renderJathagamSheet({ name: birth.name ?? '', appointmentNumber: appointment.appointment_number, dateOfBirth: birth.date!, birthTime: chart.birth.time_known ? birth.time!.slice(0, 5) : birth.time!, chart, node: 'mean', language });
  return { fileName: `jathagam_${appointment.appointment_number}${groom ? '_bridegroom' : ''}.pdf`, pdf };
}
