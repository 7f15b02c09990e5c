import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const BUILD_LANGUAGES = [
  ['english', 'en'],
  ['tamil', 'ta'],
] as const;

/** A page of the build that loads the page starter (apps/web/page-starter.js), with the root given. */
export const starterPage = (lang: string, title: string, root: string) =>
  `<!doctype html><html lang="${lang}"><title>${title}</title><script type="module" ` +
  `src="/assets/page-starter.js"></script>${root}</html>`;

/**
 * A web build in a new folder, as the server reads it: dist/index.html, the pages given (file
 * name → HTML, in dist/) and server renderers (name → module source, in dist-server/{name}.js).
 * Returns the dist folder.
 */
export function fakeWebBuild({
  pages,
  renderers,
}: {
  pages: Record<string, string>;
  renderers: Record<string, string>;
}): string {
  const web = mkdtempSync(join(tmpdir(), 'portal-web-'));
  const dist = join(web, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(web, 'dist-server'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><title>portal</title><div id="root"></div></html>',
  );
  for (const [file, html] of Object.entries(pages)) writeFileSync(join(dist, file), html);
  for (const [name, source] of Object.entries(renderers))
    writeFileSync(join(web, 'dist-server', `${name}.js`), source);
  return dist;
}

/**
 * A web build with the landing page's templates, its prerendered pages, and a server renderer
 * of the same shape as apps/web/src/prerender/render-landing.tsx (which the end-to-end tests run
 * for real): it draws the office's headline, each service's price, the testimonials' count and
 * the footer's title, and fails while the office's footer title is "break".
 */
export function fakeLandingBuild(): string {
  const pages: Record<string, string> = {};
  for (const [language, lang] of BUILD_LANGUAGES) {
    pages[`landing.${language}.html`] = starterPage(
      lang,
      'Jothidam',
      `<div id="root" data-prerendered="${language}"><main>prerendered</main></div>`,
    );
    pages[`landing-template.${language}.html`] = starterPage(
      lang,
      'Jothidam',
      '<div id="root"></div>',
    );
  }
  return fakeWebBuild({
    pages,
    renderers: {
      'render-landing': `export async function renderLandingPage(
      language,
      { services, testimonials, settings, translations },
    ) {
      if (settings.settings.footer_title === 'break') throw new Error('cannot draw');
      const prices = services.services.map((service) => service.name + ': ' + service.price).join(', ');
      const headline = translations.translations[language].landing?.hero_title ?? 'built-in headline';
      return {
        title: 'Book · ' + settings.settings.footer_title,
        markup: '<main data-language="' + language + '"><h1>' + headline + '</h1>' + prices +
          ' / ' + testimonials.data.length + ' videos</main>',
        answers: '<script type="application/json" id="first-answers">' +
          JSON.stringify(services.services.length) + '</script>',
      };
    }`,
    },
  });
}
