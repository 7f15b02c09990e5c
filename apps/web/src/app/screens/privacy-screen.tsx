import { Link } from 'react-router';
import { StickyHeader } from '../../components/layout/sticky-header';
import { useTranslation } from '../../lib/translation/use-translation';
import { SiteFooter } from '../../components/layout/site-footer';
import { LanguageToggle } from '../../components/layout/language-choice';
import { noticeQuery, usePrivacyNotice } from '../../features/privacy/notice/api/get-notice';
import { NoticeBody } from '../../features/privacy/notice/components/notice-body';
import { useUiSettings } from '../../features/settings/api/get-ui-settings';
import { isLoggedIn } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';
import type { FirstData } from '../route-table';

export const firstData: FirstData = (queryClient, language) =>
  queryClient.prefetchQuery(noticeQuery(language));

/**
 * /privacy: the privacy notice's current version in the visitor's language (decision 0100), a
 * public page like the information pages, linked from the footer, sign-in and the booking form.
 */
export default function PrivacyScreen() {
  const { t } = useTranslation(['privacy-notice', 'info', 'common']);
  const [language, setLanguage] = useLanguage();
  const notice = usePrivacyNotice(language);
  const { data: settings } = useUiSettings(language);
  useDocumentTitle(t('privacy-notice:title'), settings?.app_name || t('common:app_name'));
  const backTo = isLoggedIn() ? '/home' : '/login';

  return (
    <>
      <StickyHeader className="info-header">
        <Link to={backTo} className="icon-button info-header__back" aria-label={t('info:back')}>
          <span aria-hidden="true">←</span>
        </Link>
        <h1 className="info-header__title">{t('privacy-notice:title')}</h1>
        <LanguageToggle language={language} onChange={setLanguage} />
      </StickyHeader>
      <main id="main" className="info-page">
        {notice.data ? (
          <NoticeBody notice={notice.data} language={language} />
        ) : notice.isError ? (
          <div className="notice notice--muted" role="alert">
            <p>{t('privacy-notice:load_failed')}</p>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => void notice.refetch()}
            >
              {t('privacy-notice:retry')}
            </button>
          </div>
        ) : (
          <p className="info-content info-content--loading" role="status">
            {t('common:loading')}
          </p>
        )}
        <Link to={backTo} className="button button--primary info-page__home">
          {t('info:back_to_home')}
        </Link>
      </main>
      <SiteFooter settings={settings} />
    </>
  );
}
