import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';
import { scheduleSchema } from '@portal/contracts';
import type { BookingRules, useScheduleChange } from '../../api/schedule-calls';
import { useCheckedSave } from '../../form-feedback';

const rulesSchema = scheduleSchema.omit({ weekly_hours: true });

/**
 * The office-wide rules of booking: the slot length, how far ahead customers may book and how often
 * they may reschedule.
 */
export function BookingRulesForm({
  rules,
  change,
}: {
  rules: BookingRules;
  change: ReturnType<typeof useScheduleChange>;
}) {
  const { t } = useTranslation('admin');
  const [slotMinutes, setSlotMinutes] = useState(String(rules.slot_minutes));
  const [horizonDays, setHorizonDays] = useState(String(rules.horizon_days));
  const [maxReschedules, setMaxReschedules] = useState(String(rules.max_reschedules));
  const { errors, save } = useCheckedSave('booking_rules_saved');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(
      rulesSchema,
      { slot_minutes: slotMinutes, horizon_days: horizonDays, max_reschedules: maxReschedules },
      (checked) => change.mutateAsync({ kind: 'save-rules', rules: checked }),
    );
  };

  const field = (
    id: string,
    {
      name,
      label,
      value,
      set,
      limits,
      hint,
    }: {
      name: keyof BookingRules;
      label: string;
      value: string;
      set: (value: string) => void;
      limits: { min: number; max: number };
      hint?: string;
    },
  ) => {
    const error = errors[name];
    const described =
      [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
    return (
      <div className="form-field">
        <label className="field-label" htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          className="text-input"
          type="number"
          inputMode="numeric"
          min={limits.min}
          max={limits.max}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => set(event.target.value)}
        />
        {hint && (
          <p id={`${id}-hint`} className="field-note">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className="form-field__error" role="alert">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="admin-panel" aria-labelledby="rules-title" onSubmit={submit} noValidate>
      <h2 id="rules-title" className="admin-panel__title">
        {t('booking_rules_title')}
      </h2>
      <div className="admin-panel__fields">
        {field('slot-minutes', {
          name: 'slot_minutes',
          label: t('slot_minutes'),
          value: slotMinutes,
          set: setSlotMinutes,
          limits: { min: 10, max: 240 },
        })}
        {field('horizon-days', {
          name: 'horizon_days',
          label: t('horizon_days'),
          value: horizonDays,
          set: setHorizonDays,
          limits: { min: 1, max: 365 },
        })}
        {field('max-reschedules', {
          name: 'max_reschedules',
          label: t('max_reschedules'),
          value: maxReschedules,
          set: setMaxReschedules,
          limits: { min: 0, max: 10 },
          hint: t('max_reschedules_hint'),
        })}
      </div>
      <button type="submit" className="button button--primary" disabled={change.isPending}>
        {t('save_booking_rules')}
      </button>
    </form>
  );
}
