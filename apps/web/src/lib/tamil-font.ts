/**
 * Puts the app's Tamil font (Noto Sans Tamil, styles/fonts.css) first in the page's fonts, once
 * the page's code is on. Until then the page shows the phone's own Tamil font (an Android phone's
 * is Noto Sans Tamil: the same letters). A device without it downloads the font only now, so on a
 * slow line the font's 30 KB never share the line with the code the screen waits for (decision 0089).
 * A page read before its code runs (the landing page, an information page, the not-found page)
 * names the font from the start, in its HTML (prerender.mjs).
 */
export function showTamilFont(): void {
  document.documentElement.classList.add('tamil-font');
}

/** The family of the app's Tamil font, as styles/fonts.css declares it. */
const TAMIL_FONT = '"Noto Sans Tamil"';
/** A Tamil letter: what makes a face of the Tamil block (its unicode-range) load. */
const TAMIL_LETTER = 'த';

/**
 * Starts fetching the weights of the Tamil font that a shell's screen shows (`data-tamil-font` on
 * the shell's root, prerender.mjs: both on a Tamil page; on an English page, the bold of the
 * language switch's "தமிழ்" where the screen has one), once the page's code runs and before the
 * screen draws. The code is in by then, so the font has the line to itself while the screen is
 * being drawn, and it is there when `showTamilFont` names it: no second drawing of the page's text
 * when it comes later (decision 0112). A phone with the font of its own (`local()` first) fetches
 * nothing. Never throws: a font that cannot come leaves the phone's own.
 */
export function fetchTamilFontOf(root: HTMLElement): Promise<unknown> {
  const weights = (root.dataset.tamilFont ?? '').split(' ').filter(Boolean);
  if (weights.length === 0 || typeof document.fonts?.load !== 'function') return Promise.resolve();
  return Promise.all(
    weights.map((weight) =>
      document.fonts.load(`${weight} 1em ${TAMIL_FONT}`, TAMIL_LETTER).catch(() => []),
    ),
  );
}
