import { expect, it } from 'vitest';
import { keptFee, quoteKind, refundState } from './refund-rules';

it('says what cancelling gives back: nothing paid, all, part with a fee, or only a fee', () => {
  expect(quoteKind({ amount: '0.00', fee: '0.00' })).toBe('nothing_paid');
  expect(quoteKind({ amount: '590.00', fee: '0.00' })).toBe('full');
  expect(quoteKind({ amount: '295.00', fee: '295.00' })).toBe('partial');
  expect(quoteKind({ amount: '0.00', fee: '590.00' })).toBe('fee_only');
});

it('reads a refund as given back, on its way, cash to collect, or held up', () => {
  expect(refundState({ method: 'online', status: 'processed' })).toBe('processed');
  expect(refundState({ method: 'cash', status: 'processed' })).toBe('processed');
  expect(refundState({ method: 'online', status: 'pending' })).toBe('on_its_way');
  expect(refundState({ method: 'cash', status: 'pending' })).toBe('cash_to_collect');
  expect(refundState({ method: 'online', status: 'failed' })).toBe('failed');
  expect(keptFee({ fee: '295.00' })).toBe(true);
  expect(keptFee({ fee: '0.00' })).toBe(false);
});
