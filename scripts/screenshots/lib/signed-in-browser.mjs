import { chromium } from '@playwright/test';

/** Debian's Chromium (or CHROMIUM_PATH), as the screenshot scripts use it. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
}

/** A browser context at this width whose web app is signed in as `session` ({ token, user }) and speaks `language`. */
export async function signedInContext(browser, { width, height = 800, language, session }) {
  const context = await browser.newContext({
    viewport: { width, height },
    reducedMotion: 'reduce',
  });
  await context.addInitScript(
    ([lang, token, user]) => {
      localStorage.setItem('language', lang);
      localStorage.setItem('auth_token', token);
      localStorage.setItem('user_data', JSON.stringify(user));
    },
    [language, session.token, session.user],
  );
  return context;
}
