import { useTranslation } from '../../../../lib/translation/use-translation';
import { addDays, todayInIndia, type Language } from '@portal/contracts';
import { describedBy, FormField } from '../../../../components/form/form-field';
import { formatClockTime } from '../../../../lib/date-format';
import { useDeskSlots } from '../../api/desk-calls';
import type { FieldErrors } from '../../form-feedback';

export interface TimeChoice {
  date: string;
  slotId: string;
  astrologerId: string;
}

/**
 * A time for a consultation at the office paid in cash there (decision 0057): a day, one of its
 * free slots sized for the chosen services together, and an astrologer free then (or whoever is free). Optional:
 * without one the customer chooses on the slot screen, or the office gives one later.
 */
export function DeskTimeChoice({
  choice,
  onChange,
  services,
  errors,
  language,
}: {
  choice: TimeChoice;
  onChange: (choice: TimeChoice) => void;
  services: string[];
  errors: FieldErrors;
  language: Language;
}) {
  const { t } = useTranslation('admin');
  const slots = useDeskSlots(choice.date, services, language);
  const free = (slots.data?.slots ?? []).filter((slot) => slot.status === 'available');
  const chosen = free.find((slot) => String(slot.id) === choice.slotId);
  const tomorrow = addDays(todayInIndia(), 1);
  return (
    <fieldset className="admin-modes">
      <legend className="field-label">{t('desk_time_title')}</legend>
      <p className="field-note">{t('desk_time_hint')}</p>
      <div className="admin-panel__fields admin-panel__fields--top">
        <FormField id="desk-date" label={t('desk_time_date')} error={errors.date}>
          <input
            {...describedBy('desk-date', errors.date)}
            className="text-input"
            type="date"
            min={tomorrow}
            value={choice.date}
            onChange={(event) =>
              onChange({ date: event.target.value, slotId: '', astrologerId: '' })
            }
          />
        </FormField>
        <FormField
          id="desk-slot"
          label={t('desk_time_slot')}
          error={errors.slot_id}
          hint={
            choice.date && slots.isSuccess && free.length === 0 ? t('desk_time_none') : undefined
          }
        >
          <select
            {...describedBy('desk-slot', errors.slot_id)}
            className="text-input"
            value={choice.slotId}
            disabled={!choice.date || free.length === 0}
            onChange={(event) =>
              onChange({ ...choice, slotId: event.target.value, astrologerId: '' })
            }
          >
            <option value="">{t('desk_time_no_slot')}</option>
            {free.map((slot) => (
              <option key={slot.id} value={slot.id}>
                {formatClockTime(slot.start_time, language)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="desk-astrologer" label={t('desk_time_astrologer')}>
          <select
            {...describedBy('desk-astrologer')}
            className="text-input"
            value={choice.astrologerId}
            disabled={!chosen}
            onChange={(event) => onChange({ ...choice, astrologerId: event.target.value })}
          >
            <option value="">{t('desk_time_any_astrologer')}</option>
            {(chosen?.astrologers ?? []).map((astrologer) => (
              <option key={astrologer.id} value={astrologer.id}>
                {astrologer.name}
              </option>
            ))}
          </select>
        </FormField>
      </div>
    </fieldset>
  );
}
