import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminCatalogReplySchema } from '@portal/contracts';
import { createTestApp, type TestApp } from '../test/test-app';
import { createAdmin } from '../test/customers';
import { fakeLandingBuild } from '../test/fake-web-build';

let testApp: TestApp;
let admin: string;
beforeAll(async () => {
  testApp = await createTestApp({ webDistDir: fakeLandingBuild() });
  admin = await createAdmin(testApp, '+919840600072');
});
afterAll(() => testApp.close());

const visit = (url: string, headers: Record<string, string> = {}) =>
  testApp.inject({ method: 'GET', url, headers });
const asAdmin = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  testApp.inject({
    method,
    url,
    headers: { authorization: `Bearer ${admin}` },
    ...(payload ? { payload } : {}),
  });
const setFooterTitle = async (title: string) => {
  const { ui_settings: settings } = (await asAdmin('GET', '/api/admin/content')).json<{
    ui_settings: object;
  }>();
  expect(
    (
      await asAdmin('PUT', '/api/admin/settings/ui', {
        ...settings,
        footer_title: { english: title, tamil: null },
      })
    ).statusCode,
  ).toBe(200);
};

it("sends the landing page with the office's prices in the cookie's language", async () => {
  const english = await visit('/');
  expect(english.statusCode).toBe(200);
  expect(english.headers['cache-control']).toBe('no-cache');
  expect(english.headers.vary).toContain('Cookie');
  expect(english.body).toContain(
    '<div id="root" data-prerendered="english"><main data-language="english"><h1>Guidance ' +
      'from the stars, from astrologers you can trust</h1>Jathagam Reading: 500.00, ',
  );
  expect(english.body).toContain('<script type="application/json" id="first-answers">3</script>');
  expect(english.body).toMatch(/<title>Book · [^<]+<\/title>/);

  const tamil = await visit('/landing', { cookie: 'language=tamil' });
  expect(tamil.body).toContain('<html lang="ta">');
  expect(tamil.body).toContain(
    '<main data-language="tamil"><h1>நம்பகமான ஜோதிடர்களிடமிருந்து நட்சத்திரங்களின் ' +
      'வழிகாட்டுதல்</h1>ஜாதகம் பார்த்தல்: 500.00, ',
  );
});

it('draws it again once the office changes it, and 304 until then', async () => {
  const before = await visit('/');
  expect((await visit('/', { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(304);

  const { pricing } = adminCatalogReplySchema.parse(
    (await asAdmin('GET', '/api/admin/catalog')).json(),
  );
  const india = pricing.find((country) => country.code === 'IN')!;
  const prices = india.prices.map((price) =>
    price.service_id === 1 ? { ...price, price: '650' } : price,
  );
  expect(
    (
      await asAdmin('PUT', `/api/admin/countries/${india.country_id}/pricing`, {
        prices,
        charges: india.charges,
      })
    ).statusCode,
  ).toBe(200);
  const repriced = await visit('/');
  expect(repriced.body).toContain('Jathagam Reading: 650.00, ');
  expect(repriced.headers.etag).not.toBe(before.headers.etag);

  await setFooterTitle('Jothidam Centre');
  expect((await visit('/')).body).toContain('<title>Book · Jothidam Centre</title>');
});

it("draws it again with the office's words once the office changes them, in each language", async () => {
  const headline = {
    language: 'tamil',
    page: 'landing',
    key: 'hero_title',
    value: 'அலுவலகத்தின் புதிய தலைப்பு',
  };
  expect((await asAdmin('PUT', '/api/admin/translations', headline)).statusCode).toBe(200);
  expect((await visit('/', { cookie: 'language=tamil' })).body).toContain(
    '<h1>அலுவலகத்தின் புதிய தலைப்பு</h1>',
  );
  expect((await visit('/')).body).toContain(
    '<h1>Guidance from the stars, from astrologers you can trust</h1>',
  );

  expect(
    (await asAdmin('DELETE', '/api/admin/translations/tamil/landing/hero_title')).statusCode,
  ).toBe(200);
  expect((await visit('/', { cookie: 'language=tamil' })).body).toContain(
    '<h1>built-in headline</h1>',
  );
});

it('sends the prerendered page when the page cannot be drawn, and draws it again once it can', async () => {
  await setFooterTitle('break');
  const fallback = await visit('/');
  expect(fallback.statusCode).toBe(200);
  expect(fallback.body).toContain('<main>prerendered</main>');

  await setFooterTitle('Jothidam');
  expect((await visit('/')).body).toContain('<title>Book · Jothidam</title>');
});
