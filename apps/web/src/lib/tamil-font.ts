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
