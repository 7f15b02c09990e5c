import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { Appointment } from '@portal/contracts';
import {
  customerAppointment,
  office,
  recordingFetch,
  renderCustomerComponent,
} from '../../../test/customer-fixtures';
import { nextAppointment } from '../appointment-rules';
import { NextAppointment } from './next-appointment';

afterEach(() => vi.unstubAllGlobals());

function serve(appointments: Appointment[]) {
  vi.stubGlobal(
    'fetch',
    recordingFetch({
      '/api/appointments': () => ({ body: { success: true, appointments } }),
    }).fetch,
  );
}

it('picks the soonest scheduled consultation that has not ended', () => {
  const now = Date.parse('2030-03-04T03:50:00.000Z');
  const soon = customerAppointment({ id: 1, scheduled_datetime: '2030-03-04T03:30:00.000Z' });
  const later = customerAppointment({ id: 2, scheduled_datetime: '2030-03-05T03:30:00.000Z' });
  const ended = customerAppointment({ id: 3, scheduled_datetime: '2030-03-04T02:00:00.000Z' });
  const unpaid = customerAppointment({ id: 4, status: 'pending', scheduled_datetime: null });
  expect(nextAppointment([later, ended, unpaid, soon], now)?.id).toBe(1);
  expect(nextAppointment([ended, unpaid], now)).toBeNull();
});

it('shows the next consultation at the top of home, in Tamil', async () => {
  serve([customerAppointment({ consultation_mode: 'phone', meeting_opens_at: null })]);
  await renderCustomerComponent(<NextAppointment language="tamil" office={office} />, 'tamil');
  await waitFor(() =>
    expect(screen.getByRole('heading', { name: 'உங்கள் அடுத்த ஆலோசனை' })).toBeTruthy(),
  );
  const panel = document.querySelector('.next-appointment')!;
  expect(panel.textContent).toContain('(இந்திய நேரம்)');
  expect(panel.textContent).toContain('தொலைபேசி அழைப்பு');
  expect(
    screen.getByRole('link', { name: 'எனது எல்லா சந்திப்புகளையும் பாருங்கள்' }).getAttribute('href'),
  ).toBe('/appointments');
});

it('says nothing when no consultation is scheduled', async () => {
  serve([
    customerAppointment({ status: 'pending', payment_status: 'pending', scheduled_datetime: null }),
  ]);
  await renderCustomerComponent(<NextAppointment language="english" office={office} />);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(document.querySelector('.next-appointment')).toBeNull();
});
