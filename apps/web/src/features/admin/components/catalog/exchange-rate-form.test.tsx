import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCountryPricing } from '@portal/contracts';
import { useCatalogChange } from '../../api/catalog-calls';
import { recordingFetch, renderInConsole } from '../../testing/render-in-console';
import { ExchangeRateForm } from './exchange-rate-form';

afterEach(() => vi.unstubAllGlobals());

const singapore: AdminCountryPricing = {
  country_id: 2,
  code: 'SG',
  name: 'Singapore',
  prices: [],
  charges: [],
  exchange_rate: {
    currency_code: 'SGD',
    rupees_per_unit: '63',
    set_at: '2030-02-01T04:30:00.000Z',
  },
};

function Form({ pricing = singapore }: { pricing?: AdminCountryPricing }) {
  return <ExchangeRateForm pricing={pricing} change={useCatalogChange('english')} />;
}

describe("a country's currency and rate (docs/decisions/0080)", () => {
  it('shows the current rate and when it was set, and saves a new one', async () => {
    const server = recordingFetch(() => ({ body: { success: true, services: [], pricing: [] } }));
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<Form />, 'english');
    expect(screen.getByTestId('exchange-rate-now').textContent).toMatch(
      /^Now: 1 SGD = ₹63, set on 1 Feb 2030, 10:00/,
    );
    expect(screen.getByText('At this rate ₹1,000.00 is about SGD 15.87.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Currency \(ISO code\)/ }), {
      target: { value: 'usd' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Rupees for one unit/ }), {
      target: { value: '85.5' },
    });
    expect(screen.getByText('At this rate ₹1,000.00 is about USD 11.70.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save currency and rate' }));
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]).toEqual({
      method: 'PUT',
      path: '/api/admin/countries/2/exchange-rate',
      body: { exchange_rate: { currency_code: 'USD', rupees_per_unit: '85.5' } },
    });
  });

  it('takes the rate away when both fields are emptied', async () => {
    const server = recordingFetch(() => ({ body: { success: true, services: [], pricing: [] } }));
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<Form />, 'english');
    fireEvent.change(screen.getByRole('textbox', { name: /Currency \(ISO code\)/ }), {
      target: { value: '' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Rupees for one unit/ }), {
      target: { value: '' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save currency and rate' }));
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]?.body).toEqual({ exchange_rate: null });
  });

  it('in Tamil, says there is no rate and refuses an empty one at the field', async () => {
    const server = recordingFetch(() => ({ body: {} }));
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<Form pricing={{ ...singapore, exchange_rate: null }} />, 'tamil');
    expect(screen.getByTestId('exchange-rate-now').textContent).toBe(
      'விகிதம் இல்லை: இங்குள்ள வாடிக்கையாளர்கள் ரூபாயில் மட்டுமே காண்பார்கள்.',
    );
    fireEvent.change(screen.getByRole('textbox', { name: /நாணயம் \(ISO குறியீடு\)/ }), {
      target: { value: 'SGD' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /ஓர் அலகுக்கு ரூபாய்/ }), {
      target: { value: '0' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'நாணயத்தையும் விகிதத்தையும் சேமி' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'அந்த நாணயத்தின் ஓர் அலகு எத்தனை ரூபாய் என்பதை உள்ளிடுங்கள்: பூஜ்ஜியத்தை விட அதிகமாக, ' +
        'அதிகபட்சம் ஆறு தசம இடங்களுடன், எ.கா. 63.25.',
    );
    expect(server.calls).toEqual([]);
  });
});
