import { afterEach, expect, it } from 'vitest';
import type { TrustProxy } from '../config';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Behind one proxy, the client is the address that proxy saw: the right-most X-Forwarded-For
 * entry. Whatever a client writes to the left of it cannot buy it a fresh per-address budget, and
 * the header is believed only from the proxy TRUST_PROXY names (decision 0105).
 */

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

const PROXY = '10.0.0.1';

async function sendOtpThroughProxy(app: TestApp, forwardedFor: string, index: number) {
  const reply = await app.inject({
    method: 'POST',
    url: '/api/auth/send-otp',
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { phone_number: `98001${String(index).padStart(5, '0')}` },
  });
  return reply.statusCode;
}

it.each([
  ['one proxy hop', 1],
  ['the proxy by its address', [PROXY]],
  ['the proxy by its range', ['10.0.0.0/8']],
] as [string, TrustProxy][])(
  "with %s, 125 forged left-most entries share one client's 120-an-hour limit",
  async (_name, trustProxy) => {
    testApp = await createTestApp({ trustProxy });
    const statuses: number[] = [];
    for (let index = 0; index < 125; index += 1) {
      statuses.push(await sendOtpThroughProxy(testApp, `198.51.${index}.1, 203.0.113.9`, index));
    }
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(120)).toEqual([429, 429, 429, 429, 429]);
    // Another client behind the same proxy still has its own budget.
    expect(await sendOtpThroughProxy(testApp, '203.0.113.10', 99)).toBe(200);
  },
);

it('from an address that is not the trusted proxy, X-Forwarded-For is ignored', async () => {
  testApp = await createTestApp({ trustProxy: [PROXY] });
  const statuses: number[] = [];
  for (let index = 0; index < 121; index += 1) {
    const reply = await testApp.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      remoteAddress: '192.0.2.44',
      headers: { 'x-forwarded-for': `203.0.${index}.1` },
      payload: { phone_number: `98002${String(index).padStart(5, '0')}` },
    });
    statuses.push(reply.statusCode);
  }
  expect(statuses.at(-1)).toBe(429);
});

it('without a trusted proxy, X-Forwarded-For is ignored and the connection address counts', async () => {
  testApp = await createTestApp();
  const statuses: number[] = [];
  for (let index = 0; index < 121; index += 1)
    statuses.push(await sendOtpThroughProxy(testApp, `203.0.${index}.1`, index));
  expect(statuses.at(-1)).toBe(429);
});
