/**
 * What the service worker (apps/web/service-worker/sw.ts) keeps of a customer's own data for
 * reading offline, under which keys, and what it tells the page: shared by the worker and the
 * page, so it uses only what both have (URL, Request, Response, crypto.subtle). Decision 0084.
 */

/** The one cache that holds customer data: deleted whole at logout. */
export const CUSTOMER_DATA_CACHE = 'portal-customer-data-v1';

/** On a reply the worker answers from its cache: when the server sent it (ISO time). */
export const SERVED_FROM_CACHE_HEADER = 'x-served-from-cache';

/** On a cached reply: when the server sent it (ISO time). */
export const STORED_AT_HEADER = 'x-stored-at';

/** Query parameters of a cache key, never of a request to the server. */
const OWNER_PARAM = '__owner';
const LANGUAGE_PARAM = '__language';

/** The page asks the worker to drop every customer's data (logout, a refused session). */
export const FORGET_CUSTOMER_DATA = 'forget-customer-data';

/** The worker tells the page where a reply of customer data came from. */
export interface CustomerDataReply {
  type: 'customer-data-reply';
  /** From the network (fresh) or from the worker's cache (offline). */
  source: 'network' | 'cache';
  /** When the server sent the reply shown (ISO time). */
  sentAt: string;
}

/**
 * The customer's own replies cached for offline reading (GET only): My Appointments, each
 * appointment, receipts and credit notes with their PDFs, the Jathagam and the written reports.
 * Never the office's addresses (/api/admin/…).
 */
const cachedPaths = [
  /^\/api\/appointments$/,
  /^\/api\/appointments\/\d+$/,
  /^\/api\/appointments\/\d+\/jathagam\.pdf$/,
  /^\/api\/payments\/\d+\/receipt(\.pdf)?$/,
  /^\/api\/refunds\/\d+\/credit-note(\.pdf)?$/,
  /^\/api\/pdf-requests\/\d+\/download$/,
];

/**
 * Whether the worker keeps this request's reply: a GET of the customer's data on the portal's
 * own origin, made with a bearer token. A request without one is never cached: no reply of one
 * customer can be cached where it could be shown to another.
 */
export function isCachedForOffline(
  request: Pick<Request, 'method' | 'url' | 'headers'>,
  origin: string,
): boolean {
  const url = new URL(request.url);
  return (
    request.method === 'GET' &&
    url.origin === origin &&
    /^Bearer \S+$/.test(request.headers.get('authorization') ?? '') &&
    cachedPaths.some((path) => path.test(url.pathname))
  );
}

/**
 * Whose data a request asks for: a hash of its bearer token (the token itself is never stored).
 * Another sign-in, even of the same customer, is another owner.
 */
export async function ownerOf(authorization: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The cache key of a request's reply: its address with the owner and the reply's language. A
 * lookup with another customer's token (or none) can never find it.
 */
export async function customerDataKey(request: Pick<Request, 'url' | 'headers'>): Promise<string> {
  const key = new URL(request.url);
  key.searchParams.set(OWNER_PARAM, await ownerOf(request.headers.get('authorization') ?? ''));
  key.searchParams.set(LANGUAGE_PARAM, request.headers.get('accept-language') ?? '');
  return key.href;
}

/** The owner a cache key was made for. */
export const ownerOfKey = (key: string): string | null =>
  new URL(key).searchParams.get(OWNER_PARAM);

/** A reply as it is cached: stamped with when the server sent it. */
export function stampedForCache(response: Response, now = new Date()): Response {
  const headers = new Headers(response.headers);
  headers.set(STORED_AT_HEADER, now.toISOString());
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** A cached reply as the worker answers with it: it says it comes from the cache, and of when. */
export function markedAsFromCache(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set(
    SERVED_FROM_CACHE_HEADER,
    response.headers.get(STORED_AT_HEADER) ?? response.headers.get('date') ?? '',
  );
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** What the worker tells the page about a reply it answered with. */
export function replyNotice(response: Response, now = new Date()): CustomerDataReply {
  const cachedAt = response.headers.get(SERVED_FROM_CACHE_HEADER);
  return cachedAt
    ? { type: 'customer-data-reply', source: 'cache', sentAt: cachedAt }
    : { type: 'customer-data-reply', source: 'network', sentAt: now.toISOString() };
}
