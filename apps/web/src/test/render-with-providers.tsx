import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { ToastProvider } from '../components/toast/toast-provider';
import { i18n, initI18n } from '../lib/i18n';

/** Renders with the real i18n (built-in dictionaries), a fresh query cache and a router. */
export async function renderWithProviders(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  await initI18n();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** A fetch that answers each path with the given status and JSON body. */
export function fakeFetch(routes: Record<string, { status: number; body: unknown }>) {
  return async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://portal.test');
    const match = routes[url.pathname];
    if (!match) return new Response(JSON.stringify({ success: false, error: 'no route', code: 'ROUTE_NOT_FOUND' }), { status: 404 });
    return new Response(JSON.stringify(match.body), { status: match.status, headers: { 'content-type': 'application/json' } });
  };
}
