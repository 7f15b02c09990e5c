import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorReplySchema } from '@portal/contracts';
import { loadConfig } from '../../config';
import { fakeWebBuild } from '../../test/fake-web-build';
import { getMetrics, parseMetrics } from '../../test/scraped-metrics';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/test-app';

/*
 * Who may read GET /metrics: this machine; elsewhere only with METRICS_TOKEN, and without one
 * configured, no one (404). A reverse proxy on this machine connects from loopback too: what it
 * forwards is never taken for this machine.
 */

const TOKEN = 'metrics-token-0123456789';
const ELSEWHERE = '203.0.113.9';

const isMetrics = (reply: { statusCode: number; body: string }) =>
  reply.statusCode === 200 && parseMetrics(reply.body).families.has('portal_http_requests_total');

describe('with METRICS_TOKEN', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ metricsToken: TOKEN });
  });
  afterAll(() => testApp.close());

  it('answers this machine without a token, over IPv4 and IPv6', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect(isMetrics(await getMetrics(testApp, { remoteAddress })), remoteAddress).toBe(true);
  });

  it('answers elsewhere with the token (the scheme in any case), and 401 without it or with another', async () => {
    expect(
      isMetrics(
        await getMetrics(testApp, {
          remoteAddress: ELSEWHERE,
          headers: { authorization: `Bearer ${TOKEN}` },
        }),
      ),
    ).toBe(true);
    expect(
      isMetrics(
        await getMetrics(testApp, {
          remoteAddress: ELSEWHERE,
          headers: { authorization: `bearer  ${TOKEN}` },
        }),
      ),
    ).toBe(true);
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      `Basic ${TOKEN}`,
      TOKEN,
    ]) {
      const reply = await getMetrics(testApp, {
        remoteAddress: ELSEWHERE,
        headers: authorization ? { authorization } : {},
      });
      expect(reply.statusCode, authorization).toBe(401);
      expect(errorReplySchema.parse(reply.json()).code).toBe('UNAUTHENTICATED');
      expect(reply.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(reply.headers['cache-control']).toBe('no-store');
      expect(reply.body).not.toContain('portal_');
    }
  });

  it("takes no proxy's forwarded address for this machine, even loopback", async () => {
    const forwarded: Record<string, string>[] = [
      { 'x-forwarded-for': ELSEWHERE },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
      { 'x-real-ip': '127.0.0.1' },
    ];
    for (const headers of forwarded) {
      expect((await getMetrics(testApp, { headers })).statusCode, JSON.stringify(headers)).toBe(
        401,
      );
    }
    expect(
      isMetrics(
        await getMetrics(testApp, {
          headers: { 'x-forwarded-for': ELSEWHERE, authorization: `Bearer ${TOKEN}` },
        }),
      ),
    ).toBe(true);
  });
});

describe('without METRICS_TOKEN, behind a proxy (TRUST_PROXY=1), with the web app built', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      trustProxy: 1,
      webDistDir: fakeWebBuild({ pages: {}, renderers: {} }),
      database: await createTestDatabase({ seed: false }),
    });
  });
  afterAll(() => testApp.close());

  it("answers this machine, and elsewhere a JSON 404, never the web app's page", async () => {
    expect(isMetrics(await getMetrics(testApp))).toBe(true);
    const refused: { remoteAddress?: string; headers?: Record<string, string> }[] = [
      { remoteAddress: ELSEWHERE },
      { headers: { 'x-forwarded-for': ELSEWHERE } },
      { headers: { 'x-forwarded-for': '127.0.0.1' } },
      { remoteAddress: ELSEWHERE, headers: { authorization: `Bearer ${TOKEN}` } },
    ];
    for (const request of refused) {
      const reply = await getMetrics(testApp, request);
      expect(reply.statusCode, JSON.stringify(request)).toBe(404);
      expect(reply.headers['content-type']).toMatch(/^application\/json/);
      expect(errorReplySchema.parse(reply.json()).code).toBe('ROUTE_NOT_FOUND');
    }
  });
});

it('takes METRICS_TOKEN of 16 or more characters without spaces, and none when it is blank', () => {
  expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
  expect(loadConfig({ METRICS_TOKEN: ' ' }).metricsToken).toBeNull();
  expect(loadConfig({}).metricsToken).toBeNull();
  expect(() => loadConfig({ METRICS_TOKEN: 'too-short-token' })).toThrow(
    /METRICS_TOKEN: must be at least 16 characters/,
  );
  expect(() => loadConfig({ METRICS_TOKEN: 'a token with spaces in it' })).toThrow(
    /METRICS_TOKEN: must have no spaces/,
  );
});
