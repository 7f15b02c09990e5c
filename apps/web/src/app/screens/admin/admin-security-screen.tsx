import { SecondFactorEnrolment } from '../../../features/admin/components/security/second-factor-enrolment';
import { SecuritySettingsForm } from '../../../features/admin/components/security/security-settings-form';
import { may } from '../../../features/admin/office-access';
import { useTranslation } from '../../../lib/translation/use-translation';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { AdminPage } from '../../admin-page';
import '../../../styles/security.css';

/**
 * /admin/security (everyone in the office, decision 0106): one's own second factor; for an admin,
 * also how long office sessions may stay unused and whether a second factor is required. When the
 * office requires one and the person has none, the console sends them here first.
 */
export default function AdminSecurityScreen() {
  const { t } = useTranslation('admin');
  const [language] = useLanguage();
  useDocumentTitle(t('security_title'), t('console'));
  return (
    <AdminPage>
      <h1>{t('security_title')}</h1>
      <div className="admin-stack">
        <SecondFactorEnrolment language={language} />
        {may('GET /api/admin/security-settings') && <SecuritySettingsForm language={language} />}
      </div>
    </AdminPage>
  );
}
