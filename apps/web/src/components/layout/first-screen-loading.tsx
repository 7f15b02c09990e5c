import { useTranslation } from '../../lib/translation/use-translation';

/**
 * What shows while the first screen's code arrives on a direct load of a page other than the
 * landing page (app/root-layout.tsx): a quiet line in the customer's language.
 */
export function FirstScreenLoading() {
  const { t } = useTranslation('common');
  return (
    <p className="first-screen-loading" role="status">
      {t('loading')}
    </p>
  );
}
