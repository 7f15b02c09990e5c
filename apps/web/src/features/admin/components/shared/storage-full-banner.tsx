import { useTranslation } from '../../../../lib/translation/use-translation';
import { useLanguage } from '../../../../lib/use-language';
import { useOfficeStatus } from '../../api/status-calls';

/**
 * Shown on every console page while the portal's storage is full: uploads and reports are refused
 * until space is freed.
 */
export function StorageFullBanner() {
  const { t } = useTranslation('admin');
  const [language] = useLanguage();
  const storage = useOfficeStatus(language).data?.storage;
  if (storage !== 'full') return null;
  return (
    <div className="admin-storage-full" role="alert">
      <p className="admin-storage-full__title">{t('storage_full_title')}</p>
      <p className="admin-storage-full__body">{t('storage_full_body')}</p>
    </div>
  );
}
