import { describe, expect, it } from 'vitest';
import { maskedPhoneNumber } from '../../../lib/phone';
import { parseBreachMoment } from './breach-window';

describe('parseBreachMoment', () => {
  it('reads a time without an offset as India time, and a date alone as its midnight', () => {
    expect(parseBreachMoment('2026-11-30T14:00')?.toISOString()).toBe('2026-11-30T08:30:00.000Z');
    expect(parseBreachMoment('2026-11-30 14:00:30')?.toISOString()).toBe(
      '2026-11-30T08:30:30.000Z',
    );
    expect(parseBreachMoment('2026-11-30')?.toISOString()).toBe('2026-11-29T18:30:00.000Z');
  });

  it('keeps the offset it is given', () => {
    expect(parseBreachMoment('2026-11-30T08:30Z')?.toISOString()).toBe('2026-11-30T08:30:00.000Z');
    expect(parseBreachMoment('2026-11-30T10:00:00+01:00')?.toISOString()).toBe(
      '2026-11-30T09:00:00.000Z',
    );
  });

  it('refuses what is not a moment', () => {
    for (const text of ['yesterday', '2026-02-30', '2026-11-30T25:00', '30/11/2026', ''])
      expect(parseBreachMoment(text), text).toBeNull();
  });
});

describe('maskedPhoneNumber', () => {
  it('shows the country code and the last four digits only', () => {
    expect(maskedPhoneNumber('+919840073001')).toBe('+91 ••••••3001');
    expect(maskedPhoneNumber('+6591234567')).toBe('+65 ••••4567');
  });
});
