import { useRef, type KeyboardEvent } from 'react';
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

/** Whether a slot can be chosen: free, and not the customer's own current time. */
const choosable = (slot: Slot, currentId: number | null) =>
  slot.id !== currentId && slot.status === 'available';

const movingKeys = new Set(['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp', 'Home', 'End']);

/** How many cards the grid draws on its first row: the step of Up and Down. */
function columnsOf(cards: HTMLElement[]): number {
  const top = cards[0]?.getBoundingClientRect().top;
  const inFirstRow = cards.findIndex((card) => card.getBoundingClientRect().top !== top);
  return inFirstRow === -1 ? Math.max(cards.length, 1) : inFirstRow;
}

/**
 * Where a key moves in the grid from the slot at `from`: Left and Right to the choosable slot
 * before or after it, Up and Down to the nearest choosable one straight above or below it (the
 * grid's rows are its visual rows), Home and End to the first and last choosable. Null for any
 * other key, or where there is nothing that way.
 */
export function slotMove(options: {
  key: string;
  from: number;
  columns: number;
  canChoose: readonly boolean[];
}): number | null {
  const { key, from, columns, canChoose } = options;
  const steps: Record<string, { start: number; step: number }> = {
    ArrowRight: { start: from + 1, step: 1 },
    ArrowLeft: { start: from - 1, step: -1 },
    ArrowDown: { start: from + columns, step: columns },
    ArrowUp: { start: from - columns, step: -columns },
    Home: { start: 0, step: 1 },
    End: { start: canChoose.length - 1, step: -1 },
  };
  const move = steps[key];
  if (!move) return null;
  for (let at = move.start; at >= 0 && at < canChoose.length; at += move.step)
    if (canChoose[at]) return at;
  return null;
}

/**
 * Slot cards with start (large), - end (small) and a status; only available ones can be chosen,
 * one at a time. The customer's own current time (rescheduling) is marked as theirs, not as booked
 * by someone else, and is not a time to move to.
 *
 * One group of radio buttons, one Tab stop (the chosen slot, else the first free one); the arrow
 * keys, Home and End move between the free slots and choose as they go, as in any radio group;
 * the booked ones are read in their place but passed over (decision 0108).
 */
export function SlotGrid({
  slots,
  selectedId,
  language,
  onSelect,
  currentId = null,
}: SlotGridProps) {
  const { t } = useTranslation('slots');
  const grid = useRef<HTMLDivElement>(null);
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
  const canChoose = slots.map((slot) => choosable(slot, currentId));
  const selectedAt = slots.findIndex((slot, at) => canChoose[at] && slot.id === selectedId);
  const tabStop = selectedAt !== -1 ? selectedAt : canChoose.indexOf(true);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!movingKeys.has(event.key)) return;
    const cards = [...(grid.current?.querySelectorAll<HTMLElement>('.slot-card') ?? [])];
    const from = cards.indexOf(event.target as HTMLElement);
    if (from === -1) return;
    // The page does not scroll on an arrow, even one with nowhere to go.
    event.preventDefault();
    const to = slotMove({ key: event.key, from, columns: columnsOf(cards), canChoose });
    if (to === null) return;
    cards[to]!.focus();
    onSelect(slots[to]!);
  };

  return (
    <div
      ref={grid}
      className="slot-grid"
      role="radiogroup"
      aria-label={t('slots_label')}
      onKeyDown={onKeyDown}
    >
      {slots.map((slot, at) => {
        const current = slot.id === currentId;
        const selected = !current && slot.id === selectedId;
        const state = current ? 'current' : selected ? 'selected' : slot.status;
        return (
          <button
            key={slot.id}
            type="button"
            role="radio"
            className={`slot-card slot-card--${state}`}
            aria-checked={selected}
            tabIndex={at === tabStop ? 0 : -1}
            disabled={!canChoose[at]}
            onClick={() => onSelect(slot)}
          >
            {/* The start stands out and the end sits under it, so a narrow card never wraps a time. */}
            <span className="slot-card__time">{formatClockTime(slot.start_time, language)}</span>{' '}
            <span className="slot-card__end">- {formatClockTime(slot.end_time, language)}</span>
            <span className="slot-card__status">{t(`status_${state}`)}</span>
          </button>
        );
      })}
    </div>
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
