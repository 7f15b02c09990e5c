import { describe, expect, it } from 'vitest';
import { pageOf, pageWindow } from './page-window';

/**
 * The list 0..total-1 read through a window as a database would: in order or reversed, skipped and
 * limited, then turned back.
 */
const read =
  (total: number) =>
  async ({ reverse, offset, limit }: { reverse: boolean; offset: number; limit: number }) => {
    const list = Array.from({ length: total }, (_, index) => index);
    const taken = (reverse ? [...list].reverse() : list).slice(offset, offset + limit);
    return reverse ? taken.reverse() : taken;
  };

describe('a page of a long list', () => {
  it('is read from the start in the first half, from the end in the second', () => {
    expect(pageWindow(0, 25, 300_000)).toEqual({ reverse: false, offset: 0, limit: 25 });
    expect(pageWindow(149_975, 25, 300_000)).toEqual({
      reverse: false,
      offset: 149_975,
      limit: 25,
    });
    expect(pageWindow(150_000, 25, 300_000)).toEqual({ reverse: true, offset: 149_975, limit: 25 });
    expect(pageWindow(299_975, 25, 300_000)).toEqual({ reverse: true, offset: 0, limit: 25 });
    // The last, short page: only what is left.
    expect(pageWindow(299_990, 25, 300_000)).toEqual({ reverse: true, offset: 0, limit: 10 });
  });

  it('gives the same rows whichever end it is read from, for every page', async () => {
    for (const total of [0, 1, 24, 25, 26, 4_999, 5_000, 5_013]) {
      for (let offset = 0; offset < total + 50; offset += 25) {
        const expected = await read(total)({ reverse: false, offset, limit: 25 });
        expect((await pageOf(offset, 25, async () => total, read(total))).rows).toEqual(expected);
        const window = pageWindow(offset, 25, total);
        expect(offset >= total ? [] : await read(total)(window)).toEqual(expected);
      }
    }
  });
});
