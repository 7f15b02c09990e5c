import { expect, it } from 'vitest';
import { isFinishedDate } from './typed-date';

it('takes a date as finished once its year is typed in full, not at each digit before', () => {
  expect(['0002-12-15', '0020-12-15', '0202-12-15'].map(isFinishedDate)).toEqual([
    false,
    false,
    false,
  ]);
  expect(isFinishedDate('2026-12-15')).toBe(true);
  expect(isFinishedDate('')).toBe(false);
});
