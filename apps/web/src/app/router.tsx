import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadAdminDictionaries, loadScreenDictionaries } from '../lib/i18n';
import { FirstScreenLoading } from '../components/layout/first-screen-loading';
import { RouteErrorScreen } from './screens/route-error-screen';
import { PaymentSuccessRedirect, RequireAdmin, RequireLogin } from './route-guards';
import { portalRoutes } from './route-table';
import { RootLayout } from './root-layout';

function toRouteObject({ path, requiresLogin, requiresAdmin, load }: (typeof portalRoutes)[number]): RouteObject {
  const dictionaries = requiresAdmin ? loadAdminDictionaries : requiresLogin ? loadScreenDictionaries : () => undefined;
  return {
    path,
    handle: { requiresLogin },
    lazy: async () => {
      if (requiresAdmin) {
        // Who may open which screen is the console's to say, in its own chunk (never the customer's pages).
        const [{ default: Screen }, , { mayOpen }] = await Promise.all([load(), dictionaries(), import('../features/admin/office-access')]);
        return { Component: () => <RequireAdmin mayOpen={() => mayOpen(path)}><Screen /></RequireAdmin> };
      }
      const [{ default: Screen }] = await Promise.all([load(), dictionaries()]);
      return { Component: requiresLogin ? () => <RequireLogin><Screen /></RequireLogin> : Screen };
    },
  };
}

/**
 * The landing page is prerendered and starts without the router (app/landing-start.tsx); the
 * router fetches it only when it shows it itself (back from another page, say).
 */
const loadLandingScreen = async () => ({ Component: (await import('./screens/landing-screen')).LandingScreen });

/**
 * An address the portal has no screen at: the not-found screen, which the server also draws for
 * it with a 404 (issue 31; apps/server/src/plugins/web-app.ts). It takes the place of spec
 * section 2's silent redirect to / or /home: its link goes there.
 */
const loadNotFoundScreen = async () => ({ Component: (await import('./screens/not-found-screen')).default });

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    // A direct load of a lazy screen renders this until its code is in (no warning, no blank page).
    hydrateFallbackElement: <FirstScreenLoading />,
    children: [
      // Paths the server knows too (packages/contracts web-routes.ts; router.test.tsx checks they match).
      { path: '/', lazy: loadLandingScreen, handle: { requiresLogin: false } },
      { path: '/landing', lazy: loadLandingScreen, handle: { requiresLogin: false } },
      { path: '/payment/success', element: <PaymentSuccessRedirect /> },
      ...portalRoutes.map(toRouteObject),
      { path: '*', lazy: loadNotFoundScreen, handle: { requiresLogin: false } },
    ],
  },
];

/** The initial route is taken from the browser's path (createBrowserRouter reads it). */
export const createPortalRouter = () => createBrowserRouter(routes);
