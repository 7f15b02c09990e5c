import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';
import {
  todayInIndia,
  type AdminAstrologer,
  type BlockedDayEntry,
  type DayConsultation,
  type Language,
} from '@portal/contracts';
import { useToast } from '../../../../components/toast/toast-context';
import { ApiError } from '../../../../lib/api-client';
import { formatCalendarDate } from '../../../../lib/date-format';
import type { Owner, useScheduleChange } from '../../api/schedule-calls';
import { useOutcomeToast } from '../../form-feedback';
import { AstrologerSelect, useAstrologerName } from './astrologer-select';
import { DayConsultationsChoice } from './day-consultations-choice';

interface Props {
  days: BlockedDayEntry[];
  astrologers: AdminAstrologer[];
  change: ReturnType<typeof useScheduleChange>;
  language: Language;
}

/**
 * Holidays and days off: a day closed here, for the whole office or one astrologer, shows customers
 * no slots of theirs from that moment.
 */
export function BlockedDaysEditor({ days, astrologers, change, language }: Props) {
  const { t } = useTranslation('admin');
  const toastOutcome = useOutcomeToast();
  const toast = useToast();
  const nameOf = useAstrologerName(language);
  const [day, setDay] = useState('');
  const [reason, setReason] = useState('');
  const [owner, setOwner] = useState<Owner>(null);
  const ownerName = (id: Owner) => {
    const astrologer = astrologers.find((candidate) => candidate.id === id);
    return astrologer ? nameOf(astrologer) : t('whole_office');
  };

  /** A close refused because the day has consultations: what the server listed, until the office chooses. */
  const [refused, setRefused] = useState<{
    message: string;
    consultations: DayConsultation[];
  } | null>(null);

  const closeDay = (consultations?: 'move' | 'cancel') => {
    const closing = change
      .mutateAsync({
        kind: 'close-day',
        day,
        reason: reason.trim(),
        owner,
        ...(consultations ? { consultations } : {}),
      })
      .then(
        () => {
          setDay('');
          setReason('');
          setRefused(null);
        },
        (error: unknown) => {
          if (
            error instanceof ApiError &&
            error.code === 'DAY_HAS_CONSULTATIONS' &&
            error.consultations.length > 0
          ) {
            setRefused({ message: error.message, consultations: error.consultations });
            return 'listed' as const;
          }
          throw error;
        },
      );
    void closing.then(
      (outcome) =>
        outcome !== 'listed' &&
        toast.show(
          'success',
          t(
            consultations === 'cancel'
              ? 'day_closed_cancelled'
              : consultations === 'move'
                ? 'day_closed_moved'
                : 'day_closed',
          ),
        ),
      (error: Error) => toast.show('error', error.message),
    );
  };

  const close = (event: FormEvent) => {
    event.preventDefault();
    if (!day) return;
    closeDay();
  };

  return (
    <section className="admin-panel" aria-labelledby="blocked-days-title">
      <h2 id="blocked-days-title" className="admin-panel__title">
        {t('blocked_days_title')}
      </h2>
      <p className="field-note">{t('blocked_days_hint')}</p>
      <form className="admin-inline-form" onSubmit={close}>
        <AstrologerSelect
          id="blocked-day-owner"
          label={t('owner')}
          astrologers={astrologers}
          value={owner}
          onChange={setOwner}
          language={language}
          wholeOffice
        />
        <div className="form-field">
          <label className="field-label" htmlFor="blocked-day">
            {t('day')}
          </label>
          <input
            id="blocked-day"
            className="text-input"
            type="date"
            min={todayInIndia()}
            value={day}
            required
            onChange={(event) => setDay(event.target.value)}
          />
        </div>
        <div className="form-field">
          <label className="field-label" htmlFor="blocked-reason">
            {t('reason')}
          </label>
          <input
            id="blocked-reason"
            className="text-input"
            type="text"
            maxLength={200}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <button
          type="submit"
          className="button button--primary"
          disabled={!day || change.isPending}
        >
          {t('close_day')}
        </button>
      </form>
      {refused && (
        <DayConsultationsChoice
          message={refused.message}
          consultations={refused.consultations}
          busy={change.isPending}
          language={language}
          onChoose={(choice) => closeDay(choice)}
          onKeepOpen={() => setRefused(null)}
        />
      )}
      {days.length === 0 ? (
        <p>{t('no_blocked_days')}</p>
      ) : (
        <ul className="admin-chips">
          {days.map((blocked) => {
            const label = formatCalendarDate(blocked.day, language);
            const whose = ownerName(blocked.astrologer_id);
            return (
              <li
                key={`${blocked.day}-${blocked.astrologer_id ?? 'office'}`}
                className="admin-chip"
              >
                <span>
                  <strong>{label}</strong>
                  {` · ${whose}`}
                  {blocked.reason ? ` · ${blocked.reason}` : ''}
                </span>
                <button
                  type="button"
                  className="button button--small button--ghost"
                  disabled={change.isPending}
                  onClick={() =>
                    void toastOutcome(
                      change.mutateAsync({
                        kind: 'reopen-day',
                        day: blocked.day,
                        owner: blocked.astrologer_id,
                      }),
                      'day_reopened',
                    )
                  }
                >
                  {blocked.astrologer_id === null
                    ? t('reopen_day', { day: label })
                    : t('reopen_day_for', { day: label, name: whose })}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
