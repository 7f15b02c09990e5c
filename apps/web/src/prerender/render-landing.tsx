import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Language } from '@portal/contracts';
import { Providers } from '../app/providers';
import { routes } from '../app/router';
import { i18n, initI18n } from '../lib/i18n';
import { localeOf } from '../lib/language';

/**
 * The landing page's markup in one language, rendered at build time with the built-in text
 * and standard prices, exactly as the browser's first render draws it (so it can hydrate).
 */
export async function renderLanding(language: Language): Promise<string> {
  if (i18n.isInitialized) await i18n.changeLanguage(localeOf[language]);
  else await initI18n(language);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`The landing route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
}
