import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { todayInIndia, type AdminAstrologer, type BlockedDayEntry, type Language } from '@portal/contracts';
import { formatCalendarDate } from '../../../../lib/date-format';
import type { Owner, useScheduleChange } from '../../api/schedule-calls';
import { useOutcomeToast } from '../../form-feedback';
import { AstrologerSelect, useAstrologerName } from './astrologer-select';

interface Props {
  days: BlockedDayEntry[];
  astrologers: AdminAstrologer[];
  change: ReturnType<typeof useScheduleChange>;
  language: Language;
}

/** Holidays and days off: a day closed here, for the whole office or one astrologer, shows customers no slots of theirs from that moment. */
export function BlockedDaysEditor({ days, astrologers, change, language }: Props) {
  const { t } = useTranslation('admin');
  const toastOutcome = useOutcomeToast();
  const nameOf = useAstrologerName(language);
  const [day, setDay] = useState('');
  const [reason, setReason] = useState('');
  const [owner, setOwner] = useState<Owner>(null);
  const ownerName = (id: Owner) => {
    const astrologer = astrologers.find((candidate) => candidate.id === id);
    return astrologer ? nameOf(astrologer) : t('whole_office');
  };

  const close = (event: FormEvent) => {
    event.preventDefault();
    if (!day) return;
    const closing = change.mutateAsync({ kind: 'close-day', day, reason: reason.trim(), owner }).then(() => {
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
        <AstrologerSelect id="blocked-day-owner" label={t('owner')} astrologers={astrologers} value={owner} onChange={setOwner} language={language} wholeOffice />
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
            const whose = ownerName(blocked.astrologer_id);
            return (
              <li key={`${blocked.day}-${blocked.astrologer_id ?? 'office'}`} className="admin-chip">
                <span>
                  <strong>{label}</strong>
                  {` · ${whose}`}
                  {blocked.reason ? ` · ${blocked.reason}` : ''}
                </span>
                <button
                  type="button"
                  className="button button--small button--ghost"
                  disabled={change.isPending}
                  onClick={() => void toastOutcome(change.mutateAsync({ kind: 'reopen-day', day: blocked.day, owner: blocked.astrologer_id }), 'day_reopened')}
                >
                  {blocked.astrologer_id === null ? t('reopen_day', { day: label }) : t('reopen_day_for', { day: label, name: whose })}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
