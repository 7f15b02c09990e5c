import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useToast } from '../components/toast/toast-context';
import { onSessionExpired } from '../lib/session';

/**
 * Wraps every screen: a skip link, scroll reset on navigation, and the answer to a refused
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
        toast.show('error', t('account:session_expired'));
        // Signed in again, the customer comes back to where they were (see returnPathFrom).
        void navigate('/login', { replace: true, state: { returnTo: `${window.location.pathname}${window.location.search}` } });
      }),
    [navigate, t, toast],
  );
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      <a className="skip-link" href="#main">{t('common:skip_to_content')}</a>
      <Outlet />
    </>
  );
}
