import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/translation/use-translation';
import { PublicHeader } from '../../components/layout/public-header';
import { SiteFooter } from '../../components/layout/site-footer';
import { ConfirmEmailCard } from '../../features/account/components/confirm-email-card';
import { useUiSettings } from '../../features/settings/api/get-ui-settings';
import { isLoggedIn } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';

/** /confirm-email?token=…: an e-mail's confirmation link (decision 0107); public, signed in or not. */
export default function ConfirmEmailScreen() {
  const { t } = useTranslation(['account', 'common']);
  const [language, setLanguage] = useLanguage();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const linkLanguage = params.get('language');
  const { data: settings } = useUiSettings(language);
  const appName = settings?.app_name || t('common:app_name');
  const signedIn = isLoggedIn();
  useDocumentTitle(t('account:confirm_email_title'), appName);
  // The link names the e-mail's language; the header's choice still wins afterwards.
  useEffect(() => {
    if (linkLanguage === 'tamil' || linkLanguage === 'english') setLanguage(linkLanguage);
  }, [linkLanguage, setLanguage]);

  return (
    <>
      <PublicHeader
        appName={appName}
        language={language}
        onLanguageChange={setLanguage}
        showLogin={!signedIn}
      />
      <main id="main" className="narrow-page">
        <ConfirmEmailCard token={token} language={language} signedIn={signedIn} />
      </main>
      <SiteFooter settings={settings} />
    </>
  );
}
