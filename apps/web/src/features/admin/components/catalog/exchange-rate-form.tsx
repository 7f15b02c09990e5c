import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';
import {
  adminExchangeRateUpdateSchema,
  approximateInCurrency,
  type AdminCountryPricing,
} from '@portal/contracts';
import { formatIndiaDateTime } from '../../../../lib/date-format';
import { formatApproximate, formatPaise } from '../../../../lib/money';
import { useLanguage } from '../../../../lib/use-language';
import type { useCatalogChange } from '../../api/catalog-calls';
import { useCheckedSave } from '../../form-feedback';
import { TextField } from '../shared/text-field';

/** What the example shows: a round thousand rupees at the typed rate, so a rate the wrong way round shows at once. */
const EXAMPLE_PAISE = 100_000;

/**
 * A country's currency and its rate in rupees per unit, for the approximate total its customers
 * see beside the rupees (docs/decisions/0080). Both left empty: rupees only. Not for India.
 */
export function ExchangeRateForm({
  pricing,
  change,
}: {
  pricing: AdminCountryPricing;
  change: ReturnType<typeof useCatalogChange>;
}) {
  const { t } = useTranslation('admin');
  const [language] = useLanguage();
  const [currency, setCurrency] = useState(pricing.exchange_rate?.currency_code ?? '');
  const [rupees, setRupees] = useState(pricing.exchange_rate?.rupees_per_unit ?? '');
  const { errors, save } = useCheckedSave();
  const id = (field: string) => `exchange-rate-${pricing.country_id}-${field}`;

  const candidate = {
    exchange_rate:
      currency.trim() === '' && rupees.trim() === ''
        ? null
        : { currency_code: currency, rupees_per_unit: rupees },
  };
  const typed = adminExchangeRateUpdateSchema.safeParse(candidate);
  const example =
    typed.success && typed.data.exchange_rate
      ? t('exchange_rate_example', {
          rupees: formatPaise(EXAMPLE_PAISE),
          amount: formatApproximate(
            approximateInCurrency(EXAMPLE_PAISE, typed.data.exchange_rate.rupees_per_unit),
            typed.data.exchange_rate.currency_code,
          ),
        })
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(adminExchangeRateUpdateSchema, candidate, (checked) =>
      change.mutateAsync({ kind: 'exchange_rate', countryId: pricing.country_id, update: checked }),
    );
  };

  return (
    <form className="admin-pricing" onSubmit={submit} noValidate aria-labelledby={id('title')}>
      <h3 id={id('title')} className="details-heading">
        {t('exchange_rate_title')}
      </h3>
      <p className="field-note">{t('exchange_rate_note')}</p>
      <p data-testid="exchange-rate-now">
        {pricing.exchange_rate
          ? t('exchange_rate_set', {
              currency: pricing.exchange_rate.currency_code,
              rupees: pricing.exchange_rate.rupees_per_unit,
              when: formatIndiaDateTime(pricing.exchange_rate.set_at, language),
            })
          : t('exchange_rate_none')}
      </p>
      {errors.exchange_rate && (
        <p className="form-field__error" role="alert">
          {errors.exchange_rate}
        </p>
      )}
      <div className="admin-panel__fields">
        <TextField
          id={id('currency')}
          label={t('exchange_rate_currency')}
          hint={t('exchange_rate_currency_hint')}
          value={currency}
          error={errors['exchange_rate.currency_code']}
          maxLength={3}
          onChange={setCurrency}
        />
        <TextField
          id={id('rupees')}
          label={t('exchange_rate_rupees')}
          hint={t('exchange_rate_rupees_hint')}
          value={rupees}
          error={errors['exchange_rate.rupees_per_unit']}
          inputMode="decimal"
          onChange={setRupees}
        />
      </div>
      {example && (
        <p className="field-note" aria-live="polite">
          {example}
        </p>
      )}
      <div className="admin-panel__buttons">
        <button type="submit" className="button button--primary" disabled={change.isPending}>
          {t('exchange_rate_save')}
        </button>
      </div>
    </form>
  );
}
