import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/translation/use-translation';
import { FloatingLanguageToggle } from '../../components/layout/floating-language-toggle';
import {
  appointmentsQuery,
  useAppointments,
} from '../../features/appointments/api/get-appointments';
import { NextAppointment } from '../../features/appointments/components/next-appointment';
import { servicesQuery } from '../../features/catalog/api/get-services';
import { ServicesGrid } from '../../features/catalog/components/services-grid';
import { InstallCard } from '../../features/install/components/install-card';
import { useUiSettings } from '../../features/settings/api/get-ui-settings';
import { officeDetailsFrom } from '../../lib/office-details';
import { readSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';
import type { FirstData } from '../route-table';
import { SignedInPage } from '../signed-in-page';

export const firstData: FirstData = (queryClient, language) =>
  Promise.all([
    queryClient.prefetchQuery(servicesQuery(language)),
    queryClient.prefetchQuery(appointmentsQuery(language)),
  ]);

/** /home: welcome, the services to book, quick actions, a floating language toggle. */
export default function HomeScreen() {
  const { t } = useTranslation(['account', 'common']);
  const [language, setLanguage] = useLanguage();
  const navigate = useNavigate();
  const session = readSession();
  const office = officeDetailsFrom(useUiSettings(language).data);
  const name = session.status === 'authenticated' ? session.user.name : null;
  // The offer to install comes once the customer has booked (decision 0084).
  const hasBooked = (useAppointments(language).data?.length ?? 0) > 0;
  useDocumentTitle(t('account:nav_home'), t('common:app_name'));

  return (
    <SignedInPage>
      <main id="main" className="home-page">
        <h1 title={name ? t('account:welcome', { name }) : undefined}>
          {name ? t('account:welcome', { name }) : t('account:welcome_no_name')}
        </h1>
        <NextAppointment language={language} office={office} />
        {hasBooked ? <InstallCard /> : null}
        <p className="section__lead home-page__lead">{t('account:home_lead')}</p>
        <section aria-labelledby="home-services-title">
          <h2 id="home-services-title" className="section__title">
            {t('account:services_title')}
          </h2>
          <ServicesGrid
            language={language}
            onChoose={(service) => void navigate(`/booking?service=${service.id}`)}
          />
        </section>
        <section aria-labelledby="quick-actions-title" className="quick-actions">
          <h2 id="quick-actions-title" className="section__title">
            {t('account:quick_actions')}
          </h2>
          <div className="quick-actions__grid">
            <Link to="/appointments" className="quick-action">
              <strong>{t('account:quick_appointments')}</strong>
              <span>{t('account:quick_appointments_text')}</span>
            </Link>
            <Link to="/profile" className="quick-action">
              <strong>{t('account:quick_profile')}</strong>
              <span>{t('account:quick_profile_text')}</span>
            </Link>
          </div>
        </section>
      </main>
      <FloatingLanguageToggle language={language} onChange={setLanguage} />
    </SignedInPage>
  );
}
