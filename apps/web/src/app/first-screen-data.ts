import type { QueryClient } from '@tanstack/react-query';
import { publicPageTypes, type Language } from '@portal/contracts';
import { getPublicPage } from '../features/content/api/get-public-page';
import { getUiSettings } from '../features/settings/api/get-ui-settings';

/**
 * The calls the first screen makes, started with its code rather than after it: one round trip
 * less before an information page shows its text on a slow phone. Under the keys (and with the
 * options) the screens' hooks use, so they find the answers in the cache.
 */
export function prefetchFirstScreen(
  queryClient: QueryClient,
  path: string,
  language: Language,
): Promise<unknown> {
  const calls = [
    queryClient.prefetchQuery({
      queryKey: ['ui-settings', language],
      queryFn: () => getUiSettings(language),
    }),
  ];
  const pageType = path.split(/[?#]/)[0]?.replace(/^\/+|\/+$/g, '') ?? '';
  if ((publicPageTypes as readonly string[]).includes(pageType)) {
    calls.push(
      queryClient.prefetchQuery({
        queryKey: ['public-page', pageType, language],
        queryFn: () => getPublicPage(pageType, language),
        retry: false,
      }),
    );
  }
  // Settled when both are (a prefetch never fails: a failed call is the screen's to show).
  return Promise.all(calls);
}
