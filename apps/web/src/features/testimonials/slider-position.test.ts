import { describe, expect, it } from 'vitest';
import { lastStartIndex, nextIndex, previousIndex, visibleCardCount } from './slider-position';

describe('testimonial slider positions', () => {
  it('shows three cards on a desktop and one on a phone', () => {
    expect(visibleCardCount(940)).toBe(3);
    expect(visibleCardCount(1400)).toBe(3);
    expect(visibleCardCount(343)).toBe(1);
    expect(visibleCardCount(200)).toBe(1);
  });

  it('advances to the last full view, then wraps to the first', () => {
    expect(lastStartIndex(5, 3)).toBe(2);
    expect([0, 1, 2].map((index) => nextIndex(index, 5, 3))).toEqual([1, 2, 0]);
    expect(nextIndex(4, 5, 1)).toBe(0);
  });

  it('goes back, wrapping from the first to the last full view', () => {
    expect(previousIndex(0, 5, 3)).toBe(2);
    expect(previousIndex(2, 5, 3)).toBe(1);
  });

  it('stays put when every card fits', () => {
    expect(nextIndex(0, 2, 3)).toBe(0);
  });
});
