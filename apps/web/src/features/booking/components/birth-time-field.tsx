import { useTranslation } from '../../../lib/translation/use-translation';
import { birthTimePeriods } from '@portal/contracts';
import { describedBy, FormField } from '../../../components/form/form-field';

type Period = (typeof birthTimePeriods)[number];
type BirthTimeChange = { type?: 'exact' | 'period'; exact?: string; period?: '' | Period };

/** The draft fields a birth-time change sets: step 1's person's (prefix '') or the other person's. */
export function birthTimePatch(prefix: '' | 'partner_', change: BirthTimeChange) {
  return {
    ...(change.type ? { [`${prefix}birth_time_type`]: change.type } : {}),
    ...(change.exact !== undefined ? { [`${prefix}birth_time_exact`]: change.exact } : {}),
    ...(change.period !== undefined ? { [`${prefix}birth_time_period`]: change.period } : {}),
  };
}

interface BirthTimeFieldProps {
  id: string;
  type: 'exact' | 'period';
  exact: string;
  period: '' | Period;
  error?: string | undefined;
  required: boolean;
  /** Why the time may be left out, when it may. */
  hint?: string | undefined;
  onChange: (change: BirthTimeChange) => void;
}

/** The birth time toggles between an exact time and a period of the day. */
export function BirthTimeField({
  id,
  type,
  exact,
  period,
  error,
  required,
  hint,
  onChange,
}: BirthTimeFieldProps) {
  const { t } = useTranslation('booking');
  return (
    <fieldset className="birth-time">
      <legend className="field-label">{t('birth_time')}</legend>
      <div className="segmented" role="radiogroup" aria-label={t('birth_time')}>
        {(['exact', 'period'] as const).map((option) => (
          <label key={option} className="segmented__option">
            <input
              type="radio"
              name={`${id}-type`}
              value={option}
              checked={type === option}
              onChange={() => onChange({ type: option })}
            />
            <span>{t(option === 'exact' ? 'birth_time_exact' : 'birth_time_period')}</span>
          </label>
        ))}
      </div>
      {type === 'exact' ? (
        <FormField
          id={id}
          label={t('birth_time_exact')}
          error={error}
          hint={hint}
          required={required}
          requiredLabel={t('required')}
        >
          <input
            {...describedBy(id, error, hint, required)}
            className="text-input"
            type="time"
            value={exact}
            onChange={(event) => onChange({ exact: event.target.value })}
          />
        </FormField>
      ) : (
        <FormField
          id={id}
          label={t('birth_time_period')}
          error={error}
          hint={hint}
          required={required}
          requiredLabel={t('required')}
        >
          <select
            {...describedBy(id, error, hint, required)}
            className="text-input"
            value={period}
            onChange={(event) => onChange({ period: event.target.value as '' | Period })}
          >
            <option value="">{t('period_choose')}</option>
            {birthTimePeriods.map((value) => (
              <option key={value} value={value}>
                {t(`period_${value}`)}
              </option>
            ))}
          </select>
        </FormField>
      )}
    </fieldset>
  );
}
