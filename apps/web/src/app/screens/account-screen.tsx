import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SignedInPage } from '../signed-in-page';

/** The signed-in screens until they are built (issues 4 to 6). */
export default function AccountScreen() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('account_page_title'), t('app_name'));
  return (
    <SignedInPage>
      <main id="main" className="narrow-page">
        <h1>{t('account_page_title')}</h1>
        <p>{t('account_page_not_open')}</p>
        <p><Link to="/contact">{t('link_contact')}</Link></p>
      </main>
    </SignedInPage>
  );
}
