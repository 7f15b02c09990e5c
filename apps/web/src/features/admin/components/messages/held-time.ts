import { languageLocales, type Language } from '@portal/contracts';

const INDIA_ZONE = 'Asia/Kolkata';

/**
 * A held message's moment on its recipient's own clock, with the place its zone is named after
 * ("8:00 am", "New York"); null when the recipient keeps India's time (the row's own time says it).
 */
export function recipientClock(
  iso: string,
  timeZone: string | null,
  language: Language,
): { time: string; place: string } | null {
  if (!timeZone || timeZone === INDIA_ZONE) return null;
  const moment = new Date(iso);
  const clock =
    language === 'tamil'
      ? ({ hour: 'numeric', minute: '2-digit', dayPeriod: 'short' } as const)
      : ({ hour: 'numeric', minute: '2-digit', hour12: true } as const);
  try {
    const locale = languageLocales[language];
    const time = new Intl.DateTimeFormat(locale, { ...clock, timeZone }).format(moment);
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(moment);
    const india = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeZone: INDIA_ZONE,
    }).format(moment);
    // The day too when it is not India's day.
    return {
      time: day === india ? time : `${day}, ${time}`,
      place: timeZone.split('/').at(-1)!.replace(/_/g, ' '),
    };
  } catch {
    // A zone this browser does not know: India's time alone.
    return null;
  }
}
