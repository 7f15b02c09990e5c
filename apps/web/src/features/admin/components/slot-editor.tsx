import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayInIndia, type AdminAppointment, type Language } from '@portal/contracts';
import { formatClockTime, formatIndiaDateTime } from '../../../lib/date-format';
import { useAdminDaySlots, useAppointmentAction } from '../api/appointment-calls';
import { useOutcomeToast } from '../form-feedback';

/** Gives a paid appointment a slot, or moves it: a day, then one of that day's free times. */
export function SlotEditor({ appointment, language }: { appointment: AdminAppointment; language: Language }) {
  const { t } = useTranslation(['admin', 'appointments']);
  const toastOutcome = useOutcomeToast();
  const today = todayInIndia();
  const [date, setDate] = useState(today);
  const [slotId, setSlotId] = useState('');
  const slots = useAdminDaySlots(date, language);
  const action = useAppointmentAction(appointment.id, language);
  const canSchedule = appointment.payment_status === 'paid' && (appointment.status === 'paid' || appointment.status === 'scheduled');
  const free = (slots.data?.slots ?? []).filter((slot) => slot.status === 'available');

  const save = () => {
    if (!slotId) return;
    void toastOutcome(action.mutateAsync({ kind: 'schedule', slotId: Number(slotId), date }), 'done_scheduled').then((saved) => saved && setSlotId(''));
  };

  return (
    <section className="admin-panel" aria-labelledby="slot-title">
      <h2 id="slot-title" className="admin-panel__title">{t('admin:slot_title')}</h2>
      <p>{appointment.scheduled_datetime ? `${formatIndiaDateTime(appointment.scheduled_datetime, language)} ${t('appointments:india_time')}` : t('appointments:not_scheduled')}</p>
      {canSchedule && (
        <div className="admin-slot-editor">
          <div className="form-field">
            <label className="field-label" htmlFor="slot-date">{t('admin:day')}</label>
            <input id="slot-date" className="text-input" type="date" min={today} value={date} onChange={(event) => { setDate(event.target.value); setSlotId(''); }} />
          </div>
          <div className="form-field">
            <label className="field-label" htmlFor="slot-time">{t('admin:choose_time')}</label>
            <select id="slot-time" className="text-input" value={slotId} disabled={free.length === 0} onChange={(event) => setSlotId(event.target.value)}>
              <option value="">{slots.isPending ? t('admin:loading') : free.length === 0 ? t('admin:no_free_slots') : t('admin:pick_time')}</option>
              {free.map((slot) => <option key={slot.id} value={slot.id}>{formatClockTime(slot.start_time, language)} - {formatClockTime(slot.end_time, language)}</option>)}
            </select>
          </div>
          <button type="button" className="button button--primary" disabled={!slotId || action.isPending} onClick={save}>
            {appointment.scheduled_datetime ? t('admin:change_slot') : t('admin:give_slot')}
          </button>
        </div>
      )}
    </section>
  );
}
