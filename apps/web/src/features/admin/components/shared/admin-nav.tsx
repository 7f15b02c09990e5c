import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The console's own sections, under the signed-in header. */
export function AdminNav() {
  const { t } = useTranslation('admin');
  return (
    <nav className="admin-nav" aria-label={t('console')}>
      <NavLink to="/admin" end>{t('nav_day')}</NavLink>
      <NavLink to="/admin/schedule">{t('nav_schedule')}</NavLink>
      <NavLink to="/admin/services">{t('nav_services')}</NavLink>
      <NavLink to="/admin/content">{t('nav_content')}</NavLink>
      <NavLink to="/admin/activity">{t('nav_audit')}</NavLink>
    </nav>
  );
}
