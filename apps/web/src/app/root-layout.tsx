import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../lib/translation/use-translation';
import { useToast } from '../components/toast/toast-context';
import { FirstScreenLoading } from '../components/layout/first-screen-loading';
import { SkipLink } from '../components/layout/skip-link';
import { onSessionExpired } from '../lib/session';
import { RouterNavigation } from './router-navigation';
import { forgetFailedScreens } from './screen-code';
import { useScreenHeadingFocus } from './screen-heading-focus';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { RouteErrorScreen } from './screens/route-error-screen';

/**
 * Wraps every screen: a skip link, a loading line while a first screen's code comes, an error
 * screen for one that fails to load or draw, scroll reset on navigation, the previous screen's
 * error toasts put away on navigation, the focus on the new screen's heading (decision 0108),
 * and the answer to a refused session: 'Session expired. Please login again.' and on to /login.
 */
export function RootLayout() {
  const { t } = useTranslation(['common', 'account']);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  useEffect(
    () =>
      onSessionExpired(() => {
        toast.show('error', t('account:session_expired'), { keepOnNavigation: true });
        // Signed in again, the customer comes back to where they were (see returnPathFrom).
        void navigate('/login', {
          replace: true,
          state: { returnTo: `${window.location.pathname}${window.location.search}` },
        });
      }),
    [navigate, t, toast],
  );
  useEffect(() => {
    window.scrollTo(0, 0);
    // A screen whose code could not come is asked for again on the next visit to it.
    return forgetFailedScreens;
  }, [pathname]);
  useScreenHeadingFocus(pathname);
  // A form's error toast does not follow the customer to the next screen.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    toast.screenChanged();
  }, [pathname, toast]);
  return (
    <RouterNavigation>
      <SkipLink />
      <ScreenErrorBoundary pathname={pathname} fallback={<RouteErrorScreen />}>
        <Suspense fallback={<FirstScreenLoading />}>
          <Outlet />
        </Suspense>
      </ScreenErrorBoundary>
    </RouterNavigation>
  );
}
