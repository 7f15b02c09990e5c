import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { fakeWebBuild } from '../test/fake-web-build';

/**
 * The files that make the portal installable and readable offline (decision 0084), as the web
 * build writes them beside index.html: the service worker, the manifests of both languages and
 * the icons. The end-to-end test (e2e/site/offline.spec.ts) runs the real ones.
 */
function installableBuild(): string {
  const dist = fakeWebBuild({
    pages: {
      'sw.js': 'self.addEventListener("fetch", () => undefined);',
      'manifest.webmanifest': JSON.stringify({ name: 'Jothidam', start_url: '/home' }),
      'manifest.ta.webmanifest': JSON.stringify({ name: 'ஜோதிடம்', start_url: '/home' }),
      'apple-touch-icon.png': 'png',
    },
    renderers: {},
  });
  mkdirSync(join(dist, 'icons'));
  writeFileSync(join(dist, 'icons', 'icon-192.png'), 'png');
  writeFileSync(join(dist, 'assets', 'home-screen-abc123.js'), 'export {};');
  return dist;
}

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ webDistDir: installableBuild() });
});
afterAll(() => testApp.close());

const visit = (url: string) => testApp.inject({ method: 'GET', url });

it('serves the service worker as a script the browser checks for a new version on every visit', async () => {
  const worker = await visit('/sw.js');
  expect(worker.statusCode).toBe(200);
  expect(worker.headers['content-type']).toMatch(
    /^(application|text)\/javascript(; charset=utf-8)?$/i,
  );
  // Never cached without asking: a new build's worker is seen at the next visit, not in a year.
  expect(worker.headers['cache-control']).toBe('no-cache');
  expect(worker.headers.etag).toBeTruthy();
  expect(worker.body).toContain('addEventListener');
  // At the root its scope is the whole portal: no header to widen it is needed.
  expect(worker.headers['service-worker-allowed']).toBeUndefined();
});

it('serves both manifests as web app manifests, not as the 404 page', async () => {
  for (const [url, name] of [
    ['/manifest.webmanifest', 'Jothidam'],
    ['/manifest.ta.webmanifest', 'ஜோதிடம்'],
  ] as const) {
    const manifest = await visit(url);
    expect(manifest.statusCode, url).toBe(200);
    expect(manifest.headers['content-type'], url).toMatch(
      /^application\/manifest\+json(; charset=utf-8)?$/i,
    );
    expect(manifest.headers['cache-control'], url).toBe('no-cache');
    expect(manifest.json<{ name: string }>().name).toBe(name);
  }
});

it('serves the icons as pictures, revalidated; hashed code stays cached for a year', async () => {
  for (const url of ['/icons/icon-192.png', '/apple-touch-icon.png']) {
    const icon = await visit(url);
    expect(icon.statusCode, url).toBe(200);
    expect(icon.headers['content-type'], url).toBe('image/png');
    expect(icon.headers['cache-control'], url).toBe('no-cache');
  }
  expect((await visit('/assets/home-screen-abc123.js')).headers['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
});

it('still answers a missing icon or worker file with the JSON 404, not a page', async () => {
  for (const url of ['/icons/icon-1024.png', '/sw-old.js']) {
    const missing = await visit(url);
    expect(missing.statusCode, url).toBe(404);
    expect(missing.headers['content-type'], url).toContain('application/json');
  }
});
