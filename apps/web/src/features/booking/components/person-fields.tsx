import { useTranslation } from 'react-i18next';
import { todayInIndia } from '@portal/contracts';
import { describedBy, FormField } from '../../../components/form/form-field';
import type { BookingDraft } from '../booking-draft';
import { BirthTimeField, birthTimePatch } from './birth-time-field';

export type DraftChange = (patch: Partial<BookingDraft>) => void;

interface FieldsProps {
  draft: BookingDraft;
  problems: Record<string, string>;
  onChange: DraftChange;
}

/** A text field of the draft; the id is the field's name, so errors can focus it. */
export function TextField({ name, label, draft, problems, onChange, required, hint, autoComplete, maxLength = 200 }: FieldsProps & {
  name: keyof BookingDraft;
  label: string;
  required?: boolean;
  hint?: string;
  autoComplete?: string;
  maxLength?: number;
}) {
  const { t } = useTranslation('booking');
  const error = problems[name];
  return (
    <FormField id={name} label={label} error={error} hint={hint} required={required} requiredLabel={t('required')}>
      <input
        {...describedBy(name, error, hint, required)}
        className="text-input"
        value={String(draft[name])}
        onChange={(event) => onChange({ [name]: event.target.value })}
        autoComplete={autoComplete ?? 'off'}
        maxLength={maxLength}
      />
    </FormField>
  );
}

export function DateField({ name, label, draft, problems, onChange, required }: FieldsProps & { name: 'date_of_birth' | 'bridegroom_date_of_birth'; label: string; required?: boolean }) {
  const { t } = useTranslation('booking');
  const error = problems[name];
  return (
    <FormField id={name} label={label} error={error} required={required} requiredLabel={t('required')}>
      <input {...describedBy(name, error, undefined, required)} className="text-input" type="date" min="1900-01-01" max={todayInIndia()} value={draft[name]} onChange={(event) => onChange({ [name]: event.target.value })} />
    </FormField>
  );
}

/** The bridegroom's details: required when Marriage Porutham is chosen; his gender is always male. */
export function BridegroomSection({ draft, problems, onChange }: FieldsProps) {
  const { t } = useTranslation('booking');
  const shared = { draft, problems, onChange };
  return (
    <section className="form-section" aria-labelledby="bridegroom-title">
      <h2 id="bridegroom-title" className="form-section__title">{t('bridegroom_title')}</h2>
      <TextField {...shared} name="bridegroom_name" label={t('bridegroom_name')} required maxLength={100} />
      <p className="fixed-value">{t('gender')}: <strong>{t('gender_male')}</strong></p>
      <DateField {...shared} name="bridegroom_date_of_birth" label={t('date_of_birth')} required />
      <BirthTimeField
        id="bridegroom_birth_time"
        type={draft.bridegroom_birth_time_type}
        exact={draft.bridegroom_birth_time_exact}
        period={draft.bridegroom_birth_time_period}
        error={problems.bridegroom_birth_time}
        required={false}
        onChange={(change) => onChange(birthTimePatch('bridegroom_', change))}
      />
      <TextField {...shared} name="bridegroom_birth_place" label={t('birth_place')} required />
      <TextField {...shared} name="bridegroom_current_location" label={t('current_location')} required />
    </section>
  );
}
