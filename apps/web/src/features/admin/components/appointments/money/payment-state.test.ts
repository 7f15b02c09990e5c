import { describe, expect, it } from 'vitest';
import { paymentStateWord } from './payment-state';

const cash = { id: 1, method: 'cash' as const, status: 'cancelled' as const };

describe("a cash choice's end, in words", () => {
  it('is the booking cancelled when nothing was paid online', () => {
    expect(paymentStateWord(cash, [cash])).toBe('cancelled');
  });

  it('is given up for online payment when the customer paid online instead', () => {
    const online = { id: 2, method: 'online' as const, status: 'paid' as const };
    expect(paymentStateWord(cash, [cash, online])).toBe('cash_for_online');
  });

  it("looks only at the same appointment's payments in a customer's list", () => {
    const elsewhere = {
      id: 2,
      method: 'online' as const,
      status: 'paid' as const,
      appointment_id: 8,
    };
    expect(paymentStateWord({ ...cash, appointment_id: 7 }, [elsewhere])).toBe('cancelled');
  });

  it('leaves every other state as it is', () => {
    expect(paymentStateWord({ ...cash, status: 'pending' }, [])).toBe('pending');
  });
});
