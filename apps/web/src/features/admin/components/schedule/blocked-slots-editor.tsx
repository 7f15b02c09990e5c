import { useState } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';
import {
  todayInIndia,
  type AdminAstrologer,
  type BlockedSlotEntry,
  type Language,
} from '@portal/contracts';
import { useToast } from '../../../../components/toast/toast-context';
import { formatClockTime } from '../../../../lib/date-format';
import { useAdminDaySlots } from '../../api/appointment-calls';
import type { Owner, useScheduleChange } from '../../api/schedule-calls';
import { AstrologerSelect } from './astrologer-select';

interface Props {
  /** Every blocked slot from today on, the office's and each astrologer's. */
  blocked: BlockedSlotEntry[];
  astrologers: AdminAstrologer[];
  change: ReturnType<typeof useScheduleChange>;
  language: Language;
}

/**
 * One day's slots, for the whole office or one astrologer: an open one can be blocked, a blocked
 * one put back; booked ones stay.
 */
export function BlockedSlotsEditor({ blocked, astrologers, change, language }: Props) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [day, setDay] = useState(todayInIndia());
  const [owner, setOwner] = useState<Owner>(null);
  const slots = useAdminDaySlots(day, language);
  const blockedFor = new Set(
    blocked
      .filter((slot) => slot.day === day && slot.astrologer_id === owner)
      .map((slot) => slot.slot_id),
  );

  const toggle = (slotId: number, isBlocked: boolean) =>
    void change
      .mutateAsync({ kind: isBlocked ? 'unblock-slot' : 'block-slot', day, slotId, owner })
      .catch((error: Error) => toast.show('error', error.message));

  return (
    <section className="admin-panel" aria-labelledby="blocked-slots-title">
      <h2 id="blocked-slots-title" className="admin-panel__title">
        {t('blocked_slots_title')}
      </h2>
      <p className="field-note">{t('blocked_slots_hint')}</p>
      <div className="admin-inline-form">
        <AstrologerSelect
          id="blocked-slot-owner"
          label={t('owner')}
          astrologers={astrologers}
          value={owner}
          onChange={setOwner}
          language={language}
          wholeOffice
        />
        <div className="form-field">
          <label className="field-label" htmlFor="slots-day">
            {t('day')}
          </label>
          <input
            id="slots-day"
            className="text-input"
            type="date"
            min={todayInIndia()}
            value={day}
            onChange={(event) => setDay(event.target.value)}
          />
        </div>
      </div>
      {slots.isPending && day !== '' && <p role="status">{t('loading')}</p>}
      {slots.isError && <p role="alert">{slots.error.message}</p>}
      {slots.data &&
        (slots.data.slots.length === 0 ? (
          <p>{t('no_free_slots')}</p>
        ) : (
          <ul className="admin-slot-list">
            {slots.data.slots.map((slot) => {
              const time =
                formatClockTime(slot.start_time, language) +
                ' - ' +
                formatClockTime(slot.end_time, language);
              const isBlocked = blockedFor.has(slot.id);
              const status = isBlocked
                ? 'blocked'
                : slot.status === 'booked'
                  ? 'booked'
                  : 'available';
              return (
                <li key={slot.id} className={`admin-slot admin-slot--${status}`}>
                  <span className="admin-slot__text">
                    <span className="admin-slot__time">{time}</span>
                    <span className="admin-slot__status">{t(`slot_${status}`)}</span>
                  </span>
                  {status !== 'booked' && (
                    <button
                      type="button"
                      className="button button--small button--light"
                      disabled={change.isPending}
                      onClick={() => toggle(slot.id, isBlocked)}
                    >
                      {isBlocked
                        ? t('unblock_slot', { time: formatClockTime(slot.start_time, language) })
                        : t('block_slot', { time: formatClockTime(slot.start_time, language) })}
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
