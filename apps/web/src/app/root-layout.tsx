import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useToast } from '../components/toast/toast-context';
import { SkipLink } from '../components/layout/skip-link';
import { onSessionExpired } from '../lib/session';
import { RouterNavigation } from './router-navigation';

/**
 * Wraps every screen: a skip link, scroll reset on navigation, the previous screen's error toasts
 * put away on navigation, and the answer to a refused
 * session (spec section 6): 'Session expired. Please login again.' and on to /login.
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
        void navigate('/login', { replace: true, state: { returnTo: `${window.location.pathname}${window.location.search}` } });
      }),
    [navigate, t, toast],
  );
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  // A form's error toast does not follow the customer to the next screen (issue 15, point 9).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    toast.screenChanged();
  }, [pathname, toast]);
  return (
    <RouterNavigation>
      <SkipLink />
      <Outlet />
    </RouterNavigation>
  );
}
