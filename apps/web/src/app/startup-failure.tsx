import { createRoot } from 'react-dom/client';
import { AppErrorScreen } from '../components/layout/app-error-screen';
import { i18n } from '../lib/i18n';
import { readSavedLanguage } from '../lib/language';
import { languageTags } from '@portal/contracts';

/** A start that failed shows the application error screen, in the saved language when its words are in. */
export function showStartupFailure(container: HTMLElement): void {
  const common = i18n.getResourceBundle(languageTags[readSavedLanguage()], 'common');
  container.replaceChildren();
  createRoot(container).render(
    <AppErrorScreen
      title={common?.app_error_title ?? 'Application Error'}
      message={
        common?.app_error_message ?? 'Failed to initialize application. Please refresh the page.'
      }
      refreshLabel={common?.refresh ?? 'Refresh'}
    />,
  );
}
