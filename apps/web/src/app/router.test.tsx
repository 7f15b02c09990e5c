import { act, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { matchRoutes, MemoryRouter, useLocation, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isWebAppPath, webAppPaths, type Language } from '@portal/contracts';
import { changeLanguage, initI18n } from '../lib/i18n';
import { saveSession } from '../lib/session';
import { fakeFetch } from '../test/render-with-providers';
import { Providers } from './providers';
import { PortalRoutes, preloadScreenAt, routes } from './router';
import '../lib/portal-words';

/** Every path pattern of the router's screens (not the catch-all). */
function routerPaths(list: RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(route.path && route.path !== '*' ? [route.path] : []),
    ...routerPaths(route.children ?? []),
  ]);
}

/** Whether the router shows a screen of its own at the path, rather than its catch-all. */
const routerHasScreen = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path !== '*';

describe("the router's addresses are the ones the server knows (packages/contracts web-routes.ts)", () => {
  it('has a route for each of them, and no other', () => {
    expect(routerPaths(routes).sort()).toEqual([...webAppPaths].sort());
  });

  it('and the server tells a known address from an unknown one as the router does', () => {
    const samples = webAppPaths.flatMap((pattern) => {
      const path = pattern.replace(/:\w+/g, '42');
      return [
        path,
        `${path}/`,
        `${path}//`,
        path.toUpperCase(),
        `${path}/more`,
        `${path}x`,
        `/x${path}`,
        `${path}%2F`,
        path.replace(/e/g, '%65'),
      ];
    });
    samples.push(
      '/no-such-page',
      '/payment/',
      '/payment/a.b',
      '/payment/%2F',
      '//home',
      '/',
      '//',
      '/%',
      '/ho me',
    );
    for (const path of samples) expect(isWebAppPath(path), path).toBe(routerHasScreen(path));
  });
});

describe('the catch-all: an address with no screen', () => {
  beforeEach(() => vi.stubGlobal('fetch', fakeFetch({})));
  afterEach(() => vi.unstubAllGlobals());

  async function visit(path: string, language: Language = 'english') {
    await initI18n(language);
    await act(() => changeLanguage(language));
    // As the portal's start does: the screen's code is in before the first render.
    await preloadScreenAt(path);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const shown = { pathname: '' };
    function WhereShown() {
      shown.pathname = useLocation().pathname;
      return null;
    }
    render(
      <Providers queryClient={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <PortalRoutes />
          <WhereShown />
        </MemoryRouter>
      </Providers>,
    );
    await screen.findByRole('heading', { level: 1 });
    return shown;
  }

  it('shows the not-found screen, leading home to / (not a silent redirect), under the header', async () => {
    const shown = await visit('/no/such/page');
    expect(shown.pathname).toBe('/no/such/page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    expect(
      screen.getByText(
        'There is no page at this address. It may have been typed wrongly, or the page may have moved.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
    expect(screen.getByRole('banner').textContent).toContain('Jothidam');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(document.title).toBe('Page not found · Jothidam');
  });

  it('leads a signed-in customer to /home, in Tamil', async () => {
    saveSession('token', { name: 'Meena', mobile_number: '+919840012345' });
    await visit('/bookings', 'tamil');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('பக்கம் கிடைக்கவில்லை');
    expect(screen.getByRole('link', { name: 'முகப்புக்குச் செல்லுங்கள்' }).getAttribute('href')).toBe(
      '/home',
    );
    expect(screen.queryByRole('link', { name: 'உள்நுழை' })).toBeNull();
  });
});
