import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminAppointment } from '../../testing/admin-fixtures';
import { recordingFetch, renderInConsole } from '../../testing/render-in-console';
import { AppointmentActions } from './appointment-actions';

afterEach(() => vi.unstubAllGlobals());

// Decision 0069: the amount before the cash is taken, and the same day's undo.
describe('cash at the desk', () => {
  const unpaid = adminAppointment({
    status: 'pending',
    payment_status: 'pending',
    payment: { method: 'cash', status: 'pending', amount: '1770.00' },
    can_complete: false,
  });

  it('shows the amount and takes the cash only once confirmed', async () => {
    const server = recordingFetch(() => ({
      body: {
        success: true,
        appointment: adminAppointment({ payment_status: 'paid', can_undo_cash: true }),
      },
    }));
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<AppointmentActions appointment={unpaid} language="english" />);
    fireEvent.click(screen.getByRole('button', { name: 'Mark cash received' }));
    const dialog = screen.getByRole('dialog', { name: 'Cash for APT-0041' });
    expect(
      within(dialog).getByText('Take ₹1,770.00 in cash from the customer, then confirm.'),
    ).toBeTruthy();
    expect(server.calls).toEqual([]);
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Not now' }).at(-1)!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Mark cash received' }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm cash received' }),
    );
    await waitFor(() => expect(screen.getByText('Cash payment recorded.')).toBeTruthy());
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/admin/appointments/41/mark-paid',
    ]);
  });

  it('offers the undo while the server allows it, in Tamil too, and posts undo-cash', async () => {
    const server = recordingFetch(() => ({ body: { success: true, appointment: unpaid } }));
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(
      <AppointmentActions
        appointment={adminAppointment({ payment_status: 'paid', can_undo_cash: true })}
        language="tamil"
      />,
      'tamil',
    );
    expect(
      screen.getByText('தவறாகக் குறித்த ரொக்கத்தை இன்று (இந்திய நேரம்) மட்டுமே செயல்தவிர்க்கலாம்.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ரொக்கம் பெற்றதைச் செயல்தவிர்' }));
    await waitFor(() =>
      expect(
        screen.getByText('ரொக்கம் பெற்றது செயல்தவிர்க்கப்பட்டது: கட்டணம் மீண்டும் நிலுவையில்.'),
      ).toBeTruthy(),
    );
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/admin/appointments/41/undo-cash',
    ]);
  });

  it('offers no undo once the server says no (another day, or the consultation moved on)', async () => {
    await renderInConsole(
      <AppointmentActions
        appointment={adminAppointment({ payment_status: 'paid', can_undo_cash: false })}
        language="english"
      />,
    );
    expect(screen.queryByRole('button', { name: 'Undo cash received' })).toBeNull();
  });
});
