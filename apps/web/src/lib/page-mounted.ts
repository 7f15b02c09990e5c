import { showTamilFont } from './tamil-font';

/**
 * Tells the page's starter (page-starter.js, beside index.html) that the page is
 * alive: the taps it held while the code arrived are given now. Marked on the page's timeline
 * too (`portal:mounted`): the slow-phone benchmark counts a page usable no sooner than that.
 * The app's Tamil font comes now (lib/tamil-font.ts).
 */
export function announcePageMounted(): void {
  performance.mark('portal:mounted');
  showTamilFont();
  document.dispatchEvent(new Event('portal:mounted'));
}
