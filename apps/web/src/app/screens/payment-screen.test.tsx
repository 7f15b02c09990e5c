import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { recordingFetch, renderWithProviders } from '../../test/render-with-providers';
import { screenDictionaries } from '../../locales/screen-dictionaries';
import PaymentScreen from './payment-screen';

afterEach(() => vi.unstubAllGlobals());

const paymentRoute = (
  <Routes>
    <Route path="/payment/:appointmentId" element={<PaymentScreen />} />
    <Route path="/home" element={<p>home</p>} />
  </Routes>
);

describe('/payment/{id} of an appointment that does not exist (spec section 8; issue 15, point 18)', () => {
  it('returns home saying "Appointment not found." once, without asking the server for "abc"', async () => {
    const server = recordingFetch({ '/api/ui-settings': () => ({ body: { success: true } }) });
    vi.stubGlobal('fetch', server.fetch);
    await renderWithProviders(paymentRoute, { path: '/payment/abc', dictionaries: [screenDictionaries] });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('home')).toBeTruthy();
    // One toast (its words are the dictionary's, added after the first render in this harness).
    expect(document.querySelectorAll('.toast')).toHaveLength(1);
    expect(server.calls.some((call) => call.path.startsWith('/api/appointments'))).toBe(false);
  });

  it('in Tamil, an id the server does not know returns home with one toast', async () => {
    const server = recordingFetch({
      '/api/appointments/999999': () => ({ status: 404, body: { success: false, error: 'சந்திப்பு கிடைக்கவில்லை.', code: 'NOT_FOUND' } }),
    });
    vi.stubGlobal('fetch', server.fetch);
    await renderWithProviders(paymentRoute, { path: '/payment/999999', language: 'tamil', dictionaries: [screenDictionaries] });
    await screen.findByText('home');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.querySelectorAll('.toast')).toHaveLength(1);
    expect(screen.getByText('சந்திப்பு கிடைக்கவில்லை.')).toBeTruthy();
  });
});
