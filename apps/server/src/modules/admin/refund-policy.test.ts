import { expect, it } from 'vitest';
import { refundDue } from './refund-policy';

const now = new Date('2026-11-21T06:00:00Z');
const hoursAhead = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

it('gives everything back 24 hours or more ahead, or before a slot is chosen', () => {
  expect(refundDue(59_000, hoursAhead(48), now)).toEqual({ amountPaise: 59_000, feePaise: 0 });
  expect(refundDue(59_000, hoursAhead(24), now)).toEqual({ amountPaise: 59_000, feePaise: 0 });
  expect(refundDue(59_000, null, now)).toEqual({ amountPaise: 59_000, feePaise: 0 });
});

it('keeps a 50% fee within 24 hours; the odd paisa goes back to the customer', () => {
  expect(refundDue(59_000, hoursAhead(12), now)).toEqual({ amountPaise: 29_500, feePaise: 29_500 });
  expect(refundDue(59_001, hoursAhead(23.99), now)).toEqual({ amountPaise: 29_501, feePaise: 29_500 });
});

it('gives nothing back once the consultation has begun', () => {
  expect(refundDue(59_000, now, now)).toEqual({ amountPaise: 0, feePaise: 59_000 });
  expect(refundDue(59_000, hoursAhead(-3), now)).toEqual({ amountPaise: 0, feePaise: 59_000 });
});
