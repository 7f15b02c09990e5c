import { afterEach, expect, it, vi } from 'vitest';
import { fetchTamilFontOf } from './tamil-font';

/** A shell's root naming the Tamil font's weights its screen shows, as prerender.mjs writes it. */
function shellRoot(weights?: string): HTMLElement {
  const root = document.createElement('div');
  if (weights !== undefined) root.dataset.tamilFont = weights;
  return root;
}

function stubFonts(load: (font: string, text: string) => Promise<FontFace[]>) {
  const fonts = { load: vi.fn(load) };
  Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
  return fonts;
}

afterEach(() => {
  Reflect.deleteProperty(document, 'fonts');
});

it("asks for each weight the shell names, with a Tamil letter, so the Tamil block's face loads", async () => {
  const fonts = stubFonts(() => Promise.resolve([]));
  await fetchTamilFontOf(shellRoot('400 700'));
  expect(fonts.load.mock.calls).toEqual([
    ['400 1em "Noto Sans Tamil"', 'த'],
    ['700 1em "Noto Sans Tamil"', 'த'],
  ]);
});

it('asks for nothing on a page whose screen shows no Tamil', async () => {
  const fonts = stubFonts(() => Promise.resolve([]));
  await fetchTamilFontOf(shellRoot());
  expect(fonts.load).not.toHaveBeenCalled();
});

it('settles when the font cannot come, leaving the phone its own', async () => {
  stubFonts(() => Promise.reject(new Error('offline')));
  await expect(fetchTamilFontOf(shellRoot('700'))).resolves.toBeDefined();
});
