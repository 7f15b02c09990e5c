import { afterAll, beforeAll, expect, it } from 'vitest';
import { errorReplySchema } from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAdmin, createCustomer } from '../../test/customers';

let testApp: TestApp;
let customerToken: string;
let adminToken: string;
beforeAll(async () => {
  testApp = await createTestApp();
  customerToken = await createCustomer(testApp, '+919840100001');
  adminToken = await createAdmin(testApp, '+919840100002');
});
afterAll(() => testApp.close());

/** Every /api/admin/ route the server registered, with sample values in its parameters. */
function adminRoutes() {
  const samples: Record<string, string> = {
    id: '1',
    fileId: '1',
    day: '2026-12-01',
    slotId: '540',
    pageType: 'terms',
    language: 'tamil',
    page: 'landing',
    key: 'hero_title',
  };
  return testApp.app.registeredRoutes
    .filter((route) => route.url.startsWith('/api/admin/') && route.method !== 'HEAD')
    .map((route) => ({
      method: route.method as 'GET',
      url: route.url.replace(/:(\w+)/g, (_, name: string) => samples[name] ?? '1'),
    }));
}

it('finds the office routes in the server itself', () => {
  const urls = adminRoutes().map((route) => `${route.method} ${route.url}`);
  expect(urls.length).toBeGreaterThanOrEqual(25);
  expect(urls).toContain('POST /api/admin/appointments/1/cancel');
  expect(urls).toContain('PUT /api/admin/schedule');
  expect(urls).toContain('PUT /api/admin/pages/terms/tamil');
});

it("refuses a customer's token with 403 on every office route, in the customer's language", async () => {
  for (const route of adminRoutes()) {
    const response = await testApp.inject({
      ...route,
      headers: { authorization: `Bearer ${customerToken}`, 'accept-language': 'ta' },
      payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
    });
    expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    const body = errorReplySchema.parse(response.json());
    expect(body.code).toBe('FORBIDDEN');
    expect(body.error).toBe(
      'இதற்கு உங்களுக்கு அனுமதி இல்லை: இது அனுமதி உள்ள அலுவலகப் பொறுப்புகளுக்கு மட்டுமே.',
    );
  }
});

it('asks for a sign-in (401) without a token, and lets an admin through', async () => {
  for (const route of adminRoutes()) {
    const anonymous = await testApp.inject({ ...route });
    expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
  }
  const list = await testApp.inject({
    method: 'GET',
    url: '/api/admin/appointments',
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(list.statusCode).toBe(200);
});
