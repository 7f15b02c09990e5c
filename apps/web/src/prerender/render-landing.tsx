import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Language } from '@portal/contracts';
import { LandingApp } from '../app/landing-app';
import { i18n, initI18n, loadLanguage } from '../lib/i18n';
import { localeOf } from '../lib/language';

/**
 * The landing page's markup in one language, rendered at build time with the built-in text
 * and standard prices, exactly as the browser's first render draws it (app/landing-start.tsx
 * hydrates the same tree).
 */
export async function renderLanding(language: Language): Promise<string> {
  if (i18n.isInitialized) {
    await loadLanguage(language);
    await i18n.changeLanguage(localeOf[language]);
  } else {
    await initI18n(language, 'landing');
  }
  return renderToString(
    <StrictMode>
      <LandingApp />
    </StrictMode>,
  );
}
