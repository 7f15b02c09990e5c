// Whether Chrome finds the portal installable (decision 0084). Lighthouse 12 dropped its PWA
// category and the installable-manifest audit with it, so the check asks Chrome itself, as
// DevTools' Application panel does: Page.getInstallabilityErrors (the manifest, its icons, the
// service worker and its scope) and Page.getAppManifest, on a portal page (the landing page links
// no manifest on purpose), once its worker controls it, in each language.
import puppeteer from 'puppeteer-core';

/**
 * @param {{ origin: string; chromePort: number; path?: string }} options the portal's origin, the
 *   DevTools port of a running Chrome (chrome-launcher's), and the page to check (/login by default).
 * @returns {Promise<{ language: string; manifest: string; name: string; errors: string[] }[]>}
 */
export async function checkInstallability({ origin, chromePort, path = '/login' }) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  // The browser's own profile: Chrome offers no install in an incognito context.
  const page = await browser.newPage();
  const results = [];
  try {
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    for (const language of ['english', 'tamil']) {
      await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
      await page.reload({ waitUntil: 'load' });
      // Registered after the load, in control once it has precached the shell.
      const href = language === 'tamil' ? '/manifest.ta.webmanifest' : '/manifest.webmanifest';
      await page.waitForFunction(
        (wanted) =>
          navigator.serviceWorker.controller !== null &&
          document.querySelector('link[rel="manifest"]')?.getAttribute('href') === wanted,
        { timeout: 60_000 },
        href,
      );
      const session = await page.createCDPSession();
      // Chrome reads a manifest whose link just changed a moment later: "no-manifest" until then.
      let { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
      for (
        let tries = 0;
        tries < 20 && installabilityErrors.some(({ errorId }) => errorId === 'no-manifest');
        tries += 1
      ) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        ({ installabilityErrors } = await session.send('Page.getInstallabilityErrors'));
      }
      const manifest = await session.send('Page.getAppManifest', {});
      const parsed = /** @type {{ name?: string }} */ (JSON.parse(manifest.data ?? '{}'));
      results.push({
        language,
        manifest: manifest.url.replace(origin, ''),
        name: parsed.name ?? '',
        errors: [
          ...installabilityErrors.map(({ errorId, errorArguments }) =>
            [errorId, ...errorArguments.map(({ name, value }) => `${name}=${value}`)].join(' '),
          ),
          ...manifest.errors.map(({ message }) => `manifest: ${message}`),
        ],
      });
      await session.detach();
    }
  } finally {
    await page.close();
    await browser.disconnect();
  }
  return results;
}
