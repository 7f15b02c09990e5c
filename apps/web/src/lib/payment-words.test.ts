import { expect, it } from 'vitest';
import { paymentWord } from './payment-words';

it('says a booking cancelled before it was paid owes nothing', () => {
  expect(paymentWord({ status: 'cancelled', payment_status: 'pending' })).toBe('nothing_due');
  expect(paymentWord({ status: 'cancelled', payment_status: 'failed' })).toBe('nothing_due');
});

it('keeps the payment word where money moved or is still owed', () => {
  expect(paymentWord({ status: 'cancelled', payment_status: 'paid' })).toBe('paid');
  expect(paymentWord({ status: 'cancelled', payment_status: 'refunded' })).toBe('refunded');
  expect(paymentWord({ status: 'pending', payment_status: 'pending' })).toBe('pending');
});
