import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const terms = (acceptEncoding?: string) =>
  testApp.inject({
    method: 'GET',
    url: '/api/public/terms',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

it('sends a cached reply compressed as the client asks, compressed once', async () => {
  const plain = await terms();
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(plain.rawPayload.length).toBeGreaterThan(1024);

  const brotli = await terms('gzip, deflate, br, zstd');
  expect(brotli.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding' });
  expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
  expect((await terms('gzip, deflate, br, zstd')).rawPayload.equals(brotli.rawPayload)).toBe(true);

  const gzip = await terms('br;q=0, gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
});
