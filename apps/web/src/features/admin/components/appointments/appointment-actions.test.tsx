import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminAppointment, cashRefundOwed } from '../../testing/admin-fixtures';
import { recordingFetch, renderInConsole } from '../../testing/render-in-console';
import { AppointmentActions, availableActions } from './appointment-actions';

afterEach(() => vi.unstubAllGlobals());

describe('the office actions on an appointment', () => {
  it('offers completion and absence before the start, disabled, and says why', async () => {
    await renderInConsole(
      <AppointmentActions appointment={adminAppointment()} language="english" />,
    );
    const complete = screen.getByRole('button', { name: 'Mark consultation completed' });
    const absent = screen.getByRole('button', { name: 'Mark absent (no-show)' });
    expect(complete).toHaveProperty('disabled', true);
    expect(absent).toHaveProperty('disabled', true);
    expect(complete.getAttribute('aria-describedby')).toBe('outcome-note');
    expect(screen.getByText('Can be marked after the consultation starts.').id).toBe(
      'outcome-note',
    );
    expect(screen.getByRole('button', { name: 'Cancel appointment' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('asks before marking absent, says nothing is refunded, then posts no-show', async () => {
    const server = recordingFetch(() => ({
      body: {
        success: true,
        appointment: adminAppointment({
          status: 'no_show',
          can_complete: false,
          can_office_cancel: false,
          can_undo_outcome: true,
        }),
      },
    }));
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(
      <AppointmentActions
        appointment={adminAppointment({ can_complete: true })}
        language="english"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mark absent (no-show)' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark APT-0041 absent?' });
    expect(
      within(dialog).getByText(
        'The customer did not come to the consultation. Nothing is refunded.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark absent' }));
    await waitFor(() => expect(screen.getByText('Marked absent.')).toBeTruthy());
    expect(server.calls).toEqual([
      { method: 'POST', path: '/api/admin/appointments/41/no-show', body: undefined },
    ]);
  });

  it('undoes a completion recorded today, and offers nothing else for it', async () => {
    const server = recordingFetch(() => ({
      body: { success: true, appointment: adminAppointment() },
    }));
    vi.stubGlobal('fetch', server.fetch);
    const completed = adminAppointment({
      status: 'completed',
      can_complete: false,
      can_office_cancel: false,
      can_undo_outcome: true,
      outcome_at: '2030-03-12T05:10:00.000Z',
    });
    await renderInConsole(<AppointmentActions appointment={completed} language="english" />);
    expect(screen.queryByRole('button', { name: 'Mark consultation completed' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel appointment' })).toBeNull();
    expect(
      screen.getByText(
        /Marked “Completed” on 12 Mar 2030, 10:40 am\. Undo puts it back to scheduled \(today only\)\./,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getByText('Back to scheduled.')).toBeTruthy());
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/admin/appointments/41/undo-outcome',
    ]);
  });

  it('says before cancelling that everything goes back, cash by hand at once', async () => {
    await renderInConsole(
      <AppointmentActions appointment={adminAppointment()} language="english" />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel APT-0041?' });
    expect(
      within(dialog).getByText(
        'The office is cancelling, so the customer gets everything back: ₹590.00. No fee is kept, whatever the hour.',
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Paid in cash: hand the refund back now; it is recorded as handed over.',
      ),
    ).toBeTruthy();
  });

  it('says it in Tamil too, and says there is nothing to refund when nothing was paid', async () => {
    const { unmount } = await renderInConsole(
      <AppointmentActions appointment={adminAppointment()} language="tamil" />,
      'tamil',
    );
    fireEvent.click(screen.getByRole('button', { name: 'சந்திப்பை ரத்துசெய்' }));
    expect(
      within(screen.getByRole('dialog')).getByText(
        'அலுவலகம் ரத்துசெய்வதால், வாடிக்கையாளருக்கு முழுத் தொகையும் திருப்பித் தரப்படும்: ' +
          '₹590.00. எந்த நேரமாக இருந்தாலும் பிடித்தம் இல்லை.',
      ),
    ).toBeTruthy();
    unmount();
    const unpaid = adminAppointment({
      status: 'pending',
      payment_status: 'pending',
      scheduled_datetime: null,
      cancellation_refund: { amount: '0.00', fee: '0.00' },
    });
    await renderInConsole(<AppointmentActions appointment={unpaid} language="english" />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    expect(
      within(screen.getByRole('dialog')).getByText(
        'No payment was taken, so there is nothing to refund.',
      ).className,
    ).toBe('info-note');
  });

  it('speaks Tamil', async () => {
    await renderInConsole(
      <AppointmentActions appointment={adminAppointment()} language="tamil" />,
      'tamil',
    );
    expect(screen.getByRole('button', { name: 'ஆலோசனை முடிந்தது எனக் குறி' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'வரவில்லை எனக் குறி' })).toBeTruthy();
    expect(screen.getByText('ஆலோசனை தொடங்கிய பிறகே குறிக்க முடியும்.')).toBeTruthy();
  });
});

describe('availableActions', () => {
  it('takes cash only while it is owed, and cancels only when the server allows it', () => {
    const unpaid = adminAppointment({
      status: 'pending',
      payment_status: 'pending',
      scheduled_datetime: null,
      can_office_cancel: true,
    });
    expect(availableActions(unpaid)).toMatchObject({
      takeCash: true,
      showOutcome: false,
      cancel: true,
      outcomeBlockedKey: 'complete_needs_slot',
    });
    expect(availableActions(adminAppointment({ can_office_cancel: false })).cancel).toBe(false);
  });

  it('sends an online refund again only when the cancellation refund did not go through', () => {
    const cancelled = { status: 'cancelled' as const, can_office_cancel: false };
    const online = cashRefundOwed({ method: 'online', status: 'failed' });
    expect(
      availableActions(adminAppointment({ ...cancelled, refunds: [online] })).retryRefund,
    ).toBe(true);
    expect(
      availableActions(adminAppointment({ ...cancelled, refunds: [cashRefundOwed()] })).retryRefund,
    ).toBe(false);
    expect(
      availableActions(
        adminAppointment({ ...cancelled, refunds: [{ ...online, status: 'processed' }] }),
      ).retryRefund,
    ).toBe(false);
  });
});
