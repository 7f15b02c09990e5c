import { useTranslation } from '../../../lib/translation/use-translation';
import type { Language, Slot } from '@portal/contracts';
import { Icon } from '../../../components/icon';
import { formatClockTime } from '../../../lib/date-format';

interface SlotGridProps {
  slots: Slot[];
  selectedId: number | null;
  language: Language;
  onSelect: (slot: Slot) => void;
  /** On the reschedule screen: the slot of the day that is the customer's own current time, if shown. */
  currentId?: number | null;
}

/**
 * Slot cards with start (large), - end (small) and a status; only available ones can be chosen,
 * one at a time. The customer's own current time (rescheduling) is marked as theirs, not as booked
 * by someone else, and is not a time to move to.
 */
export function SlotGrid({
  slots,
  selectedId,
  language,
  onSelect,
  currentId = null,
}: SlotGridProps) {
  const { t } = useTranslation('slots');
  if (slots.length === 0) {
    return (
      <div className="empty-state slot-empty" role="status">
        <Icon name="calendar" size={40} />
        <p>
          <strong>{t('no_slots')}</strong>
        </p>
        <p>{t('try_another_date')}</p>
      </div>
    );
  }
  return (
    <ul className="slot-grid" aria-label={t('slots_label')}>
      {slots.map((slot) => {
        const current = slot.id === currentId;
        const selected = !current && slot.id === selectedId;
        const state = current ? 'current' : selected ? 'selected' : slot.status;
        return (
          <li key={slot.id}>
            <button
              type="button"
              className={`slot-card slot-card--${state}`}
              aria-pressed={selected}
              disabled={current || slot.status !== 'available'}
              onClick={() => onSelect(slot)}
            >
              {/* The start stands out and the end sits under it, so a narrow card never wraps a time. */}
              <span className="slot-card__time">{formatClockTime(slot.start_time, language)}</span>{' '}
              <span className="slot-card__end">- {formatClockTime(slot.end_time, language)}</span>
              <span className="slot-card__status">{t(`status_${state}`)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The colour key; on the reschedule screen it also shows the customer's own current time. */
export function SlotLegend({ withCurrent = false }: { withCurrent?: boolean }) {
  const { t } = useTranslation('slots');
  const states = withCurrent
    ? (['available', 'selected', 'current', 'booked'] as const)
    : (['available', 'selected', 'booked'] as const);
  return (
    <ul className="slot-legend" aria-label={t('legend')}>
      {states.map((state) => (
        <li key={state}>
          <span className={`slot-legend__swatch slot-card--${state}`} aria-hidden="true" />
          {t(`status_${state}`)}
        </li>
      ))}
    </ul>
  );
}
