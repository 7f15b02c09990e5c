import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PublicHeader } from '../../components/layout/public-header';
import { SiteFooter } from '../../components/layout/site-footer';
import { useUiSettings } from '../../features/settings/api/get-ui-settings';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';

/**
 * /login until sign-in by one-time code is built (issue 3): says plainly that online sign-in
 * is not open yet and how to book today.
 */
export default function LoginScreen() {
  const { t } = useTranslation('common');
  const [language, setLanguage] = useLanguage();
  const { data: settings } = useUiSettings(language);
  const appName = settings?.app_name || t('app_name');
  useDocumentTitle(t('signin_title'), appName);
  const phone = settings?.contact1_phone;

  return (
    <>
      <PublicHeader appName={appName} language={language} onLanguageChange={setLanguage} />
      <main id="main" className="narrow-page">
        <h1>{settings?.login_title || t('signin_title')}</h1>
        <p>{t('signin_not_open')}</p>
        <p>{t('signin_call_us')}</p>
        {phone && (
          <p>
            <a className="button button--primary" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </p>
        )}
        <p><Link to="/contact">{t('link_contact')}</Link></p>
      </main>
      <SiteFooter settings={settings} />
    </>
  );
}
