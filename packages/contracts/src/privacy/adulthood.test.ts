import { describe, expect, it } from 'vitest';
import { ageOn, isChild } from './adulthood';

describe('the age that needs a guardian', () => {
  it('counts a year more on each birthday, not the day before', () => {
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17);
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
    expect(isChild('2008-06-15', '2026-06-14')).toBe(true);
    expect(isChild('2008-06-15', '2026-06-15')).toBe(false);
  });

  it('gives a 29 February birthday on 1 March in other years', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('takes a text that is no date for no child (its own check refuses it)', () => {
    expect(ageOn('15/06/2008', '2026-06-15')).toBeNull();
    expect(isChild('', '2026-06-15')).toBe(false);
  });
});
