import { Link } from 'react-router';
import { erasedCustomerLabel } from '@portal/contracts';
import { useTranslation } from '../../../lib/translation/use-translation';
import { useCustomer } from '../../../features/admin/api/customer-calls';
import {
  CustomerAppointments,
  CustomerDetails,
  CustomerMessages,
  CustomerMoney,
} from '../../../features/admin/components/customers/customer-history';
import { CustomerNotes } from '../../../features/admin/components/customers/customer-notes';
import { EraseCustomerPanel } from '../../../features/admin/components/privacy/erase-customer-panel';
import { CustomerDataCopyPanel } from '../../../features/admin/components/privacy/customer-data-copy-panel';
import { may } from '../../../features/admin/office-access';
import { LoadState } from '../../../features/admin/components/shared/load-state';
import { ApiError } from '../../../lib/api-client';
import { displayPhoneNumber } from '../../../lib/phone-display';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { useRouteParams } from '../../use-route-params';
import { AdminPage } from '../../admin-page';
import '../../../styles/customers.css';

/**
 * /admin/customers/:customerId: who the customer is, every appointment, payment, refund and
 * message, and the office's private notes (with a new one), in one page.
 */
export default function AdminCustomerScreen() {
  const { t } = useTranslation(['customers', 'admin']);
  const [language] = useLanguage();
  const id = Number(useRouteParams().customerId);
  const customer = useCustomer(id, language);
  const reply = customer.data;
  const name = !reply
    ? t('title')
    : reply.customer.erased_at
      ? erasedCustomerLabel(reply.customer.id, language)
      : (reply.customer.name ?? displayPhoneNumber(reply.customer.mobile_number));
  useDocumentTitle(name, t('admin:console'));
  const notFound = customer.error instanceof ApiError && customer.error.status === 404;
  return (
    <AdminPage>
      <div className="back-heading">
        <Link to="/admin/customers" className="icon-button" aria-label={t('back')}>
          ←
        </Link>
        <h1>{reply ? name : t('title')}</h1>
      </div>
      {notFound ? (
        <p className="empty-state" role="alert">
          {t('not_found')}
        </p>
      ) : (
        <LoadState query={customer} />
      )}
      {reply && (
        <div className="customer-page">
          <div className="customer-page__side admin-stack">
            <CustomerDetails reply={reply} language={language} />
            {may('GET /api/admin/read-log') && (
              <p className="customer-page__who-looked">
                <Link to={`/admin/read-log?customer_id=${id}`}>{t('who_looked')}</Link>
              </p>
            )}
            {!reply.customer.erased_at && (
              <CustomerNotes
                customerId={id}
                notes={reply.notes}
                astrologers={reply.note_astrologers}
                language={language}
              />
            )}
            {may('GET /api/admin/customers/:id/data.pdf') && !reply.customer.erased_at && (
              <CustomerDataCopyPanel customerId={id} />
            )}
            {may('POST /api/admin/customers/:id/erase') && (
              <EraseCustomerPanel customer={reply.customer} language={language} />
            )}
          </div>
          <div className="customer-page__main admin-stack">
            <CustomerAppointments reply={reply} language={language} />
            <CustomerMoney reply={reply} language={language} />
            <CustomerMessages reply={reply} language={language} />
          </div>
        </div>
      )}
    </AdminPage>
  );
}
