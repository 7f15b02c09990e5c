import { languageLocales, type Language } from '@portal/contracts';

/** 12-hour time; Tamil names the part of the day (காலை 5:40, இரவு 9:15) instead of AM/PM. */
const clockOptions = (language: Language): Intl.DateTimeFormatOptions =>
  language === 'tamil'
    ? { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' }
    : { hour: 'numeric', minute: '2-digit', hour12: true };

/** A calendar date (YYYY-MM-DD) as people read it: 12 March 1994. No time zone can shift it. */
export function formatCalendarDate(date: string, language: Language): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(languageLocales[language], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(parsed);
}

/** A clock time (HH:MM) in 12-hour form: 5:40 am. */
export function formatClockTime(time: string, language: Language): string {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  if (!match) return time;
  const parsed = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  return new Intl.DateTimeFormat(languageLocales[language], {
    ...clockOptions(language),
    timeZone: 'UTC',
  }).format(parsed);
}

/** A moment's clock time in India Standard Time whatever the phone's zone (docs/decisions/0004). */
export function formatIndiaTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(languageLocales[language], {
    ...clockOptions(language),
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}

/** A moment, date and time, in India Standard Time. */
export function formatIndiaDateTime(iso: string, language: Language): string {
  return `${formatIndiaDate(iso, language)}, ${formatIndiaTime(iso, language)}`;
}

export function formatIndiaDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(languageLocales[language], {
    dateStyle: 'medium',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}

/** The browser's own time zone ("Asia/Singapore"); India's when the browser does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Kolkata';
  } catch {
    return 'Asia/Kolkata';
  }
}

/** The instant of an India-time date and clock time ("2026-12-03", "09:00"): India is +05:30 all year. */
export function indiaInstant(date: string, time: string): Date {
  return new Date(`${date}T${time.slice(0, 5)}:00+05:30`);
}

const offsetMinutes = (at: Date, zone: string): number => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((one) => one.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
};

/**
 * An India-time moment on a clock elsewhere (decision 0109), or null where that clock shows India's
 * time then (India itself, Sri Lanka): its time, its date when that is another day than India's,
 * and the zone's name in the language ("Singapore Standard Time").
 */
export function localTimeOf(
  at: Date,
  language: Language,
  zone: string = browserTimeZone(),
): { time: string; day: string | null; zone: string } | null {
  let differs: boolean;
  try {
    differs = offsetMinutes(at, zone) !== offsetMinutes(at, 'Asia/Kolkata');
  } catch {
    return null;
  }
  if (!differs) return null;
  const locale = languageLocales[language];
  const dayIn = (timeZone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(at);
  const zoneName =
    new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'long' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? zone;
  return {
    time: new Intl.DateTimeFormat(locale, { ...clockOptions(language), timeZone: zone }).format(at),
    day:
      dayIn(zone) === dayIn('Asia/Kolkata')
        ? null
        : new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: zone }).format(
            at,
          ),
    zone: zoneName,
  };
}
