import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation';
import type { Language } from '@portal/contracts';
import { formatIndiaDateTime } from '../../../lib/date-format';
import type { OfficeDetails } from '../../../lib/office-details';
import { useAppointments } from '../api/get-appointments';
import { nextAppointment, servicesText } from '../appointment-rules';
import { ConsultationFacts } from './consultation-facts';

/** The home page's first word after the welcome: the customer's next consultation, when there is one. */
export function NextAppointment({
  language,
  office,
}: {
  language: Language;
  office: OfficeDetails;
}) {
  const { t } = useTranslation('appointments');
  const appointments = useAppointments(language);
  const next = nextAppointment(appointments.data ?? []);
  if (!next) return null;
  return (
    <section className="next-appointment" aria-labelledby="next-appointment-title">
      <h2 id="next-appointment-title" className="next-appointment__title">
        {t('next_title')}
      </h2>
      <p className="next-appointment__when">
        {formatIndiaDateTime(next.scheduled_datetime!, language)} {t('india_time')}
      </p>
      <p className="next-appointment__services">{servicesText(next)}</p>
      <dl className="next-appointment__facts">
        <ConsultationFacts appointment={next} language={language} office={office} />
      </dl>
      <Link to="/appointments" className="next-appointment__link">
        {t('next_all')}
      </Link>
    </section>
  );
}
