import { languageLocales, type Language } from '@portal/contracts';

export const INDIA_ZONE = 'Asia/Kolkata';

/** 12-hour time; Tamil names the part of the day (காலை 10:00) instead of AM/PM, as the web app does. */
const clockOptions = (language: Language): Intl.DateTimeFormatOptions =>
  language === 'tamil'
    ? { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' }
    : { hour: 'numeric', minute: '2-digit', hour12: true };

/** Formatters are costly to make (locale data): each one is made once and cached. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(localeName: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${localeName}|${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(localeName, options);
    formatters.set(key, made);
  }
  return made;
}

const format = (
  moment: Date,
  language: Language,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
) => formatter(languageLocales[language], { timeZone, ...options }).format(moment);

function offsetMinutes(moment: Date, timeZone: string): number {
  const part =
    formatter('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(moment)
      .find((piece) => piece.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(part);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** An IANA zone this runtime knows, in its canonical spelling, or null. */
export function knownTimeZone(zone: string | null | undefined): string | null {
  if (!zone || zone.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * When a consultation is, in India time (the office's), and also in the customer's own zone
 * when they booked from one whose clock differs then:
 * "Tuesday, 1 December 2026, 10:00 am IST (Monday, 30 November, 11:30 pm New York time)".
 */
export function consultationTimeText(
  startsAt: string,
  language: Language,
  customerTimeZone: string | null,
): string {
  const moment = new Date(startsAt);
  const day = (zone: string, year: boolean) =>
    format(moment, language, zone, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      ...(year ? { year: 'numeric' } : {}),
    });
  const at = (zone: string) => format(moment, language, zone, clockOptions(language));
  const india =
    language === 'tamil'
      ? `${day(INDIA_ZONE, true)}, ${at(INDIA_ZONE)} (இந்திய நேரம்)`
      : `${day(INDIA_ZONE, true)}, ${at(INDIA_ZONE)} IST`;
  const own = knownTimeZone(customerTimeZone);
  if (!own || offsetMinutes(moment, own) === offsetMinutes(moment, INDIA_ZONE)) return india;
  const place = own.split('/').at(-1)!.replace(/_/g, ' ');
  return language === 'tamil'
    ? `${india}; ${place} நேரப்படி ${day(own, false)}, ${at(own)}`
    : `${india} (${day(own, false)}, ${at(own)} ${place} time)`;
}
