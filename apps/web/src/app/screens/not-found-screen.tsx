import { useTranslation } from '../../lib/translation/use-translation';
import { PublicHeader } from '../../components/layout/public-header';
import { SiteFooter } from '../../components/layout/site-footer';
import { PageLink } from '../../components/navigation/page-link';
import { useUiSettings } from '../../features/settings/api/get-ui-settings';
import { isLoggedIn } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';

/**
 * Any address the portal has no screen at (the router's catch-all): says so, and leads home: a
 * signed-in customer to their home and their appointments, with no Login in the header (the
 * page's code runs at once for them, page-starter.js); anyone else to /. The server sends it drawn, with a 404, for such an
 * address (apps/web/src/prerender/render-not-found.tsx); it reads nothing of the address, so
 * one drawing per language serves them all.
 */
export default function NotFoundScreen() {
  const { t } = useTranslation(['not-found', 'common']);
  const [language, setLanguage] = useLanguage();
  const { data: settings } = useUiSettings(language);
  const appName = settings?.app_name || t('common:app_name');
  useDocumentTitle(t('not-found:title'), appName);
  const signedIn = isLoggedIn();

  return (
    <>
      <PublicHeader
        appName={appName}
        language={language}
        onLanguageChange={setLanguage}
        showLogin={!signedIn}
      />
      <main id="main" className="narrow-page not-found">
        <h1>{t('not-found:title')}</h1>
        <p>{t('not-found:message')}</p>
        <p className="not-found__ways">
          <PageLink to={signedIn ? '/home' : '/'} className="button button--primary">
            {t('not-found:go_home')}
          </PageLink>
          {signedIn && (
            <PageLink to="/appointments" className="button button--ghost">
              {t('not-found:my_appointments')}
            </PageLink>
          )}
        </p>
      </main>
      <SiteFooter settings={settings} />
    </>
  );
}
