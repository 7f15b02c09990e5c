import { describe, expect, it } from 'vitest';
import { formatInr, includedShareOfPaise, paiseToRupeeText, percentOfPaise } from './money';

describe('money in paise', () => {
  it('shows rupees with two decimals', () => {
    expect(paiseToRupeeText(140_000)).toBe('1400.00');
    expect(paiseToRupeeText(5)).toBe('0.05');
    expect(paiseToRupeeText(0)).toBe('0.00');
  });

  it('formats in the India setting', () => {
    expect(formatInr(140_000)).toBe('₹1,400.00');
    expect(formatInr(12_345_678_90)).toBe('₹1,23,45,678.90');
  });

  it('takes shares rounded half up to the paisa', () => {
    expect(percentOfPaise(50_000, 1800)).toBe(9_000);
    expect(percentOfPaise(333, 1800)).toBe(60); // 59.94 -> 60
    expect(percentOfPaise(25, 1000)).toBe(3); // 2.5 -> 3
    expect(includedShareOfPaise(59_000, 1800)).toBe(9_000);
  });

  it('refuses fractions of a paisa', () => {
    expect(() => paiseToRupeeText(10.5)).toThrow(RangeError);
  });
});
