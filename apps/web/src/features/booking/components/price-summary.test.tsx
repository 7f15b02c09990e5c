import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ExchangeRate, Service, ServicePricing } from '@portal/contracts';
import { renderCustomerComponent } from '../../../test/customer-fixtures';
import type { CountryPricing } from '../api/get-pricing';
import { PriceSummary } from './price-summary';

const marriage: Service = {
  id: 2,
  key: 'marriage_porutham',
  name: 'Marriage Porutham',
  description: 'Matching of horoscopes.',
  price: '2500.00',
  price_india: '1400.00',
  formatted_price: '₹2,500.00',
  consultation_modes: ['in_person', 'phone', 'video'],
  duration_minutes: 45,
};

const singaporeDollars: ExchangeRate = {
  currency_code: 'SGD',
  rupees_per_unit: '63',
  set_at: '2030-02-01T04:30:00.000Z',
};

/** Marriage Porutham in Singapore: ₹2,500 and the 3% processing charge, ₹2,575 in all. */
function pricing(exchangeRate: ExchangeRate | null): CountryPricing {
  const line: ServicePricing = {
    service_name: 'Marriage Porutham',
    service_description: 'Matching of horoscopes.',
    base_price: '2500.00',
    total_charges: '75.00',
    total_price: '2575.00',
    currency_symbol: '₹',
    charge_breakdown: [
      { name: 'International payment processing (3%)', amount: '75.00', is_included: false },
    ],
    approximate_total_price: exchangeRate ? '40.87' : null,
  };
  return { pricing: { marriage_porutham: line }, exchange_rate: exchangeRate };
}

describe('the price summary abroad (docs/decisions/0080)', () => {
  it('shows the total in rupees with an approximate figure in Singapore dollars', async () => {
    await renderCustomerComponent(
      <PriceSummary services={[marriage]} pricing={pricing(singaporeDollars)} />,
      'english',
    );
    expect(screen.getByTestId('booking-total').textContent).toBe('₹2,575.00');
    expect(screen.getByTestId('booking-total-approximate').textContent).toBe(
      "(about SGD\u00a040.87, at the office's rate; you pay in rupees)",
    );
  });

  it('says the same in Tamil, with the figure formatted for the currency', async () => {
    const rate: ExchangeRate = {
      currency_code: 'USD',
      rupees_per_unit: '85',
      set_at: '2030-02-01T04:30:00.000Z',
    };
    await renderCustomerComponent(
      <PriceSummary services={[marriage]} pricing={pricing(rate)} />,
      'tamil',
    );
    expect(screen.getByTestId('booking-total').textContent).toBe('₹2,575.00');
    // ₹2,575 at ₹85 a dollar: USD 30.29, shown as money is written.
    expect(screen.getByTestId('booking-total-approximate').textContent).toBe(
      '(சுமார் USD\u00a030.29, அலுவலகத்தின் நாணய மாற்று விகிதப்படி; நீங்கள் செலுத்துவது ரூபாயில்தான்)',
    );
    expect(screen.getByText('மொத்தம்')).toBeTruthy();
  });

  it('shows rupees only where the country has no rate (India, or a country the office gave none)', async () => {
    await renderCustomerComponent(
      <PriceSummary services={[marriage]} pricing={pricing(null)} />,
      'english',
    );
    expect(screen.getByTestId('booking-total').textContent).toBe('₹2,575.00');
    expect(screen.queryByTestId('booking-total-approximate')).toBeNull();
    expect(screen.queryByText(/about/)).toBeNull();
  });

  it('gives no approximate figure while only the listed prices are known', async () => {
    await renderCustomerComponent(
      <PriceSummary
        services={[marriage]}
        pricing={{ pricing: {}, exchange_rate: singaporeDollars }}
      />,
      'tamil',
    );
    expect(screen.queryByTestId('booking-total-approximate')).toBeNull();
    expect(screen.queryByText(/சுமார்/)).toBeNull();
  });
});
