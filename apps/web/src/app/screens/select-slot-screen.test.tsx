import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import type { Appointment } from '@portal/contracts';
import { customerAppointment } from '../../test/customer-fixtures';
import { recordingFetch, renderWithProviders } from '../../test/render-with-providers';
import { screenDictionaries } from '../../locales/screen-dictionaries';
import SelectSlotScreen from './select-slot-screen';

afterEach(() => vi.unstubAllGlobals());

const cashChosen = (patch: Partial<Appointment>) =>
  customerAppointment({
    status: 'pending',
    payment_status: 'pending',
    payment: { method: 'cash', status: 'pending', amount: '590.00' },
    scheduled_datetime: null,
    scheduled_end: null,
    receipt_payment_id: null,
    meeting_opens_at: null,
    can_reschedule: false,
    ...patch,
  });

async function open(appointment: Appointment, language: 'english' | 'tamil' = 'english') {
  const server = recordingFetch({
    '/api/appointments/41': () => ({ body: { success: true, appointment } }),
  });
  vi.stubGlobal('fetch', server.fetch);
  await renderWithProviders(
    <Routes>
      <Route path="/select-slot/:appointmentId" element={<SelectSlotScreen />} />
    </Routes>,
    { path: '/select-slot/41', language, dictionaries: [screenDictionaries] },
  );
  return server;
}

describe('/select-slot/{id} with cash chosen', () => {
  it('at the office: the slots are offered at once, with the amount due at the office', async () => {
    const server = await open(
      cashChosen({ consultation_mode: 'in_person', can_choose_time: true }),
    );
    expect((await screen.findByTestId('cash-due-at-office')).textContent).toBe(
      'Amount due at the office: ₹590.00 in cash',
    );
    expect(screen.queryByText(/Please pay for this appointment first/)).toBeNull();
    // The slot picker asks for the day's slots.
    await vi.waitFor(() =>
      expect(server.calls.some((call) => call.path === '/api/slots/available')).toBe(true),
    );
  });

  it('in Tamil too', async () => {
    await open(cashChosen({ consultation_mode: 'in_person', can_choose_time: true }), 'tamil');
    expect((await screen.findByTestId('cash-due-at-office')).textContent).toBe(
      'அலுவலகத்தில் செலுத்த வேண்டிய தொகை: ₹590.00 ரொக்கமாக',
    );
  });

  it('by video: cash at the office before a time is chosen, or pay online now', async () => {
    const server = await open(cashChosen({ consultation_mode: 'video', can_choose_time: false }));
    expect(
      await screen.findByText(
        'Cash for a phone or video consultation is paid at our office before you choose your ' +
          'time. Or pay online now and choose it at once.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay online instead' }).getAttribute('href')).toBe(
      '/payment/41',
    );
    expect(server.calls.some((call) => call.path === '/api/slots/available')).toBe(false);
  });
});
