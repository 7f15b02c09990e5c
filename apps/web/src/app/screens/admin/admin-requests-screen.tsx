import { useSearchParams } from 'react-router';
import type { DataRequestStatus } from '@portal/contracts';
import { GrievanceContact } from '../../../components/privacy/grievance-contact';
import { REQUESTS_PAGE_SIZE, useDataRequestQueue } from '../../../features/admin/api/privacy-calls';
import { RequestQueue } from '../../../features/admin/components/privacy/request-queue';
import { LoadState } from '../../../features/admin/components/shared/load-state';
import { useTranslation } from '../../../lib/translation/use-translation';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { AdminPager } from '../../../features/admin/components/shared/admin-pager';
import { AdminPage } from '../../admin-page';
import '../../../styles/privacy-office.css';

/**
 * /admin/requests (admins and the desk; decision 0102): customers' requests and grievances, the
 * open ones soonest due first with their age and due date (overdue marked) and an answer form,
 * or the answered ones; and the grievance contact every reply names. Filter and page live in the
 * address.
 */
export default function AdminRequestsScreen() {
  const { t } = useTranslation(['privacy-requests-office', 'admin']);
  const [language] = useLanguage();
  const [params, setParams] = useSearchParams();
  const status: DataRequestStatus = params.get('status') === 'answered' ? 'answered' : 'open';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const queue = useDataRequestQueue(status, page, language);
  useDocumentTitle(t('title'), t('admin:console'));
  const go = (nextStatus: DataRequestStatus, nextPage = 1) => {
    const search = new URLSearchParams();
    if (nextStatus === 'answered') search.set('status', 'answered');
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };
  const { data } = queue;
  const pages = data ? Math.max(1, Math.ceil(data.total / REQUESTS_PAGE_SIZE)) : 1;
  return (
    <AdminPage>
      <h1>{t('title')}</h1>
      <p className="privacy-intro">{t('intro')}</p>
      {data && (
        <GrievanceContact
          contact={data.grievance_contact}
          words={{
            title: t('grievance_title'),
            intro: t('grievance_intro'),
            email: t('grievance_email'),
            phone: t('grievance_phone'),
            board: t('grievance_board'),
          }}
        />
      )}
      <nav className="privacy-tabs" aria-label={t('shown')}>
        {(['open', 'answered'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            className="button button--small button--light"
            aria-current={status === choice ? 'page' : undefined}
            onClick={() => go(choice)}
          >
            {t(`show_${choice}`)}
          </button>
        ))}
      </nav>
      <LoadState query={queue} />
      {data && (
        <>
          <p className="admin-count" role="status">
            {t(`count_${status}`, { count: data.total })}
            {data.overdue > 0 && ` · ${t('overdue_count', { count: data.overdue })}`}
          </p>
          {data.requests.length === 0 ? (
            <p className="empty-state">{t(`none_${status}`)}</p>
          ) : (
            <RequestQueue requests={data.requests} language={language} />
          )}
          <AdminPager page={page} pages={pages} onPage={(next) => go(status, next)} />
        </>
      )}
    </AdminPage>
  );
}
