import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation';
import { useCustomers } from '../../../features/admin/api/customer-calls';
import { CustomerRows } from '../../../features/admin/components/customers/customer-rows';
import { CustomerSearchForm } from '../../../features/admin/components/customers/customer-search-form';
import { LoadState } from '../../../features/admin/components/shared/load-state';
import { officeRole } from '../../../features/admin/office-access';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { AdminPager } from '../../../features/admin/components/shared/admin-pager';
import { AdminPage } from '../../admin-page';
import '../../../styles/customers.css';

const PAGE_SIZE = 25;

/**
 * /admin/customers: every customer, newest first, or those a search finds (any part of a name, a
 * bridegroom's, an appointment number, phone digits). The words and page live in the address.
 */
export default function AdminCustomersScreen() {
  const { t } = useTranslation(['customers', 'admin']);
  const [language] = useLanguage();
  const [params, setParams] = useSearchParams();
  const own = officeRole() === 'astrologer';
  const title = own ? t('title_own') : t('title');
  useDocumentTitle(title, t('admin:console'));
  const q = params.get('q') ?? '';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const customers = useCustomers({ q: q || undefined, page, page_size: PAGE_SIZE }, language);
  const go = (nextQ: string, nextPage = 1) => {
    const search = new URLSearchParams();
    if (nextQ) search.set('q', nextQ);
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };
  const { data } = customers;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <AdminPage>
      <h1>{title}</h1>
      {own && <p className="field-note admin-own-note">{t('own_note')}</p>}
      <CustomerSearchForm key={q} q={q} onSearch={(next) => go(next)} />
      <LoadState query={customers} />
      {data && (
        <>
          <p className="admin-count" role="status">
            {data.total_capped
              ? t('count_capped', { count: data.total })
              : t('count', { count: data.total })}
          </p>
          {data.customers.length === 0 ? (
            <p className="empty-state">{q ? t('none_found') : t('none')}</p>
          ) : (
            <CustomerRows rows={data.customers} language={language} />
          )}
          <AdminPager page={page} pages={pages} onPage={(next) => go(q, next)} />
        </>
      )}
    </AdminPage>
  );
}
