import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayInIndia, type Language } from '@portal/contracts';
import { useToast } from '../../../../components/toast/toast-context';
import { formatClockTime } from '../../../../lib/date-format';
import { useAdminDaySlots } from '../../api/appointment-calls';
import type { useScheduleChange } from '../../api/schedule-calls';

/** One day's slots: an available one can be blocked, a blocked one put back; booked ones stay. */
export function BlockedSlotsEditor({ change, language }: { change: ReturnType<typeof useScheduleChange>; language: Language }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [day, setDay] = useState(todayInIndia());
  const slots = useAdminDaySlots(day, language);

  const toggle = (slotId: number, blocked: boolean) =>
    void change.mutateAsync({ kind: blocked ? 'unblock-slot' : 'block-slot', day, slotId }).catch((error: Error) => toast.show('error', error.message));

  return (
    <section className="admin-panel" aria-labelledby="blocked-slots-title">
      <h2 id="blocked-slots-title" className="admin-panel__title">{t('blocked_slots_title')}</h2>
      <p className="field-note">{t('blocked_slots_hint')}</p>
      <div className="form-field admin-inline-form">
        <label className="field-label" htmlFor="slots-day">{t('day')}</label>
        <input id="slots-day" className="text-input" type="date" min={todayInIndia()} value={day} onChange={(event) => setDay(event.target.value)} />
      </div>
      {slots.isPending && day !== '' && <p role="status">{t('loading')}</p>}
      {slots.isError && <p role="alert">{slots.error.message}</p>}
      {slots.data && (slots.data.slots.length === 0 ? (
        <p>{t('no_free_slots')}</p>
      ) : (
        <ul className="admin-slot-list">
          {slots.data.slots.map((slot) => {
            const time = `${formatClockTime(slot.start_time, language)} - ${formatClockTime(slot.end_time, language)}`;
            return (
              <li key={slot.id} className={`admin-slot admin-slot--${slot.status}`}>
                <span className="admin-slot__text">
                  <span className="admin-slot__time">{time}</span>
                  <span className="admin-slot__status">{t(`slot_${slot.status}`)}</span>
                </span>
                {slot.status !== 'booked' && (
                  <button type="button" className="button button--small button--light" disabled={change.isPending} onClick={() => toggle(slot.id, slot.status === 'blocked')}>
                    {slot.status === 'blocked' ? t('unblock_slot', { time: formatClockTime(slot.start_time, language) }) : t('block_slot', { time: formatClockTime(slot.start_time, language) })}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ))}
    </section>
  );
}
