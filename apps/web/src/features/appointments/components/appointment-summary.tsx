import { useTranslation } from '../../../lib/translation/use-translation';
import type { Appointment } from '@portal/contracts';
import { formatRupeeText } from '../../../lib/money';
import { servicesText } from '../appointment-rules';
import { StatusBadges } from './status-badges';

/** The short form of an appointment: number, services, total, status. */
export function AppointmentSummary({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation(['appointments', 'booking']);
  return (
    <section className="appointment-card appointment-summary" aria-label={t('summary')}>
      <div className="appointment-card__head">
        <h2 className="appointment-card__number">{appointment.appointment_number}</h2>
        <StatusBadges appointment={appointment} />
      </div>
      <dl className="appointment-card__facts">
        <dt>{t('services')}</dt>
        <dd>{servicesText(appointment)}</dd>
        <dt>{t('booking:name')}</dt>
        <dd>{appointment.name}</dd>
        <dt>{t('total')}</dt>
        <dd className="appointment-summary__total" data-testid="appointment-total">
          {formatRupeeText(appointment.total_cost)}
        </dd>
      </dl>
    </section>
  );
}
