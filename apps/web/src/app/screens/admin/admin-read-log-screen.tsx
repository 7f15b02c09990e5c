import { useSearchParams } from 'react-router';
import { useAuditActors } from '../../../features/admin/api/audit-calls';
import {
  READ_LOG_PAGE_SIZE,
  useReadLog,
  type ReadLogFilters as Filters,
} from '../../../features/admin/api/privacy-calls';
import { ReadLogEntries } from '../../../features/admin/components/privacy/read-log-entries';
import { ReadLogFilters } from '../../../features/admin/components/privacy/read-log-filters';
import { LoadState } from '../../../features/admin/components/shared/load-state';
import { displayPhoneNumber } from '../../../lib/phone-display';
import { useTranslation } from '../../../lib/translation/use-translation';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { AdminPager } from '../../../features/admin/components/shared/admin-pager';
import { AdminPage } from '../../admin-page';
import '../../../styles/privacy-office.css';

const idIn = (text: string | null) => {
  const id = Math.floor(Number(text));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * /admin/read-log (admins; decision 0102): who in the office read whose personal data, newest
 * first, by customer (from their page, or a read's customer) and by staff member; the filters and
 * page live in the address.
 */
export default function AdminReadLogScreen() {
  const { t } = useTranslation(['privacy-read-log', 'admin']);
  const [language] = useLanguage();
  const [params, setParams] = useSearchParams();
  const filters: Filters = {
    customerId: idIn(params.get('customer_id')),
    staffId: idIn(params.get('staff_id')),
  };
  const page = idIn(params.get('page')) ?? 1;
  const reads = useReadLog(filters, page, language);
  const staff = useAuditActors(language);
  useDocumentTitle(t('title'), t('admin:console'));
  const go = (next: Filters, nextPage = 1) => {
    const search = new URLSearchParams();
    if (next.customerId !== null) search.set('customer_id', String(next.customerId));
    if (next.staffId !== null) search.set('staff_id', String(next.staffId));
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };
  const change = (patch: Partial<Filters>) => go({ ...filters, ...patch });
  const { data } = reads;
  const customer = data?.customer;
  const pages = data ? Math.max(1, Math.ceil(data.total / READ_LOG_PAGE_SIZE)) : 1;
  const filtered = filters.customerId !== null || filters.staffId !== null;
  return (
    <AdminPage>
      <h1>{t('title')}</h1>
      <p className="privacy-intro">{t('intro')}</p>
      <ReadLogFilters
        values={filters}
        staff={staff.data ?? []}
        customerName={
          customer ? (customer.name ?? displayPhoneNumber(customer.mobile_number)) : null
        }
        onChange={change}
      />
      <LoadState query={reads} />
      {data && (
        <>
          <p className="admin-count" role="status">
            {t('count', { count: data.total })}
          </p>
          {data.entries.length === 0 ? (
            <p className="empty-state">{t(filtered ? 'none_found' : 'none')}</p>
          ) : (
            <ReadLogEntries
              entries={data.entries}
              language={language}
              onCustomer={(customerId) => change({ customerId })}
              onStaff={(staffId) => change({ staffId })}
            />
          )}
          <AdminPager page={page} pages={pages} onPage={(next) => go(filters, next)} />
          <p className="field-note">{t('kept')}</p>
        </>
      )}
    </AdminPage>
  );
}
