import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { BUILD_LANGUAGES, fakeWebBuild, starterPage } from '../test/fake-web-build';

/** What a shell carries inline: its styles and its starter (apps/web/prerender.mjs). */
const INLINE_STYLE = 'body{margin:0}.app-shell{padding:1rem}';
const INLINE_STARTER = 'document.documentElement.dataset.started = "yes";';
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

/**
 * A web build with customer pages' shells, as apps/web/prerender.mjs writes them (which the
 * end-to-end tests run for real): shells.json names each route's shell, one file per language.
 */
function buildWithShells(): string {
  const titles = {
    '/booking': ['Book a consultation', 'ஆலோசனைக்கு முன்பதிவு செய்யுங்கள்'],
    '/payment/:appointmentId': ['Payment', 'கட்டணம்'],
  } as const;
  const pages: Record<string, string> = {
    'shells.json': JSON.stringify({
      '/booking': 'shell.booking',
      '/payment/:appointmentId': 'shell.payment.appointmentId',
    }),
  };
  for (const [pattern, [english, tamil]] of Object.entries(titles)) {
    const name = pattern === '/booking' ? 'shell.booking' : 'shell.payment.appointmentId';
    for (const [language, lang] of BUILD_LANGUAGES) {
      const title = language === 'tamil' ? tamil : english;
      pages[`${name}.${language}.html`] = starterPage(
        lang,
        title,
        `<div id="root" data-shell="${pattern}"><main><h1>${title}</h1><p role="status">…</p></main></div>`,
      ).replace(
        '</title>',
        `</title><style>${INLINE_STYLE}</style><script type="module" ` +
          `data-start="/assets/index.js">${INLINE_STARTER}</script><script ` +
          `type="application/json" id="first-answers">[]</script>`,
      );
    }
  }
  return fakeWebBuild({ pages, renderers: {} });
}

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ webDistDir: buildWithShells() });
});
afterAll(() => testApp.close());

const visit = (url: string, headers: Record<string, string> = {}) =>
  testApp.inject({ method: 'GET', url, headers });

it("answers a customer's page with its shell in the cookie's language", async () => {
  const english = await visit('/booking?service=2');
  expect(english.statusCode).toBe(200);
  expect(english.body).toContain('<html lang="en">');
  expect(english.body).toContain('<h1>Book a consultation</h1>');
  expect(english.headers.vary).toContain('Cookie');
  const tamil = await visit('/booking', { cookie: 'language=tamil' });
  expect(tamil.body).toContain('<html lang="ta">');
  expect(tamil.body).toContain('<h1>ஆலோசனைக்கு முன்பதிவு செய்யுங்கள்</h1>');
  // A route with a parameter has one shell for every value; the browser keeps it only while it is current.
  const payment = await visit('/payment/42', { cookie: 'language=tamil' });
  expect(payment.body).toContain('data-shell="/payment/:appointmentId"');
  expect(payment.headers['cache-control']).toBe('no-cache');
  expect(
    (await visit('/booking', { 'if-none-match': english.headers.etag as string })).statusCode,
  ).toBe(304);
});

it('answers a page without a shell with the bare page, an unknown one with 404', async () => {
  const office = await visit('/admin/figures');
  expect(office.statusCode).toBe(200);
  expect(office.body).toContain('<div id="root"></div>');
  expect((await visit('/bookings')).statusCode).toBe(404);
});

it("admits exactly the shell's inline style and starter by their hashes", async () => {
  const shellPolicy = String((await visit('/booking')).headers['content-security-policy']);
  expect(shellPolicy).toContain(`style-src 'self' 'sha256-${sha256(INLINE_STYLE)}';`);
  expect(shellPolicy).toContain(
    `script-src 'self' https://checkout.razorpay.com 'sha256-${sha256(INLINE_STARTER)}';`,
  );
  // Two hashes in all (the JSON the page carries is data, not script), and no blanket permission.
  expect(shellPolicy.match(/'sha256-/g)).toHaveLength(2);
  expect(shellPolicy).not.toContain('unsafe-inline');
  // Otherwise the pages' own policy, directive for directive.
  const page = String((await visit('/admin/figures')).headers['content-security-policy']);
  const withoutHashes = (policy: string) => policy.replace(/ 'sha256-[^']+'/g, '');
  expect(withoutHashes(shellPolicy)).toBe(page);
});
