import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createAdmin } from '../../test/customers';
import { fakeLandingBuild } from '../../test/fake-web-build';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * The landing page, drawn per language, replayed before Fastify over real HTTP (inject does not
 * pass through the server's request listener): once per language cookie, and only while the
 * replies it was drawn from are cached.
 */

let testApp: TestApp;
let base: string;
let admin: string;
beforeAll(async () => {
  testApp = await createTestApp({ webDistDir: fakeLandingBuild() });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const address = testApp.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  admin = await createAdmin(testApp, '+919840600091');
});
afterAll(() => testApp.close());

function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(`${base}${path}`, { headers }, (reply) => {
      const chunks: Buffer[] = [];
      reply.on('data', (chunk: Buffer) => chunks.push(chunk));
      reply.on('end', () =>
        resolve({
          status: reply.statusCode ?? 0,
          headers: reply.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

const tamil = { cookie: 'theme=dark; language=tamil' };

it('replays the landing page in the language of each visitor’s cookie', async () => {
  const answer = vi.spyOn(testApp.app.replayedReplies, 'answer');
  const english = [await get('/'), await get('/')];
  const tamilPages = [await get('/', tamil), await get('/', tamil)];
  const englishAgain = await get('/', { cookie: 'language=english' });
  expect(answer.mock.results.map((result) => result.value as boolean)).toEqual([
    false,
    true,
    false,
    true,
    true,
  ]);
  answer.mockRestore();

  for (const page of english) expect(page.body).toContain('<main data-language="english">');
  for (const page of tamilPages) expect(page.body).toContain('<main data-language="tamil">');
  expect(englishAgain.body).toBe(english[0]?.body);
  expect(english[1]?.headers.vary).toContain('Cookie');
  expect(english[1]?.headers.etag).toBe(english[0]?.headers.etag);
  expect(english[1]?.headers['content-security-policy']).toBe(
    english[0]?.headers['content-security-policy'],
  );
});

it('leaves revalidation to Fastify and draws the page again after a change', async () => {
  const before = await get('/');
  expect((await get('/', { 'if-none-match': String(before.headers.etag) })).status).toBe(304);

  const headline = {
    language: 'english',
    page: 'landing',
    key: 'hero_title',
    value: 'A headline the office wrote',
  };
  const saved = await testApp.inject({
    method: 'PUT',
    url: '/api/admin/translations',
    headers: { authorization: `Bearer ${admin}` },
    payload: headline,
  });
  expect(saved.statusCode).toBe(200);
  expect((await get('/')).body).toContain('<h1>A headline the office wrote</h1>');
  expect((await get('/')).body).toContain('<h1>A headline the office wrote</h1>');
  expect((await get('/', tamil)).body).not.toContain('A headline the office wrote');
});
