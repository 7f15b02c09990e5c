import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../lib/use-language';
import { useFailedMessageCount } from '../../api/message-calls';

/** The console's own sections, under the signed-in header; messages that could not be sent show as a count. */
export function AdminNav() {
  const { t } = useTranslation('admin');
  const [language] = useLanguage();
  const failed = useFailedMessageCount(language).data ?? 0;
  return (
    <nav className="admin-nav" aria-label={t('console')}>
      <NavLink to="/admin" end>{t('nav_day')}</NavLink>
      <NavLink to="/admin/schedule">{t('nav_schedule')}</NavLink>
      <NavLink to="/admin/astrologers">{t('nav_astrologers')}</NavLink>
      <NavLink to="/admin/services">{t('nav_services')}</NavLink>
      <NavLink to="/admin/content">{t('nav_content')}</NavLink>
      <NavLink to="/admin/messages">
        {t('nav_messages')}
        {failed > 0 && <span className="admin-nav__count">{t('message_nav_failed', { count: failed })}</span>}
      </NavLink>
      <NavLink to="/admin/activity">{t('nav_audit')}</NavLink>
    </nav>
  );
}
