import { useTranslation } from '../../../../lib/translation/use-translation';
import type { DayConsultation, Language } from '@portal/contracts';
import { formatIndiaTime } from '../../../../lib/date-format';

interface Props {
  /** The server's words: why the day is not closed yet. */
  message: string;
  consultations: DayConsultation[];
  busy: boolean;
  language: Language;
  onChoose: (choice: 'move' | 'cancel') => void;
  onKeepOpen: () => void;
}

/**
 * A day the office is closing still has consultations (DAY_HAS_CONSULTATIONS): the list, and the
 * choice of what becomes of them: moved to another astrologer free at the same time (only when
 * every one can be; else each says why it cannot, the server's reason), or cancelled by the office
 * with everything refunded. Customers are told either way.
 */
export function DayConsultationsChoice({
  message,
  consultations,
  busy,
  language,
  onChoose,
  onKeepOpen,
}: Props) {
  const { t } = useTranslation('admin');
  const allMovable = consultations.every((consultation) => consultation.movable);
  // The real reason each cannot move (decision 0110): a whole office's day has nobody working.
  const officeClosed = consultations.some(
    (consultation) => consultation.not_movable_reason === 'office_closed',
  );
  const stuck = (consultation: DayConsultation) =>
    consultation.not_movable_reason
      ? t(`closing_not_movable_${consultation.not_movable_reason}`)
      : t('closing_not_movable');
  return (
    <div className="day-closing" role="alert" aria-live="assertive">
      <p className="day-closing__message">{message}</p>
      <ul className="day-closing__list">
        {consultations.map((consultation) => (
          <li key={consultation.id} className="day-closing__item">
            <strong>{formatIndiaTime(consultation.scheduled_datetime, language)}</strong>
            {` · ${consultation.name} · ${consultation.appointment_number}`}
            {consultation.astrologer ? ` · ${consultation.astrologer.name}` : ''}
            <span className={consultation.movable ? 'day-closing__movable' : 'day-closing__stuck'}>
              {consultation.movable ? t('closing_movable') : stuck(consultation)}
            </span>
          </li>
        ))}
      </ul>
      <div className="day-closing__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy || !allMovable}
          onClick={() => onChoose('move')}
        >
          {t('closing_move')}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={busy}
          onClick={() => onChoose('cancel')}
        >
          {t('closing_cancel')}
        </button>
        <button type="button" className="button button--ghost" disabled={busy} onClick={onKeepOpen}>
          {t('closing_keep_open')}
        </button>
      </div>
      {!allMovable && (
        <p className="field-note">
          {t(officeClosed ? 'closing_move_unavailable_office' : 'closing_move_unavailable')}
        </p>
      )}
    </div>
  );
}
