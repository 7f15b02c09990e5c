import { useTranslation } from '../../../lib/translation/use-translation';
import { useTaxSettings } from '../../../features/admin/api/export-calls';
import { ExportDownloads } from '../../../features/admin/components/exports/export-downloads';
import { TaxSettingsForm } from '../../../features/admin/components/exports/tax-settings-form';
import { LoadState } from '../../../features/admin/components/shared/load-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { AdminPage } from '../../admin-page';
import '../../../styles/exports.css';

/**
 * /admin/exports (admins only): the accountant's CSV files for a period, and the GST settings they
 * and the receipts follow.
 */
export default function AdminExportsScreen() {
  const { t } = useTranslation('exports');
  const { t: ta } = useTranslation('admin');
  const [language] = useLanguage();
  const settings = useTaxSettings(language);
  useDocumentTitle(t('title'), ta('console'));
  return (
    <AdminPage>
      <h1>{t('title')}</h1>
      <div className="admin-stack">
        <ExportDownloads />
        <LoadState query={settings} />
        {settings.data && <TaxSettingsForm settings={settings.data} language={language} />}
      </div>
    </AdminPage>
  );
}
