import { useTranslation } from '../../../../../lib/translation/use-translation';
import type { AdminAppointment, Language } from '@portal/contracts';
import { ReportRequest } from './report-request';

/** The appointment's written reports: each one's state, and what the office can do with it. */
export function ReportUploads({
  appointment,
  language,
}: {
  appointment: AdminAppointment;
  language: Language;
}) {
  const { t } = useTranslation('admin');
  return (
    <section className="admin-panel" aria-labelledby="reports-title">
      <h2 id="reports-title" className="admin-panel__title">
        {t('reports_title')}
      </h2>
      {appointment.pdf_service_requests.length === 0 ? (
        <p>{t('no_reports')}</p>
      ) : (
        <ul className="admin-reports">
          {appointment.pdf_service_requests.map((request) => (
            <ReportRequest
              key={request.id}
              request={request}
              open={request.status !== 'cancelled' && appointment.status !== 'cancelled'}
              language={language}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
