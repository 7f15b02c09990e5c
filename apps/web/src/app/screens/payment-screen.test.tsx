import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import type { Appointment } from '@portal/contracts';
import { customerAppointment } from '../../test/customer-fixtures';
import { recordingFetch, renderWithProviders } from '../../test/render-with-providers';
import { screenDictionaries } from '../../locales/screen-dictionaries';
import PaymentScreen from './payment-screen';

afterEach(() => vi.unstubAllGlobals());

const paymentRoute = (
  <Routes>
    <Route path="/payment/:appointmentId" element={<PaymentScreen />} />
    <Route path="/home" element={<p>home</p>} />
    <Route path="/select-slot/:appointmentId" element={<p>slot screen</p>} />
    <Route path="/appointments" element={<p>my appointments</p>} />
  </Routes>
);

describe('/payment/{id} of an appointment that does not exist', () => {
  it('returns home saying "Appointment not found." once, without asking the server for "abc"', async () => {
    const server = recordingFetch({ '/api/ui-settings': () => ({ body: { success: true } }) });
    vi.stubGlobal('fetch', server.fetch);
    await renderWithProviders(paymentRoute, {
      path: '/payment/abc',
      dictionaries: [screenDictionaries],
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('home')).toBeTruthy();
    // One toast (its words are the dictionary's, added after the first render in this harness).
    expect(document.querySelectorAll('.toast')).toHaveLength(1);
    expect(server.calls.some((call) => call.path.startsWith('/api/appointments'))).toBe(false);
  });

  it('in Tamil, an id the server does not know returns home with one toast', async () => {
    const server = recordingFetch({
      '/api/appointments/999999': () => ({
        status: 404,
        body: { success: false, error: 'சந்திப்பு கிடைக்கவில்லை.', code: 'NOT_FOUND' },
      }),
    });
    vi.stubGlobal('fetch', server.fetch);
    await renderWithProviders(paymentRoute, {
      path: '/payment/999999',
      language: 'tamil',
      dictionaries: [screenDictionaries],
    });
    await screen.findByText('home');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.querySelectorAll('.toast')).toHaveLength(1);
    expect(screen.getByText('சந்திப்பு கிடைக்கவில்லை.')).toBeTruthy();
  });
});

describe('choosing cash', () => {
  const unpaid = (patch: Partial<Appointment>) =>
    customerAppointment({
      status: 'pending',
      payment_status: 'pending',
      payment: null,
      scheduled_datetime: null,
      scheduled_end: null,
      receipt_payment_id: null,
      meeting_opens_at: null,
      ...patch,
    });

  async function chooseCash(
    mode: Appointment['consultation_mode'],
    language: 'english' | 'tamil' = 'english',
    beforeChoosing = (): void => undefined,
  ) {
    const before = unpaid({ consultation_mode: mode });
    const after = {
      ...before,
      payment: { method: 'cash' as const, status: 'pending' as const, amount: '590.00' },
      can_choose_time: mode === 'in_person',
    };
    const server = recordingFetch({
      '/api/appointments/41': () => ({ body: { success: true, appointment: before } }),
      '/api/payments/appointments/41/cash': () => ({ body: { success: true, appointment: after } }),
    });
    vi.stubGlobal('fetch', server.fetch);
    await renderWithProviders(paymentRoute, {
      path: '/payment/41',
      language,
      dictionaries: [screenDictionaries],
    });
    const cash = await screen.findByRole('radio', {
      name: language === 'tamil' ? /ரொக்கம்/ : /Pay in cash/,
    });
    beforeChoosing();
    fireEvent.click(cash);
    fireEvent.click(
      screen.getByRole('button', {
        name: language === 'tamil' ? 'ரொக்கக் கட்டணத்தை உறுதிசெய்' : 'Confirm cash payment',
      }),
    );
    return server;
  }

  it('at the office: says it is paid there when the customer comes, and goes on to choose a time', async () => {
    await chooseCash('in_person', 'english', () =>
      expect(
        screen.getByText('Pay in cash at our office when you come. You choose your time now.'),
      ).toBeTruthy(),
    );
    expect(await screen.findByText('slot screen')).toBeTruthy();
    expect(
      screen.getByText(
        'Cash chosen: pay ₹590.00 at our office when you come. Now choose your time.',
      ),
    ).toBeTruthy();
  });

  it('in Tamil too', async () => {
    await chooseCash('in_person', 'tamil');
    expect(await screen.findByText('slot screen')).toBeTruthy();
    expect(
      screen.getByText(
        'ரொக்கம் தேர்ந்தெடுக்கப்பட்டது: நீங்கள் வரும்போது ₹590.00-ஐ எங்கள் அலுவலகத்தில் ' +
          'செலுத்துங்கள். இப்போது நேரத்தைத் தேர்ந்தெடுங்கள்.',
      ),
    ).toBeTruthy();
  });

  it('by phone: the office takes the cash first, so it goes to My Appointments', async () => {
    await chooseCash('phone', 'english', () =>
      expect(
        screen.getByText(
          'Pay at our office before your consultation. You choose your time once we have received it.',
        ),
      ).toBeTruthy(),
    );
    expect(await screen.findByText('my appointments')).toBeTruthy();
    expect(screen.getByText('Payment pending: please pay in cash at our office.')).toBeTruthy();
  });

  it('a cash choice at the office without a time offers the time on the payment page', async () => {
    const chosen = unpaid({
      consultation_mode: 'in_person',
      payment: { method: 'cash', status: 'pending', amount: '590.00' },
      can_choose_time: true,
    });
    vi.stubGlobal(
      'fetch',
      recordingFetch({
        '/api/appointments/41': () => ({ body: { success: true, appointment: chosen } }),
      }).fetch,
    );
    await renderWithProviders(paymentRoute, {
      path: '/payment/41',
      dictionaries: [screenDictionaries],
    });
    expect((await screen.findByRole('link', { name: 'Choose a slot' })).getAttribute('href')).toBe(
      '/select-slot/41',
    );
    expect(
      screen.getByText(
        'Choose your time now, and pay this amount in cash at our office when you come. You can pay online instead.',
      ),
    ).toBeTruthy();
  });
});
