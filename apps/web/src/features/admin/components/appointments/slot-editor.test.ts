import { describe, expect, it } from 'vitest';
import { chosenStartMinute } from './slot-editor';

describe('the start minute the office sends', () => {
  it('is the chosen slot, or another time of the day as minutes after midnight', () => {
    expect(chosenStartMinute('600', '')).toBe(600);
    expect(chosenStartMinute('', '07:05')).toBe(425);
    expect(chosenStartMinute('', '23:59')).toBe(1439);
  });

  it('is nothing until a slot or a whole time is given', () => {
    expect(chosenStartMinute('', '')).toBeNull();
    expect(chosenStartMinute('', '7:5')).toBeNull();
  });
});
