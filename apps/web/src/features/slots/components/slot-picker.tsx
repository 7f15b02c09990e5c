import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { addDays, todayInIndia, type Language, type Slot } from '@portal/contracts';
import { useToast } from '../../../components/toast/toast-context';
import { ApiError } from '../../../lib/api-client';
import { useBookSlot, useSlots } from '../api/slot-calls';
import { SlotGrid, SlotLegend } from './slot-grid';

/** Spec section 9: after a slot is booked, the app goes to /appointments after 1.5 s. */
export const REDIRECT_AFTER_BOOKING_MS = 1500;

/** Spec section 2: a date (tomorrow by default and at least), Filter, the day's slots, confirm. */
export function SlotPicker({ appointmentId, language }: { appointmentId: number; language: Language }) {
  const { t } = useTranslation('slots');
  const toast = useToast();
  const navigate = useNavigate();
  const id = useId();
  const tomorrow = addDays(todayInIndia(), 1);
  const [dateInput, setDateInput] = useState(tomorrow);
  const [date, setDate] = useState(tomorrow);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [done, setDone] = useState(false);
  const slots = useSlots(date, language);
  const booking = useBookSlot(appointmentId, language);

  // A chosen slot that someone else has taken meanwhile is no longer chosen.
  const selected = slots.data?.slots.find((slot) => slot.id === selectedId && slot.status === 'available') ?? null;

  useEffect(() => {
    if (slots.isError) toast.show('error', slots.error instanceof ApiError && slots.error.code === 'DATE_NOT_BOOKABLE' ? slots.error.message : t('slots_load_error'));
  }, [slots.isError, slots.error, toast, t]);

  const filter = () => {
    if (dateInput === '') return;
    setSelectedId(null);
    setDate(dateInput);
  };

  // mutateAsync, not mutate's callbacks: the screen switches to "scheduled" as soon as the
  // appointment reloads, and callbacks of an unmounted picker would never run.
  const confirm = async () => {
    if (!selected) return toast.show('warning', t('select_slot'));
    try {
      await booking.mutateAsync({ slotId: selected.id, date });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      return toast.show('error', error instanceof ApiError && error.status !== 0 && error.code !== 'BAD_REPLY' ? error.message : t('slot_confirm_failed'));
    }
    setDone(true);
    toast.show('success', t('slot_confirmed'));
    setTimeout(() => void navigate('/appointments'), REDIRECT_AFTER_BOOKING_MS);
  };

  return (
    <section className="slot-picker" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="form-section__title">{t('choose_title')}</h2>
      <div className="slot-filter">
        <label className="field-label" htmlFor={`${id}-date`}>{t('date')}</label>
        <div className="slot-filter__row">
          <input id={`${id}-date`} className="text-input" type="date" min={tomorrow} max={slots.data?.last_date} value={dateInput} onChange={(event) => setDateInput(event.target.value)} />
          <button type="button" className="button button--light" onClick={filter}>{t('filter')}</button>
        </div>
      </div>
      <SlotLegend />
      {slots.isPending || slots.isFetching ? (
        <p className="info-content--loading" role="status">{t('loading')}</p>
      ) : (
        <SlotGrid slots={slots.data?.slots ?? []} selectedId={selected?.id ?? null} language={language} onSelect={(slot: Slot) => setSelectedId(slot.id)} />
      )}
      <button type="button" className="button button--primary button--block" disabled={!selected || booking.isPending || done} onClick={() => void confirm()}>
        {booking.isPending ? t('confirming') : t('confirm')}
      </button>
    </section>
  );
}
