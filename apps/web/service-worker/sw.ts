/**
 * The portal's service worker, served as /sw.js (built by apps/web/build/offline-app.ts with
 * Workbox's injectManifest; decision 0084):
 * - the app's shell (index.html) and the customer's code, words, styles and fonts are precached,
 *   so the portal's pages open without a connection; the office console's code is not;
 * - a page the portal has a screen at is asked of the server first and answered with the shell
 *   only when the network fails, so pages the server draws (the landing page, the information
 *   pages, the 404) stay the server's while online;
 * - the customer's own data (lib/offline/customer-data-cache.ts) is asked of the server first and
 *   cached, under a key made of the address, a hash of the bearer token and the language, for
 *   reading when the network fails; the page is told where each reply came from;
 * - a logout (seen here, or told by the page) deletes every cached reply, and so does a refused
 *   session (an erased account's, decision 0101).
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { isWebAppPath } from '../../../packages/contracts/src/web-routes';
import {
  CUSTOMER_DATA_CACHE,
  FORGET_CUSTOMER_DATA,
  customerDataKey,
  isCachedForOffline,
  markedAsFromCache,
  ownerOf,
  ownerOfKey,
  replyNotice,
  stampedForCache,
} from '../src/lib/offline/customer-data-cache';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

const APP_SHELL = '/index.html';

// A new version takes over at once: the hashed files it precaches are the server's current ones.
void self.skipWaiting();
clientsClaim();

// Not '/' for index.html (directoryIndex) and no clean URLs: the landing page is the server's.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

// The page's request starts while the worker wakes (a slow phone's worker can take a moment).
enableNavigationPreload();
const offlineShell: WorkboxPlugin = {
  handlerDidError: async ({ request }) =>
    isWebAppPath(new URL(request.url).pathname) ? matchPrecache(APP_SHELL) : undefined,
};
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkOnly({ plugins: [offlineShell] }),
);

/** Owners whose logout this worker saw: a reply of theirs still on its way is not cached. */
const signedOut = new Set<string>();

async function forgetCustomerData(authorization: string | null): Promise<void> {
  if (authorization) signedOut.add(await ownerOf(authorization));
  await caches.delete(CUSTOMER_DATA_CACHE);
}

const cachedPerCustomer: WorkboxPlugin = {
  // A refused session (signed out elsewhere, expired, or an erased account: decision 0101) leaves
  // nothing of its customer here, whether or not a page is open to hear the refusal.
  fetchDidSucceed: async ({ request, response }) => {
    if (response.status === 401) await forgetCustomerData(request.headers.get('authorization'));
    return response;
  },
  cacheKeyWillBeUsed: async ({ request }) => customerDataKey(request),
  // Only a full answer, and never one that arrives after its customer logged out.
  cacheWillUpdate: async ({ request, response }) =>
    response.status === 200 &&
    !signedOut.has(await ownerOf(request.headers.get('authorization') ?? ''))
      ? stampedForCache(response)
      : null,
  // One customer's data at a time: another's, left by a logout this worker did not see, goes.
  cacheDidUpdate: async ({ cacheName, request }) => {
    const owner = ownerOfKey(request.url);
    const cache = await caches.open(cacheName);
    for (const key of await cache.keys())
      if (ownerOfKey(key.url) !== owner) await cache.delete(key);
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse ? markedAsFromCache(cachedResponse) : null,
  // The page shows "You are offline. Shown as of …" from this (lib/offline/offline-state.ts).
  handlerWillRespond: async ({ event, response }) => {
    const notice = replyNotice(response);
    if (event instanceof FetchEvent && event.clientId)
      void self.clients.get(event.clientId).then((client) => client?.postMessage(notice));
    return response;
  },
};
registerRoute(
  ({ request }) => isCachedForOffline(request, self.location.origin),
  new NetworkFirst({ cacheName: CUSTOMER_DATA_CACHE, plugins: [cachedPerCustomer] }),
);

// A logout deletes the cached data as the request leaves, whether or not the server is reached.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (
    event.request.method === 'POST' &&
    url.origin === self.location.origin &&
    url.pathname === '/api/auth/logout'
  ) {
    event.waitUntil(forgetCustomerData(event.request.headers.get('authorization')));
  }
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === FORGET_CUSTOMER_DATA)
    event.waitUntil(forgetCustomerData(null));
});
