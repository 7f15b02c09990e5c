import { useState } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';
import {
  clockToMinute,
  todayInIndia,
  type AdminAppointment,
  type Language,
} from '@portal/contracts';
import { formatClockTime } from '../../../../lib/date-format';
import { useAdminDaySlots, useAppointmentAction } from '../../api/appointment-calls';
import { useOutcomeToast } from '../../form-feedback';
import { ClosedDayNotice } from '../shared/closed-day-notice';
import { ConsultationFacts } from './consultation-facts';

/** The start minute to send: a free slot of the day, or another time the office typed (HH:MM). */
export function chosenStartMinute(slotId: string, otherTime: string): number | null {
  if (slotId) return Number(slotId);
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(otherTime) ? clockToMinute(otherTime) : null;
}

/**
 * The day the editor opens on: the appointment's own day (its scheduled date in India) while
 * that is still ahead, else today (an appointment with no date yet, or one whose day has passed).
 */
export function startingDay(
  appointment: Pick<AdminAppointment, 'scheduled_datetime'>,
  today: string,
): string {
  const own = appointment.scheduled_datetime
    ? todayInIndia(new Date(appointment.scheduled_datetime))
    : null;
  return own !== null && own > today ? own : today;
}

/**
 * How and when the consultation takes place; a paid appointment is given a start, or moved: a
 * day, then one of that day's free slots or another time outside the grid.
 */
export function SlotEditor({
  appointment,
  language,
}: {
  appointment: AdminAppointment;
  language: Language;
}) {
  const { t } = useTranslation(['admin', 'appointments']);
  const toastOutcome = useOutcomeToast();
  const today = todayInIndia();
  const [date, setDate] = useState(() => startingDay(appointment, today));
  const [slotId, setSlotId] = useState('');
  const [otherTime, setOtherTime] = useState('');
  // A day before today is one still being typed (the field's min): it is not asked for (decision 0108).
  const slots = useAdminDaySlots(date >= today ? date : '', language);
  const action = useAppointmentAction(appointment.id, language);
  const canSchedule =
    appointment.payment_status === 'paid' &&
    (appointment.status === 'paid' || appointment.status === 'scheduled');
  const free = (slots.data?.slots ?? []).filter((slot) => slot.status === 'available');
  const closedDay = slots.data?.date === date && slots.data.closed ? slots.data : undefined;
  const noFreeSlots = !slots.isPending && free.length === 0 && !closedDay;
  const chooseDay = (day: string) => {
    setDate(day);
    setSlotId('');
  };
  const start = chosenStartMinute(slotId, otherTime);

  const save = () => {
    if (start === null || !date) return;
    void toastOutcome(
      action.mutateAsync({ kind: 'schedule', slotId: start, date }),
      'done_scheduled',
    ).then((saved) => {
      if (!saved) return;
      setSlotId('');
      setOtherTime('');
    });
  };

  return (
    <section className="admin-panel" aria-labelledby="slot-title">
      <h2 id="slot-title" className="admin-panel__title">
        {t('admin:slot_title')}
      </h2>
      <ConsultationFacts appointment={appointment} language={language} />
      {canSchedule && (
        <div className="admin-slot-editor">
          <div className="form-field">
            <label className="field-label" htmlFor="slot-date">
              {t('admin:day')}
            </label>
            <input
              id="slot-date"
              className="text-input"
              type="date"
              min={today}
              value={date}
              onChange={(event) => chooseDay(event.target.value)}
            />
          </div>
          {closedDay && (
            <ClosedDayNotice
              day={closedDay.date}
              nextOpenDay={closedDay.next_open_day}
              language={language}
              onGo={chooseDay}
            />
          )}
          <div className="form-field">
            <label className="field-label" htmlFor="slot-time">
              {t('admin:choose_time')}
            </label>
            <select
              id="slot-time"
              className="text-input"
              value={slotId}
              disabled={free.length === 0}
              aria-describedby={noFreeSlots ? 'slot-time-none' : undefined}
              onChange={(event) => {
                setSlotId(event.target.value);
                if (event.target.value) setOtherTime('');
              }}
            >
              <option value="">
                {slots.isPending
                  ? t('admin:loading')
                  : free.length === 0
                    ? '–'
                    : t('admin:pick_time')}
              </option>
              {free.map((slot) => (
                <option key={slot.id} value={slot.id}>
                  {formatClockTime(slot.start_time, language)} -{' '}
                  {formatClockTime(slot.end_time, language)}
                </option>
              ))}
            </select>
            {/* Said beside the list, where it wraps, not inside it, where a narrow screen cuts it off. */}
            {noFreeSlots && (
              <p id="slot-time-none" className="field-note">
                {t('admin:no_free_slots')}
              </p>
            )}
          </div>
          <div className="form-field">
            <label className="field-label" htmlFor="slot-other-time">
              {t('admin:other_time')}
            </label>
            <input
              id="slot-other-time"
              className="text-input"
              type="time"
              value={otherTime}
              aria-describedby="slot-other-time-hint"
              onChange={(event) => {
                setOtherTime(event.target.value);
                if (event.target.value) setSlotId('');
              }}
            />
            <p id="slot-other-time-hint" className="field-note">
              {t('admin:other_time_hint')}
            </p>
          </div>
          <button
            type="button"
            className="button button--primary"
            disabled={start === null || !date || action.isPending}
            onClick={save}
          >
            {appointment.scheduled_datetime ? t('admin:change_slot') : t('admin:give_slot')}
          </button>
        </div>
      )}
    </section>
  );
}
