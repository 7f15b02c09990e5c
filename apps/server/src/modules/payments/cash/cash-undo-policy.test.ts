import { describe, expect, it } from 'vitest';
import { cashUndoRefusal } from './cash-undo-policy';

const paidCash = (paidAt: string) => ({ method: 'cash', status: 'paid', paidAt: new Date(paidAt) });
const waiting = { status: 'paid', paymentStatus: 'paid', consultationMode: 'phone' };

describe('cashUndoRefusal', () => {
  it('allows the same India day, from just after midnight to just before the next', () => {
    // 00:05 and 23:55 India time on 26 November are 18:35 the day before and 18:25 UTC.
    expect(
      cashUndoRefusal(waiting, paidCash('2026-11-25T18:35:00Z'), new Date('2026-11-26T18:25:00Z')),
    ).toBeNull();
  });

  it('refuses the next India day, even minutes later', () => {
    // 23:55 India time, then 00:05 the next India day.
    expect(
      cashUndoRefusal(waiting, paidCash('2026-11-26T18:25:00Z'), new Date('2026-11-26T18:35:00Z')),
    ).toBe('too_late');
  });

  it('allows an office consultation with a time, and refuses any other time or state', () => {
    // A phone or video time is refused, and so is anything held, absent or cancelled.
    const at = paidCash('2026-11-26T05:00:00Z');
    const now = new Date('2026-11-26T06:00:00Z');
    expect(
      cashUndoRefusal(
        { status: 'scheduled', paymentStatus: 'paid', consultationMode: 'in_person' },
        at,
        now,
      ),
    ).toBeNull();
    for (const consultationMode of ['phone', 'video'])
      expect(
        cashUndoRefusal({ status: 'scheduled', paymentStatus: 'paid', consultationMode }, at, now),
      ).toBe('moved_on');
    for (const status of ['completed', 'no_show', 'cancelled'])
      expect(
        cashUndoRefusal({ status, paymentStatus: 'paid', consultationMode: 'in_person' }, at, now),
      ).toBe('moved_on');
  });

  it('is not the desk’s to undo when nothing, or an online payment, was taken', () => {
    const now = new Date('2026-11-26T06:00:00Z');
    expect(cashUndoRefusal(waiting, undefined, now)).toBe('not_cash');
    expect(cashUndoRefusal(waiting, { method: 'online', status: 'paid', paidAt: now }, now)).toBe(
      'not_cash',
    );
    expect(
      cashUndoRefusal(
        { ...waiting, paymentStatus: 'refunded' },
        paidCash('2026-11-26T05:00:00Z'),
        now,
      ),
    ).toBe('not_cash');
  });
});
