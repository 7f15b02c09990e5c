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
