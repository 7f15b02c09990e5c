import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';
import { Link } from 'react-router';
import {
  adminAstrologerInputSchema,
  consultationModes,
  languages,
  type AdminAstrologer,
  type AdminService,
  type Language,
} from '@portal/contracts';
import type { useAstrologerChange } from '../../api/astrologer-calls';
import { useCheckedSave, type FieldErrors } from '../../form-feedback';
import { ConsultationModeLabel } from '../appointments/consultation-mode';
import { TextField } from '../shared/text-field';

/** The form's values: what the office types, the order as text. */
interface Values {
  name_english: string;
  name_tamil: string;
  profile_english: string;
  profile_tamil: string;
  languages: Language[];
  consultation_modes: AdminAstrologer['consultation_modes'];
  service_ids: number[];
  mobile_number: string;
  active: boolean;
  sort_order: string;
}

const blank: Values = {
  name_english: '',
  name_tamil: '',
  profile_english: '',
  profile_tamil: '',
  languages: ['tamil'],
  consultation_modes: ['in_person'],
  service_ids: [],
  mobile_number: '',
  active: true,
  sort_order: '',
};

const valuesOf = (astrologer: AdminAstrologer | undefined): Values =>
  astrologer
    ? {
        ...astrologer,
        mobile_number: astrologer.mobile_number ?? '',
        sort_order: String(astrologer.sort_order),
      }
    : blank;

/** A field's first problem, its own or one of its entries' (service_ids.0). */
const errorOf = (errors: FieldErrors, field: string) =>
  errors[field] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1];

/** Ticked values of a fixed list, kept in the list's order. */
const toggled = <T,>(all: readonly T[], chosen: T[], value: T, on: boolean) =>
  all.filter((item) => (item === value ? on : chosen.includes(item)));

function Choices({
  id,
  legend,
  error,
  children,
}: {
  id: string;
  legend: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset className="admin-modes" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field-label">{legend}</legend>
      <div className="admin-modes__choices">{children}</div>
      {error && (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface Props {
  /** The astrologer to change; none: a new one. */
  astrologer?: AdminAstrologer;
  services: AdminService[];
  change: ReturnType<typeof useAstrologerChange>;
  language: Language;
}

/**
 * One astrologer as the office keeps them: names and short profiles in both languages, the
 * languages, services and ways they consult in, their mobile number, their place in lists and
 * whether customers can book them. Without an astrologer: the form that adds one.
 */
export function AstrologerForm({ astrologer, services, change, language }: Props) {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState(() => valuesOf(astrologer));
  const { errors, save } = useCheckedSave(astrologer ? 'saved' : 'astrologer_added');
  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));
  const key = astrologer ? String(astrologer.id) : 'new';
  const id = (field: string) => `astrologer-${key}-${field}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const candidate = {
      ...values,
      sort_order: values.sort_order.trim() === '' ? undefined : values.sort_order,
    };
    void save(adminAstrologerInputSchema, candidate, (checked) =>
      astrologer
        ? change.mutateAsync({ kind: 'update', astrologerId: astrologer.id, astrologer: checked })
        : change.mutateAsync({ kind: 'add', astrologer: checked }).then(() => setValues(blank)),
    );
  };

  const serviceName = (service: AdminService) =>
    language === 'tamil' ? service.name_tamil : service.name_english;
  const title = astrologer ? (
    <>
      {astrologer.name_english} · <span lang="ta">{astrologer.name_tamil}</span>
      {!astrologer.active && (
        <span className="badge badge--inactive">{t('astrologer_not_active')}</span>
      )}
    </>
  ) : (
    t('new_astrologer')
  );

  return (
    <form
      className="admin-panel admin-astrologer"
      aria-labelledby={id('title')}
      onSubmit={submit}
      noValidate
    >
      <h2 id={id('title')} className="admin-panel__title">
        {title}
      </h2>
      <div className="admin-panel__fields">
        <TextField
          id={id('name-en')}
          label={t('name_en')}
          value={values.name_english}
          error={errors.name_english}
          lang="en"
          maxLength={120}
          onChange={(name_english) => set({ name_english })}
        />
        <TextField
          id={id('name-ta')}
          label={t('name_ta')}
          value={values.name_tamil}
          error={errors.name_tamil}
          lang="ta"
          maxLength={120}
          onChange={(name_tamil) => set({ name_tamil })}
        />
        <TextField
          id={id('profile-en')}
          label={t('profile_en')}
          value={values.profile_english}
          error={errors.profile_english}
          lang="en"
          multiline
          maxLength={1000}
          onChange={(profile_english) => set({ profile_english })}
        />
        <TextField
          id={id('profile-ta')}
          label={t('profile_ta')}
          value={values.profile_tamil}
          error={errors.profile_tamil}
          lang="ta"
          multiline
          maxLength={1000}
          onChange={(profile_tamil) => set({ profile_tamil })}
        />
      </div>
      <Choices
        id={id('languages')}
        legend={t('astrologer_languages')}
        error={errorOf(errors, 'languages')}
      >
        {languages.map((spoken) => (
          <label key={spoken} className="admin-check">
            <input
              type="checkbox"
              checked={values.languages.includes(spoken)}
              onChange={(event) =>
                set({
                  languages: toggled(languages, values.languages, spoken, event.target.checked),
                })
              }
            />
            <span>{t(`language_${spoken}`)}</span>
          </label>
        ))}
      </Choices>
      <Choices
        id={id('services')}
        legend={t('astrologer_services')}
        error={errorOf(errors, 'service_ids')}
      >
        {services.map((service) => (
          <label key={service.id} className="admin-check">
            <input
              type="checkbox"
              checked={values.service_ids.includes(service.id)}
              onChange={(event) =>
                set({
                  service_ids: toggled(
                    services.map((offered) => offered.id),
                    values.service_ids,
                    service.id,
                    event.target.checked,
                  ),
                })
              }
            />
            <span>{serviceName(service)}</span>
          </label>
        ))}
      </Choices>
      <Choices
        id={id('modes')}
        legend={t('consultation_modes')}
        error={errorOf(errors, 'consultation_modes')}
      >
        {consultationModes.map((mode) => (
          <label key={mode} className="admin-check">
            <input
              type="checkbox"
              checked={values.consultation_modes.includes(mode)}
              onChange={(event) =>
                set({
                  consultation_modes: toggled(
                    consultationModes,
                    values.consultation_modes,
                    mode,
                    event.target.checked,
                  ),
                })
              }
            />
            <ConsultationModeLabel mode={mode} />
          </label>
        ))}
      </Choices>
      <div className="admin-panel__fields admin-panel__fields--top">
        <TextField
          id={id('mobile')}
          label={t('mobile_number')}
          hint={t('mobile_hint')}
          type="tel"
          value={values.mobile_number}
          error={errors.mobile_number}
          maxLength={20}
          onChange={(mobile_number) => set({ mobile_number })}
        />
        <div className="form-field">
          <label className="field-label" htmlFor={id('order')}>
            {t('sort_order')}
          </label>
          <input
            id={id('order')}
            className="text-input"
            type="number"
            inputMode="numeric"
            min={0}
            max={1000}
            value={values.sort_order}
            aria-invalid={errors.sort_order ? true : undefined}
            aria-describedby={`${id('order')}-hint${errors.sort_order ? ` ${id('order')}-error` : ''}`}
            onChange={(event) => set({ sort_order: event.target.value })}
          />
          <p id={`${id('order')}-hint`} className="field-note">
            {t('sort_order_hint')}
          </p>
          {errors.sort_order && (
            <p id={`${id('order')}-error`} className="form-field__error" role="alert">
              {errors.sort_order}
            </p>
          )}
        </div>
      </div>
      <label className="admin-check">
        <input
          type="checkbox"
          checked={values.active}
          onChange={(event) => set({ active: event.target.checked })}
        />
        <span>{t('astrologer_active')}</span>
      </label>
      <div className="admin-actions-row">
        <button type="submit" className="button button--primary" disabled={change.isPending}>
          {astrologer ? t('save') : t('add_astrologer')}
        </button>
        {astrologer && (
          <Link className="button button--light" to={`/admin/schedule?astrologer=${astrologer.id}`}>
            {t('astrologer_hours_link', {
              name: language === 'tamil' ? astrologer.name_tamil : astrologer.name_english,
            })}
          </Link>
        )}
      </div>
    </form>
  );
}
