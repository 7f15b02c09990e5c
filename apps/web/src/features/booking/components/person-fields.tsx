import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation';
import { genders, todayInIndia, type PersonRelation } from '@portal/contracts';
import { describedBy, FormField } from '../../../components/form/form-field';
import type { BookingDraft } from '../booking-draft';
import { BirthClockField } from './birth-clock-field';
import { BirthPlaceField } from './birth-place-field';
import { BirthTimeField, birthTimePatch } from './birth-time-field';
import { KeepPersonChoice, SavedPersonChoice } from './saved-person-fields';

export type DraftChange = (patch: Partial<BookingDraft>) => void;

interface FieldsProps {
  draft: BookingDraft;
  problems: Record<string, string>;
  onChange: DraftChange;
}

/** A text field of the draft; the id is the field's name, so errors can focus it. */
export function TextField({
  name,
  label,
  draft,
  problems,
  onChange,
  required,
  hint,
  autoComplete,
  maxLength = 200,
}: FieldsProps & {
  name: keyof BookingDraft;
  label: string;
  required?: boolean;
  hint?: string | undefined;
  autoComplete?: string;
  maxLength?: number;
}) {
  const { t } = useTranslation('booking');
  const error = problems[name];
  return (
    <FormField
      id={name}
      label={label}
      error={error}
      hint={hint}
      required={required}
      requiredLabel={t('required')}
    >
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

function DateField({
  name,
  label,
  draft,
  problems,
  onChange,
}: FieldsProps & { name: 'date_of_birth' | 'partner_date_of_birth'; label: string }) {
  const { t } = useTranslation('booking');
  const error = problems[name];
  return (
    <FormField id={name} label={label} error={error} required requiredLabel={t('required')}>
      <input
        {...describedBy(name, error, undefined, true)}
        className="text-input"
        type="date"
        min="1900-01-01"
        max={todayInIndia()}
        value={draft[name]}
        onChange={(event) => onChange({ [name]: event.target.value })}
      />
    </FormField>
  );
}

/** The gender: chosen by the customer, or fixed by the person's part in a marriage (shown, never typed over). */
function GenderField({
  draft,
  problems,
  onChange,
  fixed,
}: FieldsProps & { fixed: 'female' | 'male' | null }) {
  const { t } = useTranslation('booking');
  if (fixed)
    return (
      <p className="fixed-value">
        {t('gender')}: <strong>{t(`gender_${fixed}`)}</strong>
      </p>
    );
  return (
    <FormField
      id="gender"
      label={t('gender')}
      error={problems.gender}
      required
      requiredLabel={t('required')}
    >
      <select
        {...describedBy('gender', problems.gender, undefined, true)}
        className="text-input"
        value={draft.gender}
        onChange={(event) => onChange({ gender: event.target.value as BookingDraft['gender'] })}
      >
        <option value="">{t('choose')}</option>
        {genders.map((gender) => (
          <option key={gender} value={gender}>
            {t(`gender_${gender}`)}
          </option>
        ))}
      </select>
    </FormField>
  );
}

export interface PersonRules {
  title: string;
  /** The gender field: a choice ('choose'), fixed by the marriage part, or not shown yet ('none'). */
  gender: 'choose' | 'female' | 'male' | 'none';
  birthTimeRequired: boolean;
  birthTimeHint?: string | undefined;
  /** Who this person most likely is to the customer, offered when they save the details. */
  relation: PersonRelation | '';
  /** The father's and mother's names and work: the one person's, or a marriage's bride's. */
  family: boolean;
}

/** One person's birth details, in step 1's fields ('') or the other person's of a marriage ('partner_'). */
export function PersonSection({
  prefix,
  rules,
  draft,
  problems,
  onChange,
  children,
}: FieldsProps & { prefix: '' | 'partner_'; rules: PersonRules; children?: ReactNode }) {
  const { t } = useTranslation('booking');
  const shared = { draft, problems, onChange };
  const field = <Name extends string>(name: Name) => `${prefix}${name}` as const;
  const titleId = `${prefix}person-title`;
  return (
    <section className="form-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="form-section__title">
        {rules.title}
      </h2>
      <SavedPersonChoice
        prefix={prefix}
        draft={draft}
        onChange={onChange}
        gender={rules.gender}
        family={rules.family}
      />
      <TextField
        {...shared}
        name={field('name')}
        label={t('name')}
        required
        autoComplete={rules.gender === 'choose' && prefix === '' ? 'name' : 'off'}
        maxLength={100}
      />
      {rules.gender !== 'none' && (
        <GenderField {...shared} fixed={rules.gender === 'choose' ? null : rules.gender} />
      )}
      <DateField {...shared} name={field('date_of_birth')} label={t('date_of_birth')} />
      <BirthTimeField
        id={field('birth_time')}
        type={draft[field('birth_time_type')]}
        exact={draft[field('birth_time_exact')]}
        period={draft[field('birth_time_period')]}
        error={problems[field('birth_time')]}
        required={rules.birthTimeRequired}
        hint={rules.birthTimeHint}
        onChange={(change) => onChange(birthTimePatch(prefix, change))}
      />
      <BirthClockField prefix={prefix} {...shared} />
      <BirthPlaceField prefix={prefix} {...shared} />
      <TextField
        {...shared}
        name={field('current_location')}
        label={t('current_location')}
        hint={t('current_location_hint')}
      />
      {rules.family && (
        <>
          <TextField {...shared} name="father_name" label={t('father_name')} maxLength={100} />
          <TextField {...shared} name="mother_name" label={t('mother_name')} maxLength={100} />
          <TextField {...shared} name="work_details" label={t('work_details')} maxLength={500} />
        </>
      )}
      {children}
      <KeepPersonChoice
        prefix={prefix}
        draft={draft}
        problems={problems}
        onChange={onChange}
        expected={rules.relation}
      />
    </section>
  );
}
