import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadAdminDictionaries, loadScreenDictionaries } from '../lib/i18n';
import { FirstScreenLoading } from '../components/layout/first-screen-loading';
import { RouteErrorScreen } from './screens/route-error-screen';
import { PaymentSuccessRedirect, RequireAdmin, RequireLogin, UnknownPathRedirect } from './route-guards';
import { portalRoutes } from './route-table';
import { RootLayout } from './root-layout';

function toRouteObject({ path, requiresLogin, requiresAdmin, load }: (typeof portalRoutes)[number]): RouteObject {
  const dictionaries = requiresAdmin ? loadAdminDictionaries : requiresLogin ? loadScreenDictionaries : () => undefined;
  return {
    path,
    handle: { requiresLogin },
    lazy: async () => {
      const [{ default: Screen }] = await Promise.all([load(), dictionaries()]);
      if (requiresAdmin) return { Component: () => <RequireAdmin><Screen /></RequireAdmin> };
      return { Component: requiresLogin ? () => <RequireLogin><Screen /></RequireLogin> : Screen };
    },
  };
}

/**
 * The landing page is prerendered and starts without the router (app/landing-start.tsx); the
 * router fetches it only when it shows it itself (back from another page, say).
 */
const loadLandingScreen = async () => ({ Component: (await import('./screens/landing-screen')).LandingScreen });

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    // A direct load of a lazy screen renders this until its code is in (no warning, no blank page).
    hydrateFallbackElement: <FirstScreenLoading />,
    children: [
      { path: '/', lazy: loadLandingScreen, handle: { requiresLogin: false } },
      { path: '/landing', lazy: loadLandingScreen, handle: { requiresLogin: false } },
      { path: '/payment/success', element: <PaymentSuccessRedirect /> },
      ...portalRoutes.map(toRouteObject),
      { path: '*', element: <UnknownPathRedirect /> },
    ],
  },
];

/** The initial route is taken from the browser's path (createBrowserRouter reads it). */
export const createPortalRouter = () => createBrowserRouter(routes);
