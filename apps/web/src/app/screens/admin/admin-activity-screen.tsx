import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation';
import {
  AUDIT_PAGE_SIZE,
  useAuditActors,
  useAuditLog,
  type AuditFilterValues,
} from '../../../features/admin/api/audit-calls';
import { AuditEntries } from '../../../features/admin/components/activity/audit-entries';
import {
  auditFiltersOf,
  auditSearchOf,
  isFiltered,
} from '../../../features/admin/components/activity/audit-filter-params';
import { AuditFilters } from '../../../features/admin/components/activity/audit-filters';
import { LoadState } from '../../../features/admin/components/shared/load-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { AdminPager } from '../../../features/admin/components/shared/admin-pager';
import { AdminPage } from '../../admin-page';

/**
 * /admin/activity: what was done, newest first, as sentences; filters (who, what, when) and page
 * live in the address.
 */
export default function AdminActivityScreen() {
  const { t } = useTranslation('admin');
  const [language] = useLanguage();
  const [params, setParams] = useSearchParams();
  // The address asked for but not yet shown: a second quick change builds on it, not on the last
  // render (which would drop the first).
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [params]);
  const go = (next: URLSearchParams) => {
    pending.current = next;
    setParams(next);
  };
  const change = (patch: Partial<AuditFilterValues>) =>
    go(auditSearchOf({ ...auditFiltersOf(pending.current ?? params).filters, ...patch }));
  const { filters, page } = auditFiltersOf(params);
  const audit = useAuditLog(filters, page, language);
  const office = useAuditActors(language);
  // The office's people, and whoever the address filters by when they are not one of them (a
  // customer): their entries name them.
  const shownActor =
    typeof filters.actor === 'number'
      ? audit.data?.entries.find((entry) => entry.actor?.id === filters.actor)?.actor
      : undefined;
  const actors = [
    ...(office.data ?? []),
    ...(shownActor && !office.data?.some((actor) => actor.id === shownActor.id)
      ? [shownActor]
      : []),
  ];
  useDocumentTitle(t('audit_title'), t('console'));
  const pages = audit.data ? Math.max(1, Math.ceil(audit.data.total / AUDIT_PAGE_SIZE)) : 1;
  return (
    <AdminPage>
      <h1>{t('audit_title')}</h1>
      {/* A change of filter starts again at page 1. */}
      <AuditFilters values={filters} actors={actors} onChange={change} />
      <LoadState query={audit} />
      {audit.data &&
        (audit.data.entries.length === 0 ? (
          <p className="empty-state" role="status">
            {t(isFiltered(filters) ? 'audit_no_matches' : 'audit_empty')}
          </p>
        ) : (
          <AuditEntries entries={audit.data.entries} language={language} />
        ))}
      <AdminPager page={page} pages={pages} onPage={(next) => go(auditSearchOf(filters, next))} />
    </AdminPage>
  );
}
