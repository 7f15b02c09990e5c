/**
 * Tells the page's starter (page-starter.js, beside index.html) that the page is
 * alive: the taps it held while the code arrived are given now.
 */
export function announcePageMounted(): void {
  document.dispatchEvent(new Event('portal:mounted'));
}
