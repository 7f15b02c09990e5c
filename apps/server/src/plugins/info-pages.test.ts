import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { createAdmin } from '../test/customers';
import { BUILD_LANGUAGES, fakeWebBuild, starterPage } from '../test/fake-web-build';

/**
 * A web build with the information pages' templates and a server renderer of the same shape as
 * apps/web/src/prerender/render-info.tsx (which the end-to-end tests run for real): it draws the
 * office's page and footer title, and fails for /contact.
 */
function infoPagesBuild(): string {
  const pages: Record<string, string> = {};
  for (const [language, lang] of BUILD_LANGUAGES)
    pages[`info-page.${language}.html`] = starterPage(lang, 'portal', '<div id="root"></div>');
  return fakeWebBuild({
    pages,
    renderers: {
      'render-info': `export async function renderInfoPage({ pageType, language, page, settings }) {
      if (pageType === 'contact') throw new Error('no renderer for contact');
      return {
        title: page.title + ' · $& <Portal>',
        markup: '<main data-language="' + language + '">' + page.content + '</main>' +
          '<footer>' + settings.footer_title + '</footer>',
      };
    }`,
    },
  });
}

let testApp: TestApp;
let admin: string;
beforeAll(async () => {
  testApp = await createTestApp({ webDistDir: infoPagesBuild() });
  admin = await createAdmin(testApp, '+919840600071');
});
afterAll(() => testApp.close());

const visit = (url: string, language?: string) =>
  testApp.inject({
    method: 'GET',
    url,
    headers: language ? { cookie: `language=${language}` } : {},
  });
const asAdmin = (url: string, payload: object) =>
  testApp.inject({ method: 'PUT', url, headers: { authorization: `Bearer ${admin}` }, payload });

it("sends an information page in the language of the visitor's cookie", async () => {
  await asAdmin('/api/admin/pages/terms/english', {
    title: 'Terms',
    html: '<p>Payment is made in advance.</p>',
  });
  await asAdmin('/api/admin/pages/terms/tamil', {
    title: 'விதிமுறைகள்',
    html: '<p>கட்டணம் முன்கூட்டியே.</p>',
  });
  const english = await visit('/terms');
  expect(english.statusCode).toBe(200);
  expect(english.headers['content-type']).toContain('text/html');
  expect(english.headers['cache-control']).toBe('no-cache');
  expect(english.headers.vary).toContain('Cookie');
  expect(english.body).toContain('<html lang="en">');
  expect(english.body).toContain(
    '<div id="root" data-prerendered="english"><main data-language="english"><p>Payment is made in advance.</p></main>',
  );
  // The title is text: escaped, and a replacement pattern in it stays as written.
  expect(english.body).toContain('<title>Terms · $&amp; &lt;Portal&gt;</title>');
  expect(english.body).toContain('page-starter.js');

  const tamil = await visit('/terms?from=footer', 'tamil');
  expect(tamil.body).toContain('<html lang="ta">');
  expect(tamil.body).toContain('<main data-language="tamil"><p>கட்டணம் முன்கூட்டியே.</p></main>');
  expect(tamil.headers.etag).not.toBe(english.headers.etag);
});

it('draws the page again once the office changes it, and 304 until then', async () => {
  const before = await visit('/refund-policy');
  expect((await visit('/refund-policy')).body).toBe(before.body);
  expect(
    (
      await testApp.inject({
        method: 'GET',
        url: '/refund-policy',
        headers: { 'if-none-match': String(before.headers.etag) },
      })
    ).statusCode,
  ).toBe(304);

  await asAdmin('/api/admin/pages/refund-policy/english', {
    title: 'Refunds',
    html: '<p>Refunds within seven days.</p>',
  });
  const changed = await visit('/refund-policy');
  expect(changed.body).toContain('<p>Refunds within seven days.</p>');
  expect(changed.headers.etag).not.toBe(before.headers.etag);

  const { ui_settings: settings } = (
    await testApp.inject({
      method: 'GET',
      url: '/api/admin/content',
      headers: { authorization: `Bearer ${admin}` },
    })
  ).json<{ ui_settings: object }>();
  expect(
    (
      await asAdmin('/api/admin/settings/ui', {
        ...settings,
        footer_title: { english: 'Jothidam Centre', tamil: null },
      })
    ).statusCode,
  ).toBe(200);
  expect((await visit('/refund-policy')).body).toContain('<footer>Jothidam Centre</footer>');
});

it('sends the app page, for the browser to render, when the page cannot be drawn', async () => {
  const contact = await visit('/contact');
  expect(contact.statusCode).toBe(200);
  expect(contact.body).toContain('<div id="root"></div>');
  expect(contact.body).not.toContain('data-prerendered');
});
