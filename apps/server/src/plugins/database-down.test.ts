import { afterAll, beforeAll, expect, it } from 'vitest';
import { errorReplySchema } from '@portal/contracts';
import { createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  // The database stops answering while the server runs.
  await testApp.database.close();
});
afterAll(() => testApp.app.close());

it('/readyz reports the database down with 503', async () => {
  const response = await testApp.inject({ method: 'GET', url: '/readyz' });
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({
    status: 'unavailable',
    database: 'down',
    storage: 'ok',
    redis: 'not_used',
  });
});

it.each([
  ['GET', '/api/translations'],
  ['GET', '/api/localization/all?language=tamil'],
  ['GET', '/api/countries'],
  ['GET', '/api/services'],
  ['GET', '/api/settings/ui'],
  ['GET', '/api/youtube-testimonials'],
  ['GET', '/api/public/terms'],
  ['POST', '/api/countries/pricing'],
] as const)(
  '%s %s answers 503 DATABASE_UNAVAILABLE with Retry-After, the envelope and nothing internal',
  async (method, url) => {
    const response = await testApp.inject({
      method,
      url,
      headers: { 'accept-language': 'ta' },
      ...(method === 'POST' ? { payload: { country_id: 1 } } : {}),
    });
    expect(response.statusCode).toBe(503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    const body = errorReplySchema.parse(response.json());
    expect(body.code).toBe('DATABASE_UNAVAILABLE');
    expect(body.error).toBe(
      'இப்போது எங்கள் பதிவேடுகளை அணுக முடியவில்லை. சில வினாடிகள் கழித்து மீண்டும் முயலுங்கள்.',
    );
    expect(body.request_id).toBeTruthy();
    expect(response.body).not.toMatch(/pglite|postgres|select|closed|stack/i);
  },
);
