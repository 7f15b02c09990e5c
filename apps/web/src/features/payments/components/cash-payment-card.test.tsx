import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  customerAppointment,
  office,
  recordingFetch,
  renderCustomerComponent,
} from '../../../test/customer-fixtures';
import { CashPaymentCard } from './cash-payment-card';

afterEach(() => vi.unstubAllGlobals());

const order = {
  success: true,
  razorpay_key_id: 'rzp_test',
  amount: '590.00',
  currency: 'INR',
  name: 'Portal',
  description: 'AST-2026-0041',
  razorpay_order_id: 'order_1',
  prefill: { name: 'Meena', email: '', contact: '+919876543210' },
  theme: { color: '#7a1f1f' },
  test_mode: true,
};

describe('the cash card', () => {
  it('says what to pay, where and when, and pays online instead through the same checkout', async () => {
    const cash = customerAppointment({
      status: 'pending',
      payment_status: 'pending',
      payment: { method: 'cash', status: 'pending', amount: '590.00' },
      scheduled_datetime: null,
    });
    const paid = customerAppointment({
      status: 'paid',
      payment: { method: 'online', status: 'paid', amount: '590.00' },
    });
    const server = recordingFetch({
      '/api/payments/appointments/41/initiate': () => ({ body: order }),
      '/api/payments/test-gateway/checkout': () => ({
        body: {
          success: true,
          outcome: 'paid',
          razorpay_order_id: 'order_1',
          razorpay_payment_id: 'pay_1',
          razorpay_signature: 'sig',
        },
      }),
      '/api/payments/verify': () => ({ body: { success: true, appointment: paid } }),
    });
    vi.stubGlobal('fetch', server.fetch);
    const onPaid = vi.fn();
    await renderCustomerComponent(
      <CashPaymentCard
        appointment={cash}
        amount="590.00"
        language="english"
        office={office}
        onPaid={onPaid}
      />,
    );
    const card = screen.getByRole('region', { name: 'Pay in cash at our office' });
    expect(within(card).getByTestId('cash-due').textContent).toBe('₹590.00');
    expect(card.textContent).toContain('12 North Car Street, Madurai 625001');
    expect(card.textContent).toContain('Monday to Saturday, 9 AM to 6 PM');
    fireEvent.click(within(card).getByRole('button', { name: 'Pay online instead' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pay (test)' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(paid));
    expect(server.calls.map((call) => call.path)).toEqual([
      '/api/payments/appointments/41/initiate',
      '/api/payments/test-gateway/checkout',
      '/api/payments/verify',
    ]);
  });
});
