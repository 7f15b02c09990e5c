import { useTranslation } from '../../../../lib/translation/use-translation';
import { languageLocales, type Language } from '@portal/contracts';

/** A calendar date (YYYY-MM-DD) with its weekday: Sunday, 23 November 2026. */
export function formatDayWithWeekday(date: string, language: Language): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(languageLocales[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(parsed);
}

interface ClosedDayNoticeProps {
  day: string;
  /**
   * The server's next open day after `day` (weekly hours and blocked days), or null when there is
   * none within a year.
   */
  nextOpenDay: string | null;
  language: Language;
  onGo: (day: string) => void;
}

/** Says the office is closed on a day and offers its next open day. */
export function ClosedDayNotice({ day, nextOpenDay, language, onGo }: ClosedDayNoticeProps) {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-closed-day" role="status">
      <p className="admin-closed-day__text">
        {t('office_closed_on', { day: formatDayWithWeekday(day, language) })}
      </p>
      {nextOpenDay ? (
        <button
          type="button"
          className="button button--small button--primary admin-closed-day__go"
          onClick={() => onGo(nextOpenDay)}
        >
          {t('go_to_next_open_day', { day: formatDayWithWeekday(nextOpenDay, language) })}
        </button>
      ) : (
        <p className="admin-closed-day__text">{t('no_open_day')}</p>
      )}
    </div>
  );
}
