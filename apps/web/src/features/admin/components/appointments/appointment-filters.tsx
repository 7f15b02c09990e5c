import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';
import { addDays, appointmentStatuses, paymentStatuses } from '@portal/contracts';
import { useStatusWords } from '../shared/admin-status';
import { isFinishedDate } from '../../../../lib/typed-date';

export interface AppointmentFilterValues {
  /** A day (India time), or '' for every day. */
  date: string;
  status: string;
  payment: string;
  q: string;
}

interface AppointmentFiltersProps {
  values: AppointmentFilterValues;
  today: string;
  onChange: (values: AppointmentFilterValues) => void;
}

/** How long the typing of a day pauses before the list follows it. */
const DAY_TYPING_PAUSE_MS = 400;

/** Day, status, payment and a search by number, name or phone. */
export function AppointmentFilters({ values, today, onChange }: AppointmentFiltersProps) {
  const { t } = useTranslation(['admin', 'appointments']);
  const statusWords = useStatusWords();
  const [search, setSearch] = useState(values.q);
  // The day as typed: the list follows it once the typing pauses on a whole date, not at each
  // digit (a keyboard types 2026 as 0002, 0020, 0202, 2026; decision 0108).
  const [typedDay, setTypedDay] = useState(values.date);
  const [shownDay, setShownDay] = useState(values.date);
  if (shownDay !== values.date) {
    setShownDay(values.date);
    setTypedDay(values.date);
  }
  const latest = useRef({ values, onChange });
  useEffect(() => {
    latest.current = { values, onChange };
  });
  useEffect(() => {
    const { values: current } = latest.current;
    if (typedDay === current.date || (typedDay !== '' && !isFinishedDate(typedDay))) return;
    const timer = setTimeout(
      () => latest.current.onChange({ ...latest.current.values, date: typedDay }),
      DAY_TYPING_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [typedDay]);
  /** The day before or after the one shown (with every day shown, there is none). */
  const step = (days: number) => {
    if (values.date) onChange({ ...values, date: addDays(values.date, days) });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...values, q: search.trim() });
  };
  return (
    <form className="admin-filters" role="search" onSubmit={submit}>
      <div className="form-field admin-filters__day">
        <label className="field-label" htmlFor="filter-date">
          {t('admin:filter_date')}
        </label>
        <div className="admin-filters__day-controls">
          <div className="admin-day-stepper">
            <button
              type="button"
              className="button button--small button--light admin-day-stepper__step"
              aria-label={t('admin:previous_day')}
              title={t('admin:previous_day')}
              disabled={values.date === ''}
              onClick={() => step(-1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <input
              id="filter-date"
              className="text-input"
              type="date"
              value={typedDay}
              onChange={(event) => setTypedDay(event.target.value)}
            />
            <button
              type="button"
              className="button button--small button--light admin-day-stepper__step"
              aria-label={t('admin:next_day')}
              title={t('admin:next_day')}
              disabled={values.date === ''}
              onClick={() => step(1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
          <button
            type="button"
            className="button button--small button--light"
            aria-pressed={values.date === today}
            onClick={() => onChange({ ...values, date: today })}
          >
            {t('admin:today')}
          </button>
          <button
            type="button"
            className="button button--small button--light"
            aria-pressed={values.date === ''}
            onClick={() => onChange({ ...values, date: '' })}
          >
            {t('admin:all_days')}
          </button>
        </div>
      </div>
      <div className="form-field">
        <label className="field-label" htmlFor="filter-status">
          {t('admin:filter_status')}
        </label>
        <select
          id="filter-status"
          className="text-input"
          value={values.status}
          onChange={(event) => onChange({ ...values, status: event.target.value })}
        >
          <option value="">{t('admin:any')}</option>
          {appointmentStatuses.map((status) => (
            <option key={status} value={status}>
              {statusWords(status)}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label className="field-label" htmlFor="filter-payment">
          {t('admin:filter_payment')}
        </label>
        <select
          id="filter-payment"
          className="text-input"
          value={values.payment}
          onChange={(event) => onChange({ ...values, payment: event.target.value })}
        >
          <option value="">{t('admin:any')}</option>
          {paymentStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`appointments:payment_${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field admin-filters__search">
        <label className="field-label" htmlFor="filter-search">
          {t('admin:search')}
        </label>
        <div className="admin-filters__day-controls">
          <input
            id="filter-search"
            className="text-input"
            type="search"
            value={search}
            maxLength={80}
            onChange={(event) => setSearch(event.target.value)}
          />
          <button type="submit" className="button button--small button--primary">
            {t('admin:search_button')}
          </button>
        </div>
      </div>
    </form>
  );
}
