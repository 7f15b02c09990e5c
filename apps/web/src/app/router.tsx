import { use, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { loadAdminDictionaries, loadScreenDictionaries } from '../lib/i18n';
import { isLoggedIn } from '../lib/session';
import { PaymentSuccessRedirect, RequireAdmin, RequireLogin } from './route-guards';
import { portalRoutes, type FirstData, type PortalRoute } from './route-table';
import { RootLayout } from './root-layout';
import { screenCode, type ScreenCode } from './screen-code';

/** What each route's screen shows as it first draws, by path pattern, once its code is in. */
const firstDataOf = new Map<string, FirstData>();

/** A screen's code with its words, wrapped in the guard its route asks for. */
async function guardedScreen({
  path,
  requiresLogin,
  requiresAdmin,
  load,
}: PortalRoute): Promise<ComponentType> {
  if (requiresAdmin) {
    // Who may open which screen is the console's to say, in its own chunk (never the customer's pages).
    const [{ default: Screen }, , { mayOpen }, { AdminRefusedScreen }] = await Promise.all([
      load(),
      loadAdminDictionaries(),
      import('../features/admin/office-access'),
      import('./screens/admin/admin-refused-screen'),
    ]);
    return () => (
      <RequireAdmin mayOpen={() => mayOpen(path)} refused={<AdminRefusedScreen />}>
        <Screen />
      </RequireAdmin>
    );
  }
  const [{ default: Screen, firstData }] = await Promise.all([
    load(),
    requiresLogin ? loadScreenDictionaries() : undefined,
  ]);
  // A screen for signed-in customers asks for nothing without a session (it goes on to /login).
  if (firstData)
    firstDataOf.set(
      path,
      requiresLogin
        ? (queryClient, language) =>
            isLoggedIn() ? firstData(queryClient, language) : Promise.resolve()
        : firstData,
    );
  return requiresLogin
    ? () => (
        <RequireLogin>
          <Screen />
        </RequireLogin>
      )
    : Screen;
}

/**
 * The landing page is prerendered and starts without the router (app/landing-start.tsx); the
 * router fetches it only when it shows it itself (back from another page, say).
 */
const loadLandingScreen = async (): Promise<ComponentType> =>
  (await import('./screens/landing-screen')).LandingScreen;

/**
 * An address the portal has no screen at: the not-found screen, which the server also draws for
 * it with a 404 (decision 0050; apps/server/src/plugins/web-app.ts). Rather than a silent redirect
 * to / or /home, it says the page is not there, and its link goes there.
 */
const loadNotFoundScreen = async (): Promise<ComponentType> =>
  (await import('./screens/not-found-screen')).default;

/** Each route's screen code, by its path pattern. */
const codeOf = new Map<string, () => ScreenCode>();

/** A route that shows a screen whose code comes when it is first shown (or fetched beforehand: preloadScreenAt). */
function lazyRoute(path: string, load: () => Promise<ComponentType>): RouteObject {
  const code = () => screenCode(path, load);
  codeOf.set(path, code);
  return { path, element: <RoutedScreen code={code} /> };
}

/**
 * The screen, once its code is in: until then the layout's loading line (a first visit) or the
 * screen before (a move).
 */
function RoutedScreen({ code }: { code: () => ScreenCode }) {
  const Screen = use(code());
  // The same component each time: the screen's code, cached once it is in (screen-code.ts).
  // eslint-disable-next-line react-hooks/static-components
  return <Screen />;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      // Paths the server knows too (packages/contracts web-routes.ts; router.test.tsx checks they match).
      lazyRoute('/', loadLandingScreen),
      lazyRoute('/landing', loadLandingScreen),
      { path: '/payment/success', element: <PaymentSuccessRedirect /> },
      ...portalRoutes.map((route) => lazyRoute(route.path, () => guardedScreen(route))),
      lazyRoute('*', loadNotFoundScreen),
    ],
  },
];

/** The portal's screens at the browser's address (inside a router: BrowserRouter, StaticRouter, MemoryRouter). */
export function PortalRoutes() {
  return useRoutes(routes);
}

/**
 * Fetches the code and words of the screen at `path` (a path, with its query or not), settling
 * once they are in, or could not come (the screen then says so when it shows), with what the
 * screen shows as it first draws, when it names it.
 */
export async function preloadScreenAt(path: string): Promise<FirstData | undefined> {
  const pattern = matchRoutes(routes, path)?.at(-1)?.route.path;
  if (pattern === undefined) return undefined;
  await codeOf
    .get(pattern)?.()
    .catch(() => undefined);
  return firstDataOf.get(pattern);
}
