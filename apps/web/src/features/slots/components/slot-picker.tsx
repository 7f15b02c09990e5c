import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation';
import {
  addDays,
  isRealDate,
  todayInIndia,
  type Appointment,
  type Language,
  type Slot,
} from '@portal/contracts';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api-client';
import { actionFailure } from '../../../lib/action-failure';
import { formatCalendarDate, indiaInstant, localTimeOf } from '../../../lib/date-format';
import { useRescheduleAppointment } from '../api/reschedule-appointment';
import { useBookSlot, useSlots, type AstrologerChoice } from '../api/slot-calls';
import { AstrologerChooser } from './astrologer-choice';
import { SlotGrid, SlotLegend } from './slot-grid';

/** After a slot is booked, the app goes to /appointments after 1.5 s. */
export const REDIRECT_AFTER_BOOKING_MS = 1500;

interface SlotPickerProps {
  appointmentId: number;
  language: Language;
  /** Book the first slot of a paid appointment, or move a scheduled one to another slot. */
  mode?: 'book' | 'reschedule';
  /** Told once the slot is taken, before the move to My Appointments. */
  onDone?: (appointment: Appointment) => void;
  /** The astrologer the appointment has (a reschedule keeps them unless the customer picks another). */
  currentAstrologerId?: number | null;
  /** When the appointment is now (a reschedule): that slot is marked as the customer's own, not as booked. */
  currentTime?: string | null;
}

/** The dates that can be booked, from tomorrow to the server's horizon (last unknown until the first reply). */
interface BookingWindow {
  first: string;
  last: string | null;
}

/** Why a typed date is refused before any call to the server, or null when it may be asked for. */
function dateProblem(date: string, bounds: BookingWindow): 'date_missing' | 'date_outside' | null {
  if (date === '' || !isRealDate(date)) return 'date_missing';
  if (date < bounds.first || (bounds.last !== null && date > bounds.last)) return 'date_outside';
  return null;
}

/** The day (YYYY-MM-DD) and minute after midnight of a moment in India time (+05:30 all year): a slot's date and id. */
function indiaSlotOf(iso: string | null): { date: string; minute: number } | null {
  const moment = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(moment)) return null;
  const india = new Date(moment + 330 * 60_000);
  return {
    date: india.toISOString().slice(0, 10),
    minute: india.getUTCHours() * 60 + india.getUTCMinutes(),
  };
}

/** The slot screen: a date (tomorrow by default and at least), Show times, the day's slots, confirm. */
export function SlotPicker({
  appointmentId,
  language,
  mode = 'book',
  onDone,
  currentAstrologerId = null,
  currentTime = null,
}: SlotPickerProps) {
  const { t } = useTranslation('slots');
  const toast = useToast();
  const navigate = useNavigate();
  const id = useId();
  const tomorrow = addDays(todayInIndia(), 1);
  const [dateInput, setDateInput] = useState(tomorrow);
  const [date, setDate] = useState(tomorrow);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [done, setDone] = useState(false);
  const [refused, setRefused] = useState<'date_missing' | 'date_outside' | null>(null);
  const [astrologerId, setAstrologerId] = useState<AstrologerChoice>(
    mode === 'reschedule' ? currentAstrologerId : null,
  );
  const slots = useSlots(date, language, appointmentId, astrologerId);
  // The window the server gave last: it stays known while another day's slots load or fail.
  const [bookable, setBookable] = useState<BookingWindow>({ first: tomorrow, last: null });
  if (
    slots.data &&
    (slots.data.first_date !== bookable.first || slots.data.last_date !== bookable.last)
  ) {
    setBookable({ first: slots.data.first_date, last: slots.data.last_date });
  }
  const booking = useBookSlot(appointmentId, language);
  const moving = useRescheduleAppointment(appointmentId, language);
  const taking = mode === 'reschedule' ? moving : booking;

  // The customer's own current time, on its day, with its astrologer (or any): moving there would change nothing.
  const current = mode === 'reschedule' ? indiaSlotOf(currentTime) : null;
  const currentId =
    current &&
    current.date === date &&
    (astrologerId === null || astrologerId === currentAstrologerId)
      ? current.minute
      : null;

  // A chosen slot that someone else has taken meanwhile is no longer chosen.
  const selected =
    slots.data?.slots.find(
      (slot) => slot.id === selectedId && slot.id !== currentId && slot.status === 'available',
    ) ?? null;
  // The chosen time on the customer's own clock, where it is not India's (decision 0109).
  const localTime = selected
    ? localTimeOf(indiaInstant(date, selected.start_time), language)
    : null;

  useEffect(() => {
    if (slots.isError)
      toast.show(
        'error',
        slots.error instanceof ApiError && slots.error.code === 'DATE_NOT_BOOKABLE'
          ? slots.error.message
          : t('slots_load_error'),
      );
  }, [slots.isError, slots.error, toast, t]);

  // A date outside the window is refused here, at once and in the customer's language.
  const showTimes = () => {
    const problem = dateProblem(dateInput, bookable);
    setRefused(problem);
    if (problem) return;
    setSelectedId(null);
    setDate(dateInput);
  };
  const windowWords = (key: 'window' | 'date_outside') =>
    bookable.last
      ? t(key, {
          first: formatCalendarDate(bookable.first, language),
          last: formatCalendarDate(bookable.last, language),
        })
      : t(`${key}_from`, { first: formatCalendarDate(bookable.first, language) });

  // mutateAsync, not mutate's callbacks: the screen switches to "scheduled" as soon as the
  // appointment reloads, and callbacks of an unmounted picker would never run.
  const confirm = async () => {
    if (!selected) return toast.show('warning', t('select_slot'));
    let appointment: Appointment;
    try {
      appointment = await taking.mutateAsync({
        slotId: selected.id,
        date,
        // Whom the customer asked for; for any astrologer the server chooses (decision 0091).
        astrologerId,
      });
    } catch (error) {
      const fallback = t(mode === 'reschedule' ? 'reschedule_failed' : 'slot_confirm_failed');
      const words = actionFailure(error, t, fallback);
      return words === null ? undefined : toast.show('error', words);
    }
    setDone(true);
    toast.show('success', t(mode === 'reschedule' ? 'rescheduled' : 'slot_confirmed'));
    setTimeout(() => void navigate('/appointments'), REDIRECT_AFTER_BOOKING_MS);
    onDone?.(appointment);
  };

  return (
    <section className="slot-picker" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="form-section__title">
        {t(mode === 'reschedule' ? 'choose_new_title' : 'choose_title')}
      </h2>
      <div className="slot-filter">
        <label className="field-label" htmlFor={`${id}-date`}>
          {t('date')}
        </label>
        <p id={`${id}-window`} className="slot-filter__window">
          {windowWords('window')}
        </p>
        <div className="slot-filter__row">
          <input
            id={`${id}-date`}
            className="text-input"
            type="date"
            min={bookable.first}
            max={bookable.last ?? undefined}
            value={dateInput}
            aria-invalid={refused !== null}
            aria-describedby={refused ? `${id}-window ${id}-refused` : `${id}-window`}
            onChange={(event) => {
              setDateInput(event.target.value);
              setRefused(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') showTimes();
            }}
          />
          <button type="button" className="button button--light" onClick={showTimes}>
            {t('show_times')}
          </button>
        </div>
        {refused && (
          <p id={`${id}-refused`} className="form-field__error" role="alert">
            {refused === 'date_outside' ? windowWords('date_outside') : t('date_missing')}
          </p>
        )}
      </div>
      {slots.data && (
        <AstrologerChooser
          team={slots.data.astrologers}
          chosen={astrologerId}
          onChoose={(choice) => {
            setAstrologerId(choice);
            setSelectedId(null);
          }}
        />
      )}
      {slots.data && (
        <p className="slot-length">{t('slot_length', { minutes: slots.data.slot_minutes })}</p>
      )}
      <p className="slot-zone">{t('times_india')}</p>
      <SlotLegend withCurrent={mode === 'reschedule'} />
      {slots.isPending || slots.isFetching ? (
        <p className="info-content--loading" role="status">
          {t('loading')}
        </p>
      ) : (
        <SlotGrid
          slots={slots.data?.slots ?? []}
          selectedId={selected?.id ?? null}
          currentId={currentId}
          language={language}
          onSelect={(slot: Slot) => setSelectedId(slot.id)}
        />
      )}
      {localTime && (
        <p className="slot-local" role="status" data-testid="slot-local-time">
          {t(localTime.day ? 'your_time_day' : 'your_time', localTime)}
        </p>
      )}
      {selected && selected.astrologers.length > 0 && (
        <p className="slot-with" role="status">
          {astrologerId === null && selected.astrologers.length > 1
            ? t('with_any_of', {
                names: selected.astrologers.map((astrologer) => astrologer.name).join(', '),
              })
            : t('with_astrologer', {
                name:
                  selected.astrologers.find((astrologer) => astrologer.id === astrologerId)?.name ??
                  selected.astrologers[0]!.name,
              })}
        </p>
      )}
      <button
        type="button"
        className="button button--primary button--block"
        disabled={!selected || taking.isPending || done}
        onClick={() => void confirm()}
      >
        {taking.isPending ? t('confirming') : t(mode === 'reschedule' ? 'confirm_move' : 'confirm')}
      </button>
    </section>
  );
}
