import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { todayInIndia, type BlockedDay, type Language } from '@portal/contracts';
import { formatCalendarDate } from '../../../../lib/date-format';
import type { useScheduleChange } from '../../api/schedule-calls';
import { useOutcomeToast } from '../../form-feedback';

/** Holidays: a day closed here shows customers no slots from that moment. */
export function BlockedDaysEditor({ days, change, language }: { days: BlockedDay[]; change: ReturnType<typeof useScheduleChange>; language: Language }) {
  const { t } = useTranslation('admin');
  const toastOutcome = useOutcomeToast();
  const [day, setDay] = useState('');
  const [reason, setReason] = useState('');

  const close = (event: FormEvent) => {
    event.preventDefault();
    if (!day) return;
    const closing = change.mutateAsync({ kind: 'close-day', day, reason: reason.trim() }).then(() => {
      setDay('');
      setReason('');
    });
    void toastOutcome(closing, 'day_closed');
  };

  return (
    <section className="admin-panel" aria-labelledby="blocked-days-title">
      <h2 id="blocked-days-title" className="admin-panel__title">{t('blocked_days_title')}</h2>
      <p className="field-note">{t('blocked_days_hint')}</p>
      <form className="admin-inline-form" onSubmit={close}>
        <div className="form-field">
          <label className="field-label" htmlFor="blocked-day">{t('day')}</label>
          <input id="blocked-day" className="text-input" type="date" min={todayInIndia()} value={day} required onChange={(event) => setDay(event.target.value)} />
        </div>
        <div className="form-field">
          <label className="field-label" htmlFor="blocked-reason">{t('reason')}</label>
          <input id="blocked-reason" className="text-input" type="text" maxLength={200} value={reason} onChange={(event) => setReason(event.target.value)} />
        </div>
        <button type="submit" className="button button--primary" disabled={!day || change.isPending}>{t('close_day')}</button>
      </form>
      {days.length === 0 ? (
        <p>{t('no_blocked_days')}</p>
      ) : (
        <ul className="admin-chips">
          {days.map((blocked) => {
            const label = formatCalendarDate(blocked.day, language);
            return (
              <li key={blocked.day} className="admin-chip">
                <span>
                  <strong>{label}</strong>
                  {blocked.reason ? ` · ${blocked.reason}` : ''}
                </span>
                <button type="button" className="button button--small button--ghost" disabled={change.isPending} onClick={() => void toastOutcome(change.mutateAsync({ kind: 'reopen-day', day: blocked.day }), 'day_reopened')}>
                  {t('reopen_day', { day: label })}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
