import { describe, expect, it } from 'vitest';
import { describeChanges } from './audit-changes';

describe('an audit entry in a person’s terms', () => {
  it('pairs a stored row with its update, leaving out what did not change', () => {
    const before = {
      nameEnglish: 'Jathagam',
      basePricePaise: 150000,
      active: true,
      consultationModes: ['online'],
    };
    const after = {
      name_english: 'Jathagam reading',
      price: '1750',
      active: true,
      consultation_modes: ['online', 'in_person'],
    };
    expect(describeChanges(before, after)).toEqual({
      changes: [
        { field: 'name_english', kind: 'text', before: 'Jathagam', after: 'Jathagam reading' },
        { field: 'price', kind: 'money', before: '1500.00', after: '1750.00' },
      ],
      otherFields: ['consultation_modes'],
    });
  });

  it('shows what a removal took away and an addition added, marking times', () => {
    expect(describeChanges({ day: '2030-03-02', start_time: '10:00' }, null).changes).toEqual([
      { field: 'day', kind: 'date', before: '2030-03-02', after: null },
      { field: 'start_time', kind: 'clock', before: '10:00', after: null },
    ]);
    expect(
      describeChanges(
        { status: 'paid', scheduled_datetime: null },
        { status: 'scheduled', scheduled_datetime: '2030-03-02T04:30:00.000Z' },
      ).changes,
    ).toEqual([
      { field: 'status', kind: 'text', before: 'paid', after: 'scheduled' },
      {
        field: 'scheduled_datetime',
        kind: 'moment',
        before: null,
        after: '2030-03-02T04:30:00.000Z',
      },
    ]);
  });

  it('turns paise into rupees one level deep and drops database ids', () => {
    expect(
      describeChanges(
        { payment_id: 4 },
        { refund_id: 9, refund: { id: 9, amount_paise: 99, fee_paise: 0 } },
      ).changes,
    ).toEqual([
      { field: 'refund.amount', kind: 'money', before: null, after: '0.99' },
      { field: 'refund.fee', kind: 'money', before: null, after: '0.00' },
    ]);
  });

  it('says nothing for shapes it cannot read', () => {
    expect(describeChanges('odd', [1, 2])).toEqual({ changes: [], otherFields: [] });
  });
});
