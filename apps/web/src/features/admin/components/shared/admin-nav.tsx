import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from '../../../../lib/translation/use-translation';
import { useLanguage } from '../../../../lib/use-language';
import { useFailedMessageCount } from '../../api/message-calls';
import { may } from '../../office-access';

/**
 * The console's own sections, under the signed-in header, each only for the roles that may open
 * it (the call it stands on, contracts office-access.ts); messages that could not be sent show as a count.
 * On a phone they are one row that scrolls sideways (styles/admin.css).
 */
export function AdminNav() {
  const { t } = useTranslation('admin');
  const [language] = useLanguage();
  const failed = useFailedMessageCount(language, may('GET /api/admin/messages')).data ?? 0;
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the row scrolls sideways: the open section is brought to its middle (never the page
  // scrolled), and again whenever the links change width: the fonts come, or the Tamil words
  // arrive after the first render and widen every link before the open one.
  useEffect(() => {
    const row = nav.current;
    if (!row) return;
    const centre = () => {
      const open = row.querySelector<HTMLElement>('a.active');
      if (!open || row.scrollWidth <= row.clientWidth) return;
      const rowBox = row.getBoundingClientRect();
      const openBox = open.getBoundingClientRect();
      row.scrollLeft += openBox.left + openBox.width / 2 - (rowBox.left + rowBox.width / 2);
    };
    centre();
    if (typeof ResizeObserver === 'undefined') return;
    const links = new ResizeObserver(centre);
    for (const link of row.querySelectorAll('a')) links.observe(link);
    return () => links.disconnect();
  }, [pathname, failed]);
  return (
    <nav ref={nav} className="admin-nav" aria-label={t('console')}>
      <NavLink to="/admin" end>
        {t('nav_day')}
      </NavLink>
      {may('POST /api/admin/appointments') && (
        <NavLink to="/admin/book">{t('nav_desk_booking')}</NavLink>
      )}
      {may('GET /api/admin/customers') && (
        <NavLink to="/admin/customers">{t('customers:nav')}</NavLink>
      )}
      {may('GET /api/admin/schedule') && (
        <NavLink to="/admin/schedule">{t('nav_schedule')}</NavLink>
      )}
      {may('GET /api/admin/cash') && <NavLink to="/admin/cash">{t('nav_cash')}</NavLink>}
      {may('PUT /api/admin/astrologers/:id') && (
        <NavLink to="/admin/astrologers">{t('nav_astrologers')}</NavLink>
      )}
      {may('GET /api/admin/catalog') && <NavLink to="/admin/services">{t('nav_services')}</NavLink>}
      {may('GET /api/admin/content') && <NavLink to="/admin/content">{t('nav_content')}</NavLink>}
      {may('GET /api/admin/messages') && (
        <NavLink to="/admin/messages">
          {t('nav_messages')}
          {failed > 0 && (
            <span className="admin-nav__count">{t('message_nav_failed', { count: failed })}</span>
          )}
        </NavLink>
      )}
      {may('GET /api/admin/audit-log') && <NavLink to="/admin/activity">{t('nav_audit')}</NavLink>}
      {may('GET /api/admin/staff') && <NavLink to="/admin/staff">{t('nav_staff')}</NavLink>}
      {may('GET /api/admin/figures') && <NavLink to="/admin/figures">{t('figures:nav')}</NavLink>}
      {may('GET /api/admin/exports/sales.csv') && (
        <NavLink to="/admin/exports">{t('exports:nav')}</NavLink>
      )}
      {may('GET /api/admin/requests') && (
        <NavLink to="/admin/requests">{t('privacy-requests-office:nav')}</NavLink>
      )}
      {may('GET /api/admin/read-log') && (
        <NavLink to="/admin/read-log">{t('privacy-read-log:nav')}</NavLink>
      )}
      {may('GET /api/admin/retention') && (
        <NavLink to="/admin/privacy-settings">{t('privacy-retention:nav')}</NavLink>
      )}
      {may('GET /api/admin/privacy/notice') && (
        <NavLink to="/admin/privacy">{t('nav_privacy')}</NavLink>
      )}
      {may('GET /api/admin/second-factor') && (
        <NavLink to="/admin/security">{t('nav_security')}</NavLink>
      )}
    </nav>
  );
}
