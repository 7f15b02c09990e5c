import { expect, it } from 'vitest';
import { displayPhoneNumber } from './phone-display';

it('shows an Indian number grouped 5 and 5, others as stored', () => {
  expect(displayPhoneNumber('+919876543210')).toBe('+91 98765 43210');
  expect(displayPhoneNumber('+6581234567')).toBe('+6581234567');
});
