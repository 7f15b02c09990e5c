import { expect, it } from 'vitest';
import { formatPaise, formatRupeeText, rupeeTextToPaise } from './money';

it('reads rupee text as exact paise and shows it in the India setting', () => {
  expect(rupeeTextToPaise('1652.00')).toBe(165_200);
  expect(rupeeTextToPaise('0.07')).toBe(7);
  expect(rupeeTextToPaise('1030')).toBe(103_000);
  expect(formatPaise(14_000_000)).toBe('₹1,40,000.00');
  expect(formatRupeeText('1652.00')).toBe('₹1,652.00');
});
