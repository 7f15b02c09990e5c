import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingFetch, renderInConsole } from '../../testing/render-in-console';
import { SignInCountriesForm } from './sign-in-countries-form';

const DEFAULT = [
  'IN',
  'LK',
  'SG',
  'MY',
  'AE',
  'SA',
  'QA',
  'KW',
  'OM',
  'BH',
  'GB',
  'US',
  'CA',
  'AU',
];

/**
 * The office's sign-in settings as the server keeps them: a PUT of a known list saves it; XX is
 * refused as the server refuses it.
 */
function settingsServer() {
  let countries: string[] | null = null;
  return recordingFetch({
    '/api/admin/sign-in-settings': (call) => {
      if (call.method === 'PUT') {
        const asked = (call.body as { countries: string[] | null }).countries;
        const wrong = asked?.indexOf('XX') ?? -1;
        if (wrong >= 0)
          return {
            status: 400,
            body: {
              success: false,
              error: 'Please check the highlighted fields and try again.',
              code: 'VALIDATION_FAILED',
              fields: { [`countries.${wrong}`]: 'This value is not valid.' },
            },
          };
        countries = asked;
      }
      return {
        body: {
          success: true,
          settings: {
            countries: countries ?? DEFAULT,
            default_countries: DEFAULT,
            office_choice: countries !== null,
            codes_per_hour: 500,
          },
        },
      };
    },
  });
}

describe("the office's sign-in countries", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows, saves and resets the office's list, and names a wrong code at the field", async () => {
    const server = settingsServer();
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<SignInCountriesForm language="english" />);
    const field = await screen.findByRole<HTMLInputElement>('textbox', {
      name: 'Countries (ISO codes, separated by commas)',
    });
    expect(field.value).toBe(DEFAULT.join(', '));
    expect(screen.getByText(/The default list, served now: IN India, LK Sri Lanka/)).toBeTruthy();
    expect(screen.getByText(/at most 500 an hour in all/)).toBeTruthy();

    fireEvent.change(field, { target: { value: 'IN, XX' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('XX: This value is not valid.')).toBeTruthy();

    fireEvent.change(field, { target: { value: 'in lk, lv' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/The office's list, served now: IN India, LK Sri Lanka, LV Latvia/);
    expect(server.calls).toContainEqual({
      method: 'PUT',
      path: '/api/admin/sign-in-settings',
      body: { countries: ['IN', 'LK', 'LV'] },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Back to the default list' }));
    await screen.findByText(/The default list, served now/);
    expect(server.calls.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/admin/sign-in-settings',
      body: { countries: null },
    });
  });
});
