import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { QueryClient } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { routes } from '../app/router';

/**
 * The markup of the screen the browser's router shows at a path, drawn through its very routes
 * and providers with the answers already in the query cache given (under the screens' own keys).
 * The browser's first render (app/portal-start.tsx) draws the same markup over it.
 */
export async function renderRoute(path: string, queryClient: QueryClient): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://portal.invalid${path}`));
  if (context instanceof Response) throw new Error(`the route of ${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  // Its timers (a query is kept 30 minutes once unused) must not hold the render's data.
  queryClient.clear();
  return markup;
}
