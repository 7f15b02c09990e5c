import { mountPortal } from './app/portal-start';
import { showStartupFailure } from './app/startup-failure';
import { applyCachedServerTranslations, initI18n, loadServerTranslations } from './lib/i18n';
import { readSavedLanguage } from './lib/language';
import { announcePageMounted } from './lib/page-mounted';
import { fetchTamilFontOf } from './lib/tamil-font';
import './styles/fonts.css';
import './styles/global.css';

/**
 * The entry of index.html: every page but the prerendered landing page (src/landing-main.tsx),
 * which the server sends for / and /landing.
 */
const container = document.getElementById('root')!;
// A shell's Tamil font comes while its screen is drawn (decision 0112).
void fetchTamilFontOf(container);

function afterFirstScreen(): void {
  announcePageMounted();
  applyCachedServerTranslations();
  void loadServerTranslations();
}

mountPortal(container, {
  wordsReady: initI18n(readSavedLanguage()),
  onMounted: afterFirstScreen,
}).catch((error: unknown) => {
  console.error('The portal could not start', error);
  showStartupFailure(container);
});
