import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Wraps every screen: a skip link, and focus and scroll reset on navigation. */
export function RootLayout() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      <a className="skip-link" href="#main">{t('skip_to_content')}</a>
      <Outlet />
    </>
  );
}
