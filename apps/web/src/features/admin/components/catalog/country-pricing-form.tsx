import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';
import {
  adminCountryPricingUpdateSchema,
  type AdminCatalogReply,
  type AdminCharge,
  type AdminCountryPricing,
} from '@portal/contracts';
import { useLanguage } from '../../../../lib/use-language';
import type { useCatalogChange } from '../../api/catalog-calls';
import { useCheckedSave } from '../../form-feedback';
import { TextField } from '../shared/text-field';
import { ExchangeRateForm } from './exchange-rate-form';

const emptyCharge: AdminCharge = {
  code: '',
  name_english: '',
  name_tamil: '',
  rate_percent: '',
  is_included: false,
};

/** One country's price for each service, and its charges (GST and the like): added on top, or already inside. */
function PricingFields({
  pricing,
  services,
  change,
}: {
  pricing: AdminCountryPricing;
  services: AdminCatalogReply['services'];
  change: ReturnType<typeof useCatalogChange>;
}) {
  const { t } = useTranslation('admin');
  const [language] = useLanguage();
  const [prices, setPrices] = useState(() => pricing.prices);
  const [charges, setCharges] = useState<AdminCharge[]>(() => pricing.charges);
  const { errors, save } = useCheckedSave();
  const setCharge = (index: number, patch: Partial<AdminCharge>) =>
    setCharges((current) =>
      current.map((charge, at) => (at === index ? { ...charge, ...patch } : charge)),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(adminCountryPricingUpdateSchema, { prices, charges }, (checked) =>
      change.mutateAsync({ kind: 'pricing', countryId: pricing.country_id, pricing: checked }),
    );
  };

  return (
    <form className="admin-pricing" onSubmit={submit} noValidate>
      <div className="admin-panel__fields">
        {prices.map((price, index) => {
          const service = services.find((candidate) => candidate.id === price.service_id);
          return (
            <TextField
              key={price.service_id}
              id={`price-${pricing.country_id}-${price.service_id}`}
              label={t('price_of', {
                service:
                  (language === 'tamil' ? service?.name_tamil : service?.name_english) ??
                  price.service_id,
              })}
              value={price.price}
              error={errors[`prices.${index}.price`]}
              inputMode="decimal"
              onChange={(value) =>
                setPrices((current) =>
                  current.map((row, at) => (at === index ? { ...row, price: value } : row)),
                )
              }
            />
          );
        })}
      </div>
      <h3 className="details-heading">{t('charges')}</h3>
      {errors.charges && (
        <p className="form-field__error" role="alert">
          {errors.charges}
        </p>
      )}
      {charges.length === 0 && <p>{t('no_charges')}</p>}
      <ol className="admin-charges">
        {charges.map((charge, index) => {
          const id = (field: string) => `charge-${pricing.country_id}-${index}-${field}`;
          const error = (field: string) => errors[`charges.${index}.${field}`];
          return (
            <li key={index} className="admin-charge">
              <fieldset>
                <legend>{t('charge_number', { number: index + 1 })}</legend>
                <div className="admin-panel__fields">
                  <TextField
                    id={id('code')}
                    label={t('charge_code')}
                    value={charge.code}
                    error={error('code')}
                    maxLength={30}
                    onChange={(code) => setCharge(index, { code })}
                  />
                  <TextField
                    id={id('rate')}
                    label={t('rate')}
                    value={charge.rate_percent}
                    error={error('rate_percent')}
                    inputMode="decimal"
                    onChange={(rate_percent) => setCharge(index, { rate_percent })}
                  />
                  <TextField
                    id={id('name-en')}
                    label={t('name_en')}
                    value={charge.name_english}
                    error={error('name_english')}
                    lang="en"
                    maxLength={60}
                    onChange={(name_english) => setCharge(index, { name_english })}
                  />
                  <TextField
                    id={id('name-ta')}
                    label={t('name_ta')}
                    value={charge.name_tamil}
                    error={error('name_tamil')}
                    lang="ta"
                    maxLength={60}
                    onChange={(name_tamil) => setCharge(index, { name_tamil })}
                  />
                </div>
                <label className="admin-check">
                  <input
                    type="checkbox"
                    checked={charge.is_included}
                    onChange={(event) => setCharge(index, { is_included: event.target.checked })}
                  />
                  <span>{t('is_included')}</span>
                </label>
                <button
                  type="button"
                  className="button button--small button--ghost"
                  onClick={() => setCharges((current) => current.filter((_, at) => at !== index))}
                >
                  {t('remove_charge', { number: index + 1 })}
                </button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="admin-panel__buttons">
        <button
          type="button"
          className="button button--light"
          disabled={charges.length >= 10}
          onClick={() => setCharges((current) => [...current, emptyCharge])}
        >
          {t('add_charge')}
        </button>
        <button type="submit" className="button button--primary" disabled={change.isPending}>
          {t('save_pricing')}
        </button>
      </div>
    </form>
  );
}

/** Chooses a country (India first), then edits its prices and charges, and abroad its currency and rate. */
export function CountryPricingForm({
  catalog,
  change,
}: {
  catalog: AdminCatalogReply;
  change: ReturnType<typeof useCatalogChange>;
}) {
  const { t } = useTranslation(['admin', 'booking']);
  const [countryId, setCountryId] = useState(
    () =>
      (catalog.pricing.find((country) => country.code === 'IN') ?? catalog.pricing[0])
        ?.country_id ?? 0,
  );
  const pricing = catalog.pricing.find((candidate) => candidate.country_id === countryId);
  return (
    <section className="admin-panel" aria-labelledby="pricing-title">
      <h2 id="pricing-title" className="admin-panel__title" tabIndex={-1}>
        {t('admin:pricing_title')}
      </h2>
      <p className="field-note">{t('admin:price_note')}</p>
      <div className="form-field">
        <label className="field-label" htmlFor="pricing-country">
          {t('admin:country')}
        </label>
        <select
          id="pricing-country"
          className="text-input"
          value={countryId}
          onChange={(event) => setCountryId(Number(event.target.value))}
        >
          {catalog.pricing.map((country) => (
            <option key={country.country_id} value={country.country_id}>
              {t(`booking:country_${country.code}`, { defaultValue: country.name })}
            </option>
          ))}
        </select>
      </div>
      {/* A new key when the country changes: the form starts again from that country's values. */}
      {pricing && (
        <PricingFields
          key={pricing.country_id}
          pricing={pricing}
          services={catalog.services}
          change={change}
        />
      )}
      {/* Abroad only: customers in India see and pay rupees. A new key after each save: the form
          shows what was stored. */}
      {pricing && pricing.code !== 'IN' && (
        <ExchangeRateForm
          key={`${pricing.country_id}-${pricing.exchange_rate?.set_at ?? ''}`}
          pricing={pricing}
          change={change}
        />
      )}
    </section>
  );
}
