import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorReplySchema } from '@portal/contracts';
import { createTestApp, type TestApp } from '../test/test-app';
import { createAdmin } from '../test/customers';
import { BUILD_LANGUAGES, fakeWebBuild, starterPage } from '../test/fake-web-build';

/**
 * A web build with the not-found page's templates and a server renderer of the same shape as
 * apps/web/src/prerender/render-not-found.tsx (which the end-to-end tests run for real): it draws
 * the screen's title in the page's language and the office's name (and a footer long enough to be
 * worth compressing), and fails while the office's name is "break".
 */
function notFoundBuild(): string {
  const pages: Record<string, string> = {};
  for (const [language, lang] of BUILD_LANGUAGES)
    pages[`not-found.${language}.html`] = starterPage(lang, 'portal', '<div id="root"></div>');
  return fakeWebBuild({
    pages,
    renderers: {
      'render-not-found': `export async function renderNotFoundPage({ language, settings }) {
      if (settings.app_name === 'break') throw new Error('cannot draw');
      const title = language === 'tamil' ? 'பக்கம் கிடைக்கவில்லை' : 'Page not found';
      return {
        title: title + ' · ' + settings.app_name,
        markup: '<header>' + settings.app_name + '</header>' +
          '<main><h1>' + title + '</h1><a href="/">home</a></main>' +
          '<footer>' + '·'.repeat(600) + '</footer>',
      };
    }`,
    },
  });
}

let testApp: TestApp;
let admin: string;
beforeAll(async () => {
  testApp = await createTestApp({ webDistDir: notFoundBuild() });
  admin = await createAdmin(testApp, '+919840600073');
});
afterAll(() => testApp.close());

const visit = (url: string, headers: Record<string, string> = {}) =>
  testApp.inject({ method: 'GET', url, headers });
const setAppName = async (name: string) => {
  const asAdmin = { authorization: `Bearer ${admin}` };
  const { ui_settings: settings } = (
    await testApp.inject({ method: 'GET', url: '/api/admin/content', headers: asAdmin })
  ).json<{ ui_settings: object }>();
  const saved = await testApp.inject({
    method: 'PUT',
    url: '/api/admin/settings/ui',
    headers: asAdmin,
    payload: { ...settings, app_name: { english: name, tamil: null } },
  });
  expect(saved.statusCode).toBe(200);
};

describe('the not-found page where the web app has no screen', () => {
  it('answers 404 with the not-found page at each unknown address', async () => {
    for (const url of [
      '/no-such-page',
      '/no/such/page?x=1',
      '/homes',
      '/payment',
      '/payment/7/more',
      '/api-docs',
      '/.well-known/',
    ]) {
      const english = await visit(url);
      expect(english.statusCode, url).toBe(404);
      expect(english.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(english.body).toContain('<html lang="en">');
      expect(english.body).toContain('<div id="root" data-prerendered="english">');
      expect(english.body).toContain('<h1>Page not found</h1><a href="/">home</a>');
      expect(english.body).toContain('page-starter.js');
    }
  });

  it('is checked again on each visit, and varies by its cookie', async () => {
    const english = await visit('/no-such-page');
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(english.headers.vary).toContain('Cookie');
  });

  it('carries no validator, so it is never answered 304', async () => {
    // A 404 carries no validator: a 304 would say the address has a page.
    expect((await visit('/no-such-page')).headers.etag).toBeUndefined();
  });

  it('is drawn in Tamil when the language cookie says so', async () => {
    const tamil = await visit('/no-such-page', { cookie: 'theme=x; language=tamil' });
    expect(tamil.statusCode).toBe(404);
    expect(tamil.body).toContain('<html lang="ta">');
    expect(tamil.body).toContain('<h1>பக்கம் கிடைக்கவில்லை</h1>');
  });

  it('is compressed for a browser that accepts gzip', async () => {
    const english = await visit('/no-such-page');
    const zipped = await visit('/no-such-page', { 'accept-encoding': 'gzip' });
    expect(zipped.statusCode).toBe(404);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(english.body);
  });

  it('answers HEAD with 404 too', async () => {
    const head = await testApp.inject({ method: 'HEAD', url: '/no-such-page' });
    expect(head.statusCode).toBe(404);
  });
});

it('still answers every address of the web app with the app, 200, parameters and all', async () => {
  const known = [
    '/',
    '/landing',
    '/login',
    '/terms',
    '/home',
    '/booking?service=1',
    '/payment/7',
    '/payment/success?appointment_id=4',
    '/select-slot/42/',
    '/receipts/refund/9',
    '/admin',
    '/admin/appointments/3',
    '/HOME',
    '/unsubscribe?token=abc',
  ];
  for (const url of known) {
    const response = await visit(url);
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root"></div>');
  }
});

it('answers a missing file with a plain 404, never a page', async () => {
  for (const url of [
    '/assets/nope.js',
    '/assets/nope.css?v=1',
    '/manifest.webmanifest',
    '/favicon.ico',
    '/.env',
    '/no-such-page/picture.png',
  ]) {
    const response = await visit(url);
    expect(response.statusCode, url).toBe(404);
    expect(response.headers['content-type'], url).not.toContain('text/html');
    expect(errorReplySchema.parse(response.json()).code).toBe('ROUTE_NOT_FOUND');
  }
});

it("keeps the API's JSON 404 for /api and for other methods", async () => {
  for (const [method, url] of [
    ['GET', '/api/nope'],
    ['GET', '/api'],
    ['POST', '/no-such-page'],
    ['DELETE', '/home'],
  ] as const) {
    const response = await testApp.inject({ method, url });
    expect(response.statusCode, `${method} ${url}`).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(errorReplySchema.parse(response.json()).code).toBe('ROUTE_NOT_FOUND');
  }
});

it("draws the page again with the office's new name", async () => {
  await setAppName('Jothidam Centre');
  const renamed = await visit('/no-such-page');
  expect(renamed.body).toContain('<header>Jothidam Centre</header>');
  expect(renamed.body).toContain('<title>Page not found · Jothidam Centre</title>');

  await setAppName('break');
  const fallback = await visit('/no-such-page');
  expect(fallback.statusCode).toBe(404);
  expect(fallback.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(fallback.body).toContain('<div id="root"></div>');

  await setAppName('Jothidam');
  expect((await visit('/no-such-page')).body).toContain('<header>Jothidam</header>');
});
