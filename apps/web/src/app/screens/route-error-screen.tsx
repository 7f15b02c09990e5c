import { useTranslation } from '../../lib/translation/use-translation';
import { AppErrorScreen } from '../../components/layout/app-error-screen';

/** A screen that fails to load or render (for example its chunk could not be fetched). */
export function RouteErrorScreen() {
  const { t } = useTranslation('common');
  return (
    <AppErrorScreen
      title={t('app_error_title')}
      message={t('app_error_message')}
      refreshLabel={t('refresh')}
    />
  );
}
