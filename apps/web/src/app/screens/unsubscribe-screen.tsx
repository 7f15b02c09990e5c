import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/translation/use-translation';
import { PublicHeader } from '../../components/layout/public-header';
import { SiteFooter } from '../../components/layout/site-footer';
import { StopEmailsCard } from '../../features/account/components/stop-emails-card';
import { useUiSettings } from '../../features/settings/api/get-ui-settings';
import { isLoggedIn } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';

/** /unsubscribe?token=…: an e-mail's unsubscribe link; public, and nothing happens until the button is pressed. */
export default function UnsubscribeScreen() {
  const { t } = useTranslation(['account', 'common']);
  const [language, setLanguage] = useLanguage();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const linkLanguage = params.get('language');
  const { data: settings } = useUiSettings(language);
  const appName = settings?.app_name || t('common:app_name');
  useDocumentTitle(t('account:unsubscribe_title'), appName);
  // A link may name the e-mail's language; the header's choice still wins afterwards.
  useEffect(() => {
    if (linkLanguage === 'tamil' || linkLanguage === 'english') setLanguage(linkLanguage);
  }, [linkLanguage, setLanguage]);

  return (
    <>
      <PublicHeader
        appName={appName}
        language={language}
        onLanguageChange={setLanguage}
        showLogin={!isLoggedIn()}
      />
      <main id="main" className="narrow-page">
        <StopEmailsCard token={token} language={language} />
      </main>
      <SiteFooter settings={settings} />
    </>
  );
}
