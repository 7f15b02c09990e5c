import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AUDIT_PAGE_SIZE, useAuditLog } from '../../../features/admin/api/audit-calls';
import { AuditEntries } from '../../../features/admin/components/activity/audit-entries';
import { auditFiltersOf, auditSearchOf, isFiltered } from '../../../features/admin/components/activity/audit-filter-params';
import { AuditFilters } from '../../../features/admin/components/activity/audit-filters';
import { LoadState } from '../../../features/admin/components/shared/load-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { AdminPage } from '../../admin-page';

/** /admin/activity: what was done, newest first, as sentences; filters (who, what, when) and page live in the address. */
export default function AdminActivityScreen() {
  const { t } = useTranslation('admin');
  const [language] = useLanguage();
  const [params, setParams] = useSearchParams();
  const { filters, page } = auditFiltersOf(params);
  const audit = useAuditLog(filters, page, language);
  useDocumentTitle(t('audit_title'), t('console'));
  const pages = audit.data ? Math.max(1, Math.ceil(audit.data.total / AUDIT_PAGE_SIZE)) : 1;
  return (
    <AdminPage>
      <h1>{t('audit_title')}</h1>
      {/* A change of filter starts again at page 1. */}
      <AuditFilters values={filters} actors={audit.data?.actors ?? []} onChange={(patch) => setParams((current) => auditSearchOf({ ...auditFiltersOf(current).filters, ...patch }))} />
      <LoadState query={audit} />
      {audit.data && (audit.data.entries.length === 0 ? <p className="empty-state" role="status">{t(isFiltered(filters) ? 'audit_no_matches' : 'audit_empty')}</p> : <AuditEntries entries={audit.data.entries} language={language} />)}
      {pages > 1 && (
        <nav className="admin-pager" aria-label={t('page', { page, pages })}>
          <button type="button" className="button button--small button--light" disabled={page <= 1} onClick={() => setParams(auditSearchOf(filters, page - 1))}>{t('previous')}</button>
          <span>{t('page', { page, pages })}</span>
          <button type="button" className="button button--small button--light" disabled={page >= pages} onClick={() => setParams(auditSearchOf(filters, page + 1))}>{t('next')}</button>
        </nav>
      )}
    </AdminPage>
  );
}
