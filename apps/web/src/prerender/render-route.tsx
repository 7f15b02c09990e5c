import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { QueryClient } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import { Providers } from '../app/providers';
import { PortalRoutes, preloadScreenAt } from '../app/router';

/**
 * The markup of the screen the browser's router shows at a path, drawn through its very routes
 * and providers with the answers already in the query cache given (under the screens' own keys).
 * The browser's first render (app/portal-start.tsx) draws the same markup over it.
 */
export async function renderRoute(path: string, queryClient: QueryClient): Promise<string> {
  await preloadScreenAt(path);
  const markup = renderToString(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <StaticRouter location={path}>
          <PortalRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
  // Its timers (a query stays cached 30 minutes once unused) must not hold the render's data.
  queryClient.clear();
  // The browser draws its own over this markup rather than hydrating it: the markers of the
  // layout's Suspense boundary mean nothing there.
  return markup.replaceAll('<!--$-->', '').replaceAll('<!--/$-->', '');
}
