import { Link, useLocation } from 'react-router';
import { StickyHeader } from '../../components/layout/sticky-header';
import { useTranslation } from '../../lib/translation/use-translation';
import { SiteFooter } from '../../components/layout/site-footer';
import { LanguageToggle } from '../../components/layout/language-choice';
import { InfoContent } from '../../features/content/components/info-content';
import { infoTitle } from '../../features/content/info-title';
import { useUiSettings } from '../../features/settings/api/get-ui-settings';
import { isLoggedIn } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';

/** /terms, /refund-policy and /contact: the path decides the page type. */
export default function InfoScreen() {
  const { t } = useTranslation(['info', 'common']);
  const [language, setLanguage] = useLanguage();
  const { pathname } = useLocation();
  const pageType = pathname.replace(/^\/+|\/+$/g, '');
  const { data: settings } = useUiSettings(language);
  const title = infoTitle(t, pageType);
  useDocumentTitle(title, settings?.app_name || t('common:app_name'));
  const backTo = isLoggedIn() ? '/home' : '/login';

  return (
    <>
      <StickyHeader className="info-header">
        <Link to={backTo} className="icon-button info-header__back" aria-label={t('info:back')}>
          <span aria-hidden="true">←</span>
        </Link>
        <h1 className="info-header__title">{title}</h1>
        <LanguageToggle language={language} onChange={setLanguage} />
      </StickyHeader>
      <main id="main" className="info-page">
        <InfoContent pageType={pageType} language={language} />
        <Link to={backTo} className="button button--primary info-page__home">
          {t('info:back_to_home')}
        </Link>
      </main>
      <SiteFooter settings={settings} />
    </>
  );
}
