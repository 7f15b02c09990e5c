import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import type { Language } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { RouterNavigation } from '../app/router-navigation';
import { ToastProvider } from '../components/toast/toast-provider';
import { addDictionaries, changeLanguage, initI18n } from '../lib/i18n';
import '../lib/portal-words';

/** Dictionaries by locale and namespace, as the screens' and the console's lazy chunks hold them. */
type DictionaryChunk = Record<string, Record<string, Record<string, string>>>;

/**
 * Renders with the real i18n (built-in dictionaries, plus the lazy chunks given, in a language),
 * a fresh query cache and a router.
 */
export async function renderWithProviders(
  ui: ReactNode,
  {
    path = '/',
    language,
    dictionaries = [],
  }: { path?: string; language?: Language; dictionaries?: DictionaryChunk[] } = {},
) {
  await initI18n();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <RouterNavigation>{ui}</RouterNavigation>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  if (language || dictionaries.length > 0) {
    // Each render starts i18n afresh, so the chunks' words are added each time.
    await act(async () => {
      for (const chunk of dictionaries) addDictionaries(chunk);
      if (language) await changeLanguage(language);
    });
  }
  return view;
}

/** A fetch that answers each path with the given status and JSON body. */
export function fakeFetch(routes: Record<string, { status: number; body: unknown }>) {
  return async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://portal.test');
    const match = routes[url.pathname];
    if (!match)
      return new Response(
        JSON.stringify({ success: false, error: 'no route', code: 'ROUTE_NOT_FOUND' }),
        { status: 404 },
      );
    return new Response(JSON.stringify(match.body), {
      status: match.status,
      headers: { 'content-type': 'application/json' },
    });
  };
}

export interface SentCall {
  method: string;
  path: string;
  /** The query string's parameters, when it has any. */
  query?: Record<string, string>;
  body: unknown;
}

type Answer = { status?: number; body: unknown };

/**
 * A fetch that records each call and answers it: with one reply for every call, or by path (an
 * unknown path is a 404 in the error envelope).
 */
export function recordingFetch(
  reply: ((call: SentCall) => Answer) | Record<string, (call: SentCall) => Answer>,
) {
  const calls: SentCall[] = [];
  const headersOf = new WeakMap<SentCall, Record<string, string>>();
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://portal.test');
    const call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      ...(url.search ? { query: Object.fromEntries(url.searchParams) } : {}),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    headersOf.set(
      call,
      Object.fromEntries(
        [...new Headers(init?.headers)].map(([name, value]) => [name.toLowerCase(), value]),
      ),
    );
    const route = typeof reply === 'function' ? reply : reply[url.pathname];
    const answer = route
      ? route(call)
      : { status: 404, body: { success: false, error: 'no route', code: 'ROUTE_NOT_FOUND' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  /** A call's headers as sent, by lower-case name (idempotency-key, accept-language, …). */
  const headers = (call: SentCall | undefined) => (call ? (headersOf.get(call) ?? {}) : {});
  return { calls, headers, fetch };
}
