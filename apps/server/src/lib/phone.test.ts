import { expect, it } from 'vitest';
import { normalisePhoneNumber } from './phone';

it.each([
  ['9876543210', '+919876543210'],
  ['98765 43210', '+919876543210'],
  ['+91 98765-43210', '+919876543210'],
  ['+65 8123 4567', '+6581234567'],
  ['+1 (201) 555-0123', '+12015550123'],
  ['+44 7911 123456', '+447911123456'],
])('normalises %s to %s', (typed, e164) => {
  expect(normalisePhoneNumber(typed)).toBe(e164);
});

it.each([
  '',
  '12345',
  '98765',
  '+91 12345 67890',
  '+91 44 2345 6789',
  'abc',
  '+1 555 0100',
  '9'.repeat(16),
])('refuses %s', (typed) => {
  expect(normalisePhoneNumber(typed)).toBeNull();
});
