import { afterAll, beforeAll, expect, it } from 'vitest';
import { errorReplySchema } from '@portal/contracts';
import { createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  // A write the database refuses for space, as PostgreSQL says it (53100 disk_full) and as the
  // embedded database wraps it (the SQLSTATE in `cause`).
  testApp.app.post('/test/disk-full/:shape', async (request) => {
    const shape = (request.params as { shape: string }).shape;
    const refusal = {
      code: '53100',
      message: 'could not extend file "base/5/16384": No space left on device',
    };
    throw shape === 'wrapped'
      ? Object.assign(new Error('query failed'), { cause: refusal })
      : Object.assign(new Error(refusal.message), { code: refusal.code });
  });
});
afterAll(() => testApp.close());

it.each(['server', 'wrapped'])(
  'answers a database write refused for space (%s) 503, never 500',
  async (shape) => {
    for (const [language, text] of [
      ['en', 'We cannot reach our records just now. Please try again in a few seconds.'],
      ['ta', 'இப்போது எங்கள் பதிவேடுகளை அணுக முடியவில்லை. சில வினாடிகள் கழித்து மீண்டும் முயலுங்கள்.'],
    ] as const) {
      const reply = await testApp.inject({
        method: 'POST',
        url: `/test/disk-full/${shape}`,
        headers: { 'accept-language': language },
        payload: {},
      });
      expect(reply.statusCode).toBe(503);
      expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
      const body = errorReplySchema.parse(reply.json());
      expect(body).toMatchObject({ code: 'DATABASE_UNAVAILABLE', error: text });
      expect(reply.body).not.toMatch(/extend file|No space|53100/);
    }
  },
);

it('the embedded database full makes /readyz say storage full', async () => {
  const ready = await testApp.inject({ method: 'GET', url: '/readyz' });
  if (testApp.database.kind === 'pglite') {
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable', storage: 'full' });
  } else {
    // A PostgreSQL server's disk is the server's, not this process's: readiness follows its own ping.
    expect(ready.json()).toMatchObject({ storage: 'ok' });
  }
});
