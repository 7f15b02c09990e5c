import { expect, it } from 'vitest';
import { formatApproximate, formatPaise, formatRupeeText, rupeeTextToPaise } from './money';

it('reads rupee text as exact paise and shows it in the India setting', () => {
  expect(rupeeTextToPaise('1652.00')).toBe(165_200);
  expect(rupeeTextToPaise('0.07')).toBe(7);
  expect(rupeeTextToPaise('1030')).toBe(103_000);
  expect(formatPaise(14_000_000)).toBe('₹1,40,000.00');
  expect(formatRupeeText('1652.00')).toBe('₹1,652.00');
});

it('shows a foreign amount with its currency minor units, never a trailing digit dropped', () => {
  expect(formatApproximate(9.8, 'SGD')).toBe('SGD\u00a09.80');
  expect(formatApproximate(2060, 'EUR')).toBe('EUR\u00a02,060.00');
  expect(formatApproximate(4512.4, 'JPY')).toBe('JPY\u00a04,512');
  expect(formatApproximate(4.2151, 'KWD')).toBe('KWD\u00a04.215');
});
