import { useTranslation } from '../../../../lib/translation/use-translation';
import type { AdminAppointment, Language } from '@portal/contracts';
import { DetailRow } from '../../../../components/detail-row';
import { ConsultationFacts } from './consultation-facts';
import { amountDue } from './day-print-sheet';

/**
 * On paper only (the screen shows these in the slot editor, which does not print): when and how
 * the consultation takes place, who consults, and what is still due (decision 0070).
 */
export function AppointmentPrintFacts({
  appointment,
  language,
}: {
  appointment: AdminAppointment;
  language: Language;
}) {
  const { t } = useTranslation('admin');
  const due = {
    status: appointment.status,
    payment_status: appointment.payment_status,
    total_cost: appointment.total_cost,
    payment_method: appointment.payment?.method ?? null,
  };
  return (
    <section className="print-only admin-panel" aria-hidden="true">
      <ConsultationFacts appointment={appointment} language={language} />
      <dl className="details-list">
        <DetailRow label={t('print_astrologer')}>{appointment.astrologer?.name ?? '-'}</DetailRow>
        <DetailRow label={t('print_due')}>{amountDue(due, t)}</DetailRow>
      </dl>
    </section>
  );
}
