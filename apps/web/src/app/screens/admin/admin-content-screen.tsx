import { useTranslation } from '../../../lib/translation/use-translation';
import { useAdminContent, useContentChange } from '../../../features/admin/api/content-calls';
import { LoadState } from '../../../features/admin/components/shared/load-state';
import { PageEditor } from '../../../features/admin/components/content/page-editor';
import { TestimonialsEditor } from '../../../features/admin/components/content/testimonials-editor';
import { TranslationsEditor } from '../../../features/admin/components/content/translations-editor';
import { UiSettingsForm } from '../../../features/admin/components/content/ui-settings-form';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { AdminPage } from '../../admin-page';

/** /admin/content: information pages, UI settings, testimonials and text overrides. */
export default function AdminContentScreen() {
  const { t } = useTranslation('admin');
  const [language] = useLanguage();
  const content = useAdminContent(language);
  const change = useContentChange(language);
  useDocumentTitle(t('content_title'), t('console'));
  return (
    <AdminPage>
      <h1>{t('content_title')}</h1>
      <LoadState query={content} />
      {content.data && (
        <div className="admin-stack">
          <TranslationsEditor translations={content.data.translations} change={change} />
          <div className="admin-columns">
            <div className="admin-stack">
              <PageEditor content={content.data} change={change} />
            </div>
            <div className="admin-stack">
              <UiSettingsForm settings={content.data.ui_settings} change={change} />
              <TestimonialsEditor testimonials={content.data.testimonials} change={change} />
            </div>
          </div>
        </div>
      )}
    </AdminPage>
  );
}
