import { describe, expect, it } from 'vitest';
import {
  customerDataKey,
  isCachedForOffline,
  markedAsFromCache,
  ownerOfKey,
  replyNotice,
  SERVED_FROM_CACHE_HEADER,
  stampedForCache,
  STORED_AT_HEADER,
} from './customer-data-cache';

const origin = 'https://portal.test';
const request = (
  path: string,
  {
    method = 'GET',
    token = 'customer-a',
    language = 'en',
  }: { method?: string; token?: string | null; language?: string } = {},
) =>
  new Request(`${origin}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'accept-language': language,
    },
  });

describe('what the service worker keeps for reading offline', () => {
  it("keeps the customer's appointments, receipts and reports, fetched with their token", () => {
    for (const path of [
      '/api/appointments',
      '/api/appointments/12',
      '/api/appointments/12/jathagam.pdf?language=tamil',
      '/api/payments/3/receipt',
      '/api/payments/3/receipt.pdf?language=english',
      '/api/refunds/4/credit-note',
      '/api/refunds/4/credit-note.pdf',
      '/api/pdf-requests/9/download',
    ]) {
      expect(isCachedForOffline(request(path), origin), path).toBe(true);
    }
  });

  it("caches only the customer's own GETs with a bearer token, on this origin", () => {
    expect(isCachedForOffline(request('/api/appointments', { token: null }), origin)).toBe(false);
    expect(
      isCachedForOffline(
        new Request(`${origin}/api/appointments`, { headers: { authorization: 'Basic eDp5' } }),
        origin,
      ),
    ).toBe(false);
    expect(isCachedForOffline(request('/api/appointments', { method: 'POST' }), origin)).toBe(
      false,
    );
    for (const path of [
      '/api/admin/appointments',
      '/api/admin/appointments/12',
      '/api/admin/payments/3/receipt.pdf',
      '/api/services',
      '/api/auth/me',
      '/api/appointments/12/files/3',
      '/home',
    ]) {
      expect(isCachedForOffline(request(path), origin), path).toBe(false);
    }
    expect(isCachedForOffline(request('/api/appointments'), 'https://elsewhere.test')).toBe(false);
  });
});

describe('the keys of cached replies', () => {
  it("are the customer's own: another token, or none, never finds them", async () => {
    const mine = await customerDataKey(request('/api/appointments'));
    expect(await customerDataKey(request('/api/appointments'))).toBe(mine);
    expect(await customerDataKey(request('/api/appointments', { token: 'customer-b' }))).not.toBe(
      mine,
    );
    expect(await customerDataKey(request('/api/appointments', { token: null }))).not.toBe(mine);
    expect(ownerOfKey(mine)).toBe(
      ownerOfKey(await customerDataKey(request('/api/appointments/5'))),
    );
    expect(ownerOfKey(mine)).not.toBe(
      ownerOfKey(await customerDataKey(request('/api/appointments', { token: 'customer-b' }))),
    );
  });

  it("keep the address and the reply's language, but never the token itself", async () => {
    const key = await customerDataKey(request('/api/payments/3/receipt.pdf?language=tamil'));
    expect(new URL(key).pathname).toBe('/api/payments/3/receipt.pdf');
    expect(new URL(key).searchParams.get('language')).toBe('tamil');
    expect(key).not.toContain('customer-a');
    expect(await customerDataKey(request('/api/appointments', { language: 'ta' }))).not.toBe(
      await customerDataKey(request('/api/appointments', { language: 'en' })),
    );
  });
});

describe('a cached reply', () => {
  it('says when the server sent it, and the page is told it came from the cache, and of when', async () => {
    const sent = new Response('{"appointments":[]}', {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
    const cached = stampedForCache(sent, new Date('2026-11-20T04:30:00Z'));
    expect(cached.headers.get(STORED_AT_HEADER)).toBe('2026-11-20T04:30:00.000Z');
    const answered = markedAsFromCache(cached);
    expect(answered.headers.get(SERVED_FROM_CACHE_HEADER)).toBe('2026-11-20T04:30:00.000Z');
    expect(answered.headers.get('content-type')).toBe('application/json');
    expect(await answered.text()).toBe('{"appointments":[]}');
    expect(replyNotice(answered)).toEqual({
      type: 'customer-data-reply',
      source: 'cache',
      sentAt: '2026-11-20T04:30:00.000Z',
    });
    expect(replyNotice(new Response('{}'), new Date('2026-11-21T00:00:00Z'))).toEqual({
      type: 'customer-data-reply',
      source: 'network',
      sentAt: '2026-11-21T00:00:00.000Z',
    });
  });
});
