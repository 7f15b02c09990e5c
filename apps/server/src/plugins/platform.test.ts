import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorReplySchema } from '@portal/contracts';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../test/test-app';

const BIG_SCRIPT = `console.log(${JSON.stringify('a slow phone counts every byte; '.repeat(200))});`;

function fakeWebBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><title>portal</title><div id="root"></div>',
  );
  writeFileSync(
    join(dist, 'landing.english.html'),
    '<!doctype html><div id="root" data-prerendered="english">Guidance</div>',
  );
  writeFileSync(
    join(dist, 'landing.tamil.html'),
    '<!doctype html><div id="root" data-prerendered="tamil">வழிகாட்டுதல்</div>',
  );
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
  // A file with the build's compressed copies beside it (apps/web/build/precompress.mjs).
  writeFileSync(join(dist, 'assets', 'big-def456.js'), BIG_SCRIPT);
  writeFileSync(join(dist, 'assets', 'big-def456.js.br'), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(join(dist, 'assets', 'big-def456.js.gz'), gzipSync(BIG_SCRIPT, { level: 9 }));
  return dist;
}

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ webDistDir: fakeWebBuild() });
  testApp.app.get('/api/test-failure', async () => {
    throw new Error('select * from secrets -- internal detail');
  });
});
afterAll(() => testApp.close());

const inject = (options: InjectOptions) => testApp.inject(options);

describe('health', () => {
  it('/healthz says the process is up and /readyz that the database answers', async () => {
    const health = (await inject({ method: 'GET', url: '/healthz' })).json<{
      status: string;
      version: string;
    }>();
    expect(health.status).toBe('ok');
    expect(health.version).toMatch(/^\d+\.\d+\.\d+$/);
    const ready = await inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      database: 'up',
      storage: 'ok',
      redis: 'not_used',
    });
  });
});

describe('errors', () => {
  it('hides internals of an unexpected failure behind a request id', async () => {
    const response = await inject({
      method: 'GET',
      url: '/api/test-failure',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(response.statusCode).toBe(500);
    const body = errorReplySchema.parse(response.json());
    expect(body).toEqual({
      success: false,
      code: 'INTERNAL_ERROR',
      error: 'Something went wrong on our side. Please try again.',
      request_id: 'trace-12345678',
    });
    expect(response.body).not.toContain('select');
  });

  it('replaces an unsafe incoming request id with its own', async () => {
    const response = await inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': '<script>' },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown API path with a JSON 404, never the web app', async () => {
    for (const url of ['/api/nothing-here', '/api/test']) {
      const response = await inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(errorReplySchema.parse(response.json()).code).toBe('ROUTE_NOT_FOUND');
    }
    const post = await inject({ method: 'POST', url: '/some/page' });
    expect(post.statusCode).toBe(404);
  });
});

describe('web app', () => {
  it("serves index.html, uncached, for the web app's addresses", async () => {
    for (const url of ['/terms', '/select-slot/42?x=1', '/admin/appointments/3']) {
      const response = await inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it("serves the landing page prerendered in the language of the visitor's cookie", async () => {
    for (const url of ['/', '/landing']) {
      const english = await inject({ method: 'GET', url });
      expect(english.body).toContain('data-prerendered="english"');
      expect(english.headers.vary).toContain('Cookie');
      expect(english.headers['cache-control']).toBe('no-cache');
      const tamil = await inject({
        method: 'GET',
        url,
        headers: { cookie: 'theme=x; language=tamil' },
      });
      expect(tamil.body).toContain('data-prerendered="tamil"');
    }
  });

  it('caches the pages in memory, compressed once, and answers 304', async () => {
    const first = await inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const again = await inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The Tamil page is another page, with its own validator.
    const tamil = await inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': etag, cookie: 'language=tamil' },
    });
    expect(tamil.statusCode).toBe(200);
    expect(tamil.headers.etag).not.toBe(etag);
  });

  it('sends an asset in the encoding the browser takes', async () => {
    const br = await inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    expect(br.headers['cache-control']).toContain('immutable');
    const gzip = await inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await inject({ method: 'GET', url: '/assets/big-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it("serves hashed assets as immutable, with a file's headers only", async () => {
    const response = await inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    for (const documentsOnly of [
      'content-security-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'x-xss-protection',
    ])
      expect(response.headers[documentsOnly]).toBeUndefined();
    // A missing one too; a page keeps the whole set.
    expect(
      (await inject({ method: 'GET', url: '/assets/missing-000.js' })).headers[
        'content-security-policy'
      ],
    ).toBeUndefined();
    expect((await inject({ method: 'GET', url: '/' })).headers['x-frame-options']).toBeDefined();
  });

  it('sends a Content-Security-Policy that admits only what the app uses', async () => {
    const csp = String(
      (await inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
    );
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com;");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain(
      'frame-src https://www.youtube-nocookie.com https://api.razorpay.com https://checkout.razorpay.com;',
    );
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('sends the API a short set that allows nothing: JSON is never a page', async () => {
    const reply = await inject({ method: 'GET', url: '/api/countries' });
    expect(reply.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['x-frame-options']).toBe('DENY');
    expect(reply.headers['cross-origin-resource-policy']).toBe('same-origin');
    // A framework error before any route (a malformed address) gets the same.
    const malformed = await inject({ method: 'GET', url: '/api/appointments/%E0%A4%A' });
    expect(malformed.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('OpenAPI', () => {
  it('documents every public call at /api/docs/json from the same schemas', async () => {
    const document = (await inject({ method: 'GET', url: '/api/docs/json' })).json<{
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/translations',
      '/api/localization/all',
      '/api/countries',
      '/api/countries/pricing',
      '/api/services',
      '/api/settings/ui',
      '/api/youtube-testimonials',
      '/api/public/{pageType}',
    ]) {
      expect(document.paths, path).toHaveProperty([path]);
    }
    expect(document.paths['/api/countries/pricing']?.post?.requestBody).toBeTruthy();
  });
});
