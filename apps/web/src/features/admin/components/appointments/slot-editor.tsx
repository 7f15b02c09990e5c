import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clockToMinute, todayInIndia, type AdminAppointment, type Language } from '@portal/contracts';
import { formatClockTime } from '../../../../lib/date-format';
import { useAdminDaySlots, useAppointmentAction } from '../../api/appointment-calls';
import { useOutcomeToast } from '../../form-feedback';
import { ConsultationFacts } from './consultation-facts';

/** The start minute to send: a free slot of the day, or another time the office typed (HH:MM). */
export function chosenStartMinute(slotId: string, otherTime: string): number | null {
  if (slotId) return Number(slotId);
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(otherTime) ? clockToMinute(otherTime) : null;
}

/**
 * How and when the consultation takes place; a paid appointment is given a start, or moved: a
 * day, then one of that day's free slots or another time outside the grid.
 */
export function SlotEditor({ appointment, language }: { appointment: AdminAppointment; language: Language }) {
  const { t } = useTranslation(['admin', 'appointments']);
  const toastOutcome = useOutcomeToast();
  const today = todayInIndia();
  // The day the consultation is on (when still ahead), else today.
  const [date, setDate] = useState(() => {
    const booked = appointment.scheduled_datetime ? todayInIndia(new Date(appointment.scheduled_datetime)) : today;
    return booked > today ? booked : today;
  });
  const [slotId, setSlotId] = useState('');
  const [otherTime, setOtherTime] = useState('');
  const slots = useAdminDaySlots(date, language);
  const action = useAppointmentAction(appointment.id, language);
  const canSchedule = appointment.payment_status === 'paid' && (appointment.status === 'paid' || appointment.status === 'scheduled');
  const free = (slots.data?.slots ?? []).filter((slot) => slot.status === 'available');
  const start = chosenStartMinute(slotId, otherTime);

  const save = () => {
    if (start === null || !date) return;
    void toastOutcome(action.mutateAsync({ kind: 'schedule', slotId: start, date }), 'done_scheduled').then((saved) => {
      if (!saved) return;
      setSlotId('');
      setOtherTime('');
    });
  };

  return (
    <section className="admin-panel" aria-labelledby="slot-title">
      <h2 id="slot-title" className="admin-panel__title">{t('admin:slot_title')}</h2>
      <ConsultationFacts appointment={appointment} language={language} />
      {canSchedule && (
        <div className="admin-slot-editor">
          <div className="form-field">
            <label className="field-label" htmlFor="slot-date">{t('admin:day')}</label>
            <input id="slot-date" className="text-input" type="date" min={today} value={date} onChange={(event) => { setDate(event.target.value); setSlotId(''); }} />
          </div>
          <div className="form-field">
            <label className="field-label" htmlFor="slot-time">{t('admin:choose_time')}</label>
            <select id="slot-time" className="text-input" value={slotId} disabled={free.length === 0} onChange={(event) => { setSlotId(event.target.value); if (event.target.value) setOtherTime(''); }}>
              <option value="">{slots.isPending ? t('admin:loading') : free.length === 0 ? t('admin:no_free_slots') : t('admin:pick_time')}</option>
              {free.map((slot) => <option key={slot.id} value={slot.id}>{formatClockTime(slot.start_time, language)} - {formatClockTime(slot.end_time, language)}</option>)}
            </select>
          </div>
          <div className="form-field">
            <label className="field-label" htmlFor="slot-other-time">{t('admin:other_time')}</label>
            <input id="slot-other-time" className="text-input" type="time" value={otherTime} aria-describedby="slot-other-time-hint" onChange={(event) => { setOtherTime(event.target.value); if (event.target.value) setSlotId(''); }} />
            <p id="slot-other-time-hint" className="field-note">{t('admin:other_time_hint')}</p>
          </div>
          <button type="button" className="button button--primary" disabled={start === null || !date || action.isPending} onClick={save}>
            {appointment.scheduled_datetime ? t('admin:change_slot') : t('admin:give_slot')}
          </button>
        </div>
      )}
    </section>
  );
}
