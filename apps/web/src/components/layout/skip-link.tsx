import { useTranslation } from '../../lib/translation/use-translation';

/** The first thing a keyboard reaches on every page: straight to the page's main content. */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a className="skip-link" href="#main">
      {t('common:skip_to_content')}
    </a>
  );
}
