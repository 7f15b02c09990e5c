import { useTranslation } from '../../../lib/translation/use-translation';
import { usePrivacySettings, useRetention } from '../../../features/admin/api/retention-calls';
import { GrievanceBreachForm } from '../../../features/admin/components/privacy/grievance-breach-form';
import { RetentionNextRun } from '../../../features/admin/components/privacy/retention-next-run';
import { RetentionPeriodsForm } from '../../../features/admin/components/privacy/retention-periods-form';
import { LoadState } from '../../../features/admin/components/shared/load-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { AdminPage } from '../../admin-page';
import '../../../styles/privacy-retention.css';

/**
 * /admin/privacy-settings (admins only, decision 0103): how long personal data is kept and what
 * the next nightly run removes, the grievance contact, and the breach notice in both languages.
 */
export default function AdminPrivacySettingsScreen() {
  const { t } = useTranslation('privacy-retention');
  const { t: ta } = useTranslation('admin');
  const [language] = useLanguage();
  const retention = useRetention(language);
  const settings = usePrivacySettings(language);
  useDocumentTitle(t('title'), ta('console'));
  return (
    <AdminPage>
      <h1>{t('title')}</h1>
      <p className="field-note">{t('lead')}</p>
      <div className="admin-stack">
        <LoadState query={retention} />
        {retention.data && (
          <>
            <RetentionNextRun retention={retention.data} language={language} />
            <RetentionPeriodsForm
              key={JSON.stringify(retention.data.periods)}
              retention={retention.data}
              language={language}
            />
          </>
        )}
        <LoadState query={settings} />
        {settings.data && <GrievanceBreachForm settings={settings.data} language={language} />}
      </div>
    </AdminPage>
  );
}
