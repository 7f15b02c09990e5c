import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminAppointment, cashRefundOwed } from '../../../testing/admin-fixtures';
import { recordingFetch, renderInConsole } from '../../../testing/render-in-console';
import { RefundList } from './refund-list';

afterEach(() => vi.unstubAllGlobals());

describe('the refunds of an appointment', () => {
  it('shows a cash refund owed and records it handed over', async () => {
    const handedOver = cashRefundOwed({
      status: 'processed',
      processed_at: '2030-03-03T06:00:00.000Z',
    });
    const server = recordingFetch(() => ({
      body: {
        success: true,
        appointment: adminAppointment({ status: 'cancelled', refunds: [handedOver] }),
      },
    }));
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(
      <RefundList
        appointment={adminAppointment({ status: 'cancelled', refunds: [cashRefundOwed()] })}
        language="english"
      />,
    );
    const refunds = screen.getByRole('region', { name: 'Refunds' });
    expect(within(refunds).getByText('Cancellation')).toBeTruthy();
    expect(within(refunds).getByText('Owed: to be handed back in cash')).toBeTruthy();
    expect(within(refunds).getByText('Travelling')).toBeTruthy();
    fireEvent.click(within(refunds).getByRole('button', { name: 'Mark refund handed over' }));
    await waitFor(() => expect(screen.getByText('Refund recorded as handed over.')).toBeTruthy());
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/admin/refunds/7/handed-over',
    ]);
  });

  it("names each kind and an online refund's Razorpay id, with no hand-over button", async () => {
    const refunds = [
      cashRefundOwed({
        id: 8,
        kind: 'paid_after_cancel',
        method: 'online',
        status: 'processed',
        processed_at: '2030-03-03T06:00:00.000Z',
        gateway_refund_id: 'rfnd_123',
        reason: null,
      }),
      cashRefundOwed({
        id: 9,
        kind: 'duplicate_payment',
        method: 'online',
        status: 'pending',
        reason: null,
      }),
    ];
    await renderInConsole(
      <RefundList
        appointment={adminAppointment({ status: 'cancelled', refunds })}
        language="english"
      />,
    );
    expect(screen.getByText('Paid after cancellation')).toBeTruthy();
    expect(screen.getByText('Second payment')).toBeTruthy();
    expect(screen.getByText('rfnd_123')).toBeTruthy();
    expect(screen.getByText('Waiting for Razorpay')).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Credit note (PDF)',
    ]);
  });

  it('shows nothing when there is no refund, and speaks Tamil when there is', async () => {
    const { container } = await renderInConsole(
      <RefundList appointment={adminAppointment()} language="english" />,
    );
    expect(container.textContent).toBe('');
    await renderInConsole(
      <RefundList
        appointment={adminAppointment({ status: 'cancelled', refunds: [cashRefundOwed()] })}
        language="tamil"
      />,
      'tamil',
    );
    expect(screen.getByRole('region', { name: 'பணத்திருப்பங்கள்' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'பணத்திருப்பம் ஒப்படைக்கப்பட்டது எனக் குறி' })).toBeTruthy();
  });
});
