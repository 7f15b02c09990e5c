import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';
import {
  adminServiceUpdateSchema,
  consultationModes,
  type AdminService,
  type AdminServiceUpdate,
  type ConsultationMode,
} from '@portal/contracts';
import type { useCatalogChange } from '../../api/catalog-calls';
import { formatRupeeText } from '../../../../lib/money';
import { useCheckedSave } from '../../form-feedback';
import { ConsultationModeLabel } from '../appointments/consultation-mode';
import { TextField } from '../shared/text-field';

const editable = (service: AdminService): AdminServiceUpdate => ({
  name_english: service.name_english,
  name_tamil: service.name_tamil,
  description_english: service.description_english,
  description_tamil: service.description_tamil,
  includes_report: service.includes_report,
  active: service.active,
  consultation_modes: service.consultation_modes,
  duration_minutes: String(service.duration_minutes),
  buffer_minutes: String(service.buffer_minutes),
});

/**
 * One service: its names and descriptions in both languages, the consultation modes it offers,
 * report and whether it is offered. India's price is shown, and changed with every country's
 * prices in the pricing panel: one place for a price.
 */
export function ServiceForm({
  service,
  change,
}: {
  service: AdminService;
  change: ReturnType<typeof useCatalogChange>;
}) {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState(() => editable(service));
  const { errors, save } = useCheckedSave();
  const set = (patch: Partial<AdminServiceUpdate>) =>
    setValues((current) => ({ ...current, ...patch }));
  const id = (field: string) => `service-${service.id}-${field}`;
  const modes = values.consultation_modes;
  const toggleMode = (mode: ConsultationMode, on: boolean) =>
    set({ consultation_modes: on ? [...modes, mode] : modes.filter((chosen) => chosen !== mode) });
  const modesError = errors.consultation_modes;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(adminServiceUpdateSchema, values, (checked) =>
      change.mutateAsync({ kind: 'service', serviceId: service.id, service: checked }),
    );
  };

  return (
    <form className="admin-panel" aria-labelledby={id('title')} onSubmit={submit} noValidate>
      <h2 id={id('title')} className="admin-panel__title">
        {service.name_english} · <span lang="ta">{service.name_tamil}</span>
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
          id={id('description-en')}
          label={t('description_en')}
          value={values.description_english}
          error={errors.description_english}
          lang="en"
          multiline
          maxLength={1000}
          onChange={(description_english) => set({ description_english })}
        />
        <TextField
          id={id('description-ta')}
          label={t('description_ta')}
          value={values.description_tamil}
          error={errors.description_tamil}
          lang="ta"
          multiline
          maxLength={1000}
          onChange={(description_tamil) => set({ description_tamil })}
        />
      </div>
      <div className="admin-panel__fields">
        <MinutesField
          id={id('duration')}
          label={t('duration_minutes')}
          value={String(values.duration_minutes)}
          error={errors.duration_minutes}
          limits={[10, 480]}
          onChange={(duration_minutes) => set({ duration_minutes })}
        />
        <MinutesField
          id={id('buffer')}
          label={t('buffer_minutes')}
          value={String(values.buffer_minutes)}
          error={errors.buffer_minutes}
          limits={[0, 120]}
          onChange={(buffer_minutes) => set({ buffer_minutes })}
        />
      </div>
      <p className="field-note">{t('lengths_hint')}</p>
      <p className="admin-price-line">
        {t('price_india_now', { price: formatRupeeText(service.price) })}{' '}
        <a href="#pricing-title">{t('price_change_where')}</a>
      </p>
      <fieldset
        className="admin-modes"
        aria-describedby={`${id('modes-hint')}${modesError ? ` ${id('modes-error')}` : ''}`}
      >
        <legend className="field-label">{t('consultation_modes')}</legend>
        <p id={id('modes-hint')} className="field-note">
          {t('consultation_modes_hint')}
        </p>
        <div className="admin-modes__choices">
          {consultationModes.map((mode) => (
            <label key={mode} className="admin-check">
              <input
                type="checkbox"
                checked={modes.includes(mode)}
                aria-invalid={modesError ? true : undefined}
                onChange={(event) => toggleMode(mode, event.target.checked)}
              />
              <ConsultationModeLabel mode={mode} />
            </label>
          ))}
        </div>
        {modesError && (
          <p id={id('modes-error')} className="form-field__error" role="alert">
            {modesError}
          </p>
        )}
      </fieldset>
      <label className="admin-check">
        <input
          type="checkbox"
          checked={values.includes_report}
          onChange={(event) => set({ includes_report: event.target.checked })}
        />
        <span>{t('includes_report')}</span>
      </label>
      <label className="admin-check">
        <input
          type="checkbox"
          checked={values.active}
          onChange={(event) => set({ active: event.target.checked })}
        />
        <span>{t('offered')}</span>
      </label>
      <button type="submit" className="button button--primary" disabled={change.isPending}>
        {t('save')}
      </button>
    </form>
  );
}

/** A whole number of minutes, with its limits and its refusal. */
function MinutesField({
  id,
  label,
  value,
  error,
  limits: [min, max],
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  limits: [number, number];
  onChange: (value: string) => void;
}) {
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
        min={min}
        max={max}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
