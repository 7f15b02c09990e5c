import { useTranslation } from '../../../lib/translation/use-translation';
import { FieldError } from '../../../components/form/field-error';
import type { MarriageRole } from '../marriage-persons';

interface MarriageRoleChoiceProps {
  value: '' | MarriageRole;
  error?: string | undefined;
  onChange: (role: MarriageRole) => void;
}

/** For Marriage Porutham: the customer says whose details come first; nothing they typed changes. */
export function MarriageRoleChoice({ value, error, onChange }: MarriageRoleChoiceProps) {
  const { t } = useTranslation('booking');
  return (
    <fieldset
      className="form-section"
      aria-describedby={`marriage_first-hint${error ? ' marriage_first-error' : ''}`}
    >
      <legend className="form-section__title">
        {t('marriage_first_title')}
        <span className="form-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <p id="marriage_first-hint" className="field-note">
        {t('marriage_first_hint')}
      </p>
      {(['bride', 'bridegroom'] as const).map((role) => (
        <label key={role} className="service-choice">
          <input
            type="radio"
            name="marriage_first"
            value={role}
            checked={value === role}
            required
            aria-invalid={error ? true : undefined}
            onChange={() => onChange(role)}
          />
          <span className="service-choice__text">
            <strong>{t(`marriage_first_${role}`)}</strong>
          </span>
        </label>
      ))}
      {error && (
        <FieldError id="marriage_first-error" focusable>
          {error}
        </FieldError>
      )}
    </fieldset>
  );
}
