import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation';
import { useAdminNotice } from '../../../features/admin/api/privacy-notice-calls';
import { NoticeEditor } from '../../../features/admin/components/privacy/notice-editor';
import { NoticeVersions } from '../../../features/admin/components/privacy/notice-versions';
import { OfferForm } from '../../../features/admin/components/privacy/offer-form';
import { LoadState } from '../../../features/admin/components/shared/load-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { AdminPage } from '../../admin-page';

/**
 * /admin/privacy (admins only; decision 0100): the privacy notice's text in both languages,
 * each save a new version, the versions with how many customers agreed to each, and an offer to
 * those who agreed to offers.
 */
export default function AdminPrivacyScreen() {
  const { t } = useTranslation(['privacy-admin', 'admin']);
  const [language] = useLanguage();
  const notice = useAdminNotice(language);
  useDocumentTitle(t('title'), t('admin:console'));
  return (
    <AdminPage>
      <h1>{t('title')}</h1>
      <p>
        <Link to="/privacy" target="_blank" rel="noopener">
          {t('preview')}
        </Link>
      </p>
      <LoadState query={notice} />
      {notice.data && (
        <div className="admin-columns admin-privacy">
          {/* A new version starts from the one published: the key gives the form its text again. */}
          <NoticeEditor
            key={notice.data.current.version}
            notice={notice.data}
            language={language}
          />
          <div className="admin-stack">
            <NoticeVersions versions={notice.data.versions} language={language} />
            <OfferForm language={language} />
          </div>
        </div>
      )}
    </AdminPage>
  );
}
