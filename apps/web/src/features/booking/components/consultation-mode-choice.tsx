import { useTranslation } from '../../../lib/translation/use-translation';
import { FieldError } from '../../../components/form/field-error';
import { MEETING_LINK_OPENS_MINUTES_BEFORE, type ConsultationMode } from '@portal/contracts';
import { displayPhoneNumber } from '../../../lib/phone-display';
import { readSession } from '../../../lib/session';

interface ConsultationModeChoiceProps {
  /** The ways every chosen service offers; empty when they share none. */
  offered: readonly ConsultationMode[];
  value: '' | ConsultationMode;
  error: string | undefined;
  /** Where consultations at the office take place (UI settings); empty when unknown. */
  officeAddress: string;
  onChange: (mode: ConsultationMode) => void;
}

/** Step 2: how the consultation takes place (a required choice), and what each way means. */
export function ConsultationModeChoice({
  offered,
  value,
  error,
  officeAddress,
  onChange,
}: ConsultationModeChoiceProps) {
  const { t } = useTranslation('booking');
  const session = readSession();
  // No-break spaces: the number stays on one line.
  const mobile =
    session.status === 'authenticated' && session.user.mobile_number
      ? displayPhoneNumber(session.user.mobile_number).replaceAll(' ', '\u00a0')
      : '';
  const explain = (mode: ConsultationMode) => {
    if (mode === 'in_person')
      return officeAddress
        ? t('mode_in_person_text', { address: officeAddress })
        : t('mode_in_person_text_plain');
    if (mode === 'phone')
      return mobile ? t('mode_phone_text', { number: mobile }) : t('mode_phone_text_plain');
    return t('mode_video_text', { minutes: MEETING_LINK_OPENS_MINUTES_BEFORE });
  };
  return (
    <fieldset
      className="form-section"
      aria-describedby={error ? 'consultation_mode-error' : undefined}
    >
      <legend className="form-section__title">
        {t('mode_title')}
        <span className="form-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      {offered.length === 0 && (
        <p className="notice notice--warning" role="alert">
          {t('mode_none')}
        </p>
      )}
      {offered.map((mode) => (
        <label key={mode} className="service-choice">
          <input
            type="radio"
            name="consultation_mode"
            value={mode}
            checked={value === mode}
            required
            onChange={() => onChange(mode)}
          />
          <span className="service-choice__text">
            <strong>{t(`mode_${mode}`)}</strong>
            <span>{explain(mode)}</span>
          </span>
        </label>
      ))}
      {error && (
        <FieldError id="consultation_mode-error" focusable>
          {error}
        </FieldError>
      )}
    </fieldset>
  );
}
