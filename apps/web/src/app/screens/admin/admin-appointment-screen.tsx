import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation';
import { useAdminAppointment } from '../../../features/admin/api/appointment-calls';
import { AdminStatus } from '../../../features/admin/components/shared/admin-status';
import { LoadState } from '../../../features/admin/components/shared/load-state';
import { AppointmentCharts } from '../../../features/admin/components/astrology/appointment-charts';
import { AppointmentActions } from '../../../features/admin/components/appointments/appointment-actions';
import { AppointmentRecord } from '../../../features/admin/components/appointments/appointment-record';
import { AppointmentPrintFacts } from '../../../features/admin/components/appointments/appointment-print-facts';
import { PaymentHistory } from '../../../features/admin/components/appointments/money/payment-history';
import { RefundList } from '../../../features/admin/components/appointments/money/refund-list';
import { ReportUploads } from '../../../features/admin/components/appointments/reports/report-uploads';
import { SlotEditor } from '../../../features/admin/components/appointments/slot-editor';
import { AppointmentMessages } from '../../../features/admin/components/messages/appointment-messages';
import { useRouteParams } from '../../use-route-params';
import { displayPhoneNumber } from '../../../lib/phone-display';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { may } from '../../../features/admin/office-access';
import { AdminPage } from '../../admin-page';
import { BirthDetailsCorrection } from '../../../features/admin/components/desk/birth-details-correction';
import { JathagamRelease } from '../../../features/admin/components/desk/jathagam-release';
import { PaymentLinkButton } from '../../../features/admin/components/desk/payment-link-button';
import { CustomerStateEditor } from '../../../features/admin/components/exports/customer-state-editor';
import { ErasedAppointmentNotice } from '../../../features/admin/components/privacy/erased-appointment-notice';

/**
 * /admin/appointments/{id}: every detail, the customer, how and when they consult, refunds,
 * payments, and what the office can do;
 * each panel only for the roles that may make its calls (an astrologer: the record, charts, reports and the outcome).
 */
export default function AdminAppointmentScreen() {
  const { t } = useTranslation('admin');
  const [language] = useLanguage();
  const id = Number(useRouteParams().appointmentId);
  const query = useAdminAppointment(id, language);
  const appointment = query.data;
  useDocumentTitle(appointment?.appointment_number ?? t('day_title'), t('console'));

  return (
    <AdminPage>
      <div className="back-heading">
        <Link to="/admin" className="icon-button" aria-label={t('back_to_list')}>
          ←
        </Link>
        <h1>
          {appointment ? `${appointment.appointment_number} · ${appointment.name}` : t('day_title')}
        </h1>
        {appointment && (
          <button
            type="button"
            className="button button--small button--light no-print admin-print-button"
            onClick={() => window.print()}
          >
            {t('print')}
          </button>
        )}
      </div>
      <LoadState query={query} />
      {appointment && (
        <div className="admin-detail">
          <div className="admin-detail__side">
            <section className="admin-panel" aria-labelledby="customer-title">
              <h2 id="customer-title" className="admin-panel__title">
                {t('customer')}
              </h2>
              <AdminStatus
                status={appointment.status}
                paymentStatus={appointment.payment_status}
                refundPending={appointment.refunds.some((refund) => refund.status !== 'processed')}
              />
              <dl className="details-list">
                {appointment.customer.mobile_number && (
                  <>
                    <dt>{t('mobile')}</dt>
                    <dd>
                      <a href={`tel:${appointment.customer.mobile_number}`}>
                        {displayPhoneNumber(appointment.customer.mobile_number)}
                      </a>
                    </dd>
                  </>
                )}
                {appointment.customer.email && (
                  <>
                    <dt>{t('email')}</dt>
                    <dd>{appointment.customer.email}</dd>
                  </>
                )}
              </dl>
              {may('GET /api/admin/customers/:id') && (
                <p className="no-print">
                  <Link to={`/admin/customers/${appointment.customer.id}`}>
                    {t('customers:open_customer')}
                  </Link>
                </p>
              )}
            </section>
            <AppointmentPrintFacts appointment={appointment} language={language} />
            {/* What the office does (buttons, forms) stays off paper; what the appointment is prints. */}
            <div className="no-print admin-stack">
              <AppointmentActions appointment={appointment} language={language} />
              {may('POST /api/admin/appointments/:id/payment-link') && (
                <PaymentLinkButton appointment={appointment} language={language} />
              )}
            </div>
            {may('POST /api/admin/refunds/:id/handed-over') && (
              <RefundList appointment={appointment} language={language} />
            )}
            {may('POST /api/admin/appointments/:id/schedule') && (
              <div className="no-print">
                <SlotEditor appointment={appointment} language={language} />
              </div>
            )}
            <div className="no-print">
              <ReportUploads appointment={appointment} language={language} />
            </div>
          </div>
          <div className="admin-detail__main admin-stack">
            {/* An erased customer's birth details are placeholders: said so, never shown (decision 0101). */}
            {appointment.customer.erased && <ErasedAppointmentNotice />}
            <section className="admin-panel" aria-label={t('birth_details')}>
              {!appointment.customer.erased && (
                <AppointmentRecord appointment={appointment} language={language} />
              )}
              {may('PUT /api/admin/appointments/:id/birth-details') &&
                !appointment.customer.erased && (
                  <BirthDetailsCorrection
                    key={appointment.id}
                    appointment={appointment}
                    language={language}
                  />
                )}
              {may('PUT /api/admin/appointments/:id/customer-state') &&
                appointment.country.code === 'IN' && (
                  <CustomerStateEditor
                    key={`state-${appointment.id}`}
                    appointment={appointment}
                    language={language}
                  />
                )}
            </section>
            {may('PUT /api/admin/appointments/:id/jathagam-release') &&
              !appointment.customer.erased && (
                <JathagamRelease appointment={appointment} language={language} />
              )}
          </div>
          {/* The astrology across the page's width: its squares, tables and porutham need it (decision 0110). */}
          {!appointment.customer.erased && (
            <div className="admin-detail__wide">
              <AppointmentCharts appointmentId={appointment.id} language={language} />
            </div>
          )}
          {/* What was paid and said, after the work: beside each other on a desk. */}
          <div className="admin-detail__history">
            {may('GET /api/admin/payments/:id/receipt.pdf') && (
              <PaymentHistory appointment={appointment} language={language} />
            )}
            {may('GET /api/admin/messages') && (
              <div className="no-print">
                <AppointmentMessages appointmentId={appointment.id} language={language} />
              </div>
            )}
          </div>
        </div>
      )}
    </AdminPage>
  );
}
