import { useTranslation } from '../../../lib/translation/use-translation';
import { approximateInCurrency, type Service } from '@portal/contracts';
import {
  formatApproximate,
  formatPaise,
  formatRupeeText,
  rupeeTextToPaise,
} from '../../../lib/money';
import type { CountryPricing } from '../api/get-pricing';

interface PriceSummaryProps {
  services: Service[];
  /** The chosen country's pricing; null or undefined while it is unknown (the listed prices stand). */
  pricing: CountryPricing | null | undefined;
}

/**
 * The price of each chosen service with its charges, and the total the server will charge, in
 * rupees. Abroad, where the office keeps a rate, the total also in the customer's currency:
 * approximate, and said to be (docs/decisions/0080).
 */
export function PriceSummary({ services, pricing }: PriceSummaryProps) {
  const { t } = useTranslation('booking');
  const lines = services.map((service) => ({ service, price: pricing?.pricing[service.key] }));
  const totalPaise = lines.reduce(
    (sum, { service, price }) => sum + rupeeTextToPaise(price?.total_price ?? service.price),
    0,
  );
  const listedOnly = lines.some((line) => !line.price);
  // Only on the country's own prices: a listed price is not what the customer would pay there.
  const rate = lines.length > 0 && !listedOnly ? pricing?.exchange_rate : null;
  return (
    <section className="price-summary" aria-labelledby="price-title" aria-live="polite">
      <h2 id="price-title" className="form-section__title">
        {t('price_title')}
      </h2>
      {lines.length === 0 && <p className="field-note">{t('price_none')}</p>}
      {lines.map(({ service, price }) => (
        <dl key={service.id} className="price-summary__service">
          <dt className="price-summary__name">{service.name}</dt>
          <dd className="price-summary__amount">
            {formatRupeeText(price?.total_price ?? service.price)}
          </dd>
          {price && (
            <>
              <dt>{t('base_price')}</dt>
              <dd>{formatRupeeText(price.base_price)}</dd>
              {price.charge_breakdown.map((charge) => (
                <div key={charge.name} className="price-summary__charge">
                  <dt>
                    {charge.name}
                    {charge.is_included ? ` ${t('included')}` : ''}
                  </dt>
                  <dd>{formatRupeeText(charge.amount)}</dd>
                </div>
              ))}
            </>
          )}
        </dl>
      ))}
      <p className="price-summary__total">
        <span>{t('total')}</span>
        <strong data-testid="booking-total">{formatPaise(totalPaise)}</strong>
      </p>
      {rate && (
        <p
          className="field-note price-summary__approximate"
          data-testid="booking-total-approximate"
        >
          {t('price_approximate', {
            amount: formatApproximate(
              approximateInCurrency(totalPaise, rate.rupees_per_unit),
              rate.currency_code,
            ),
          })}
        </p>
      )}
      {listedOnly && lines.length > 0 && <p className="field-note">{t('price_listed_note')}</p>}
    </section>
  );
}
