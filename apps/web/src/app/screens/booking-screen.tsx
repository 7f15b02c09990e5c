import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/translation/use-translation';
import { useToast } from '../../components/toast/toast-context';
import { BookingForm } from '../../features/booking/components/booking-form';
import { servicesQuery, useServices } from '../../features/catalog/api/get-services';
import { countriesQuery } from '../../features/booking/api/get-countries';
import { savedPeopleQuery } from '../../features/booking/api/saved-people';
import type { FirstData } from '../route-table';
import { useUiSettings } from '../../features/settings/api/get-ui-settings';
import { officeDetailsFrom } from '../../lib/office-details';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';
import { SignedInPage } from '../signed-in-page';
import '../../styles/forms.css';

export const firstData: FirstData = (queryClient, language) =>
  Promise.all([
    queryClient.prefetchQuery(servicesQuery(language)),
    queryClient.prefetchQuery(countriesQuery),
    queryClient.prefetchQuery(savedPeopleQuery),
  ]);

/** /booking?service={id}: needs a known service, else back to /home (with an error when unknown). */
export default function BookingScreen() {
  const { t } = useTranslation(['booking', 'common']);
  const [language] = useLanguage();
  const navigate = useNavigate();
  const toast = useToast();
  const [search] = useSearchParams();
  const serviceParam = search.get('service');
  const serviceId = Number(serviceParam);
  const services = useServices(language);
  const office = officeDetailsFrom(useUiSettings(language).data);
  const known = services.data?.some((service) => service.id === serviceId) ?? false;
  const unknown = services.isError || (services.isSuccess && !known);
  useDocumentTitle(t('booking:title'), t('common:app_name'));

  useEffect(() => {
    if (!serviceParam || !unknown) return;
    toast.show(
      'error',
      t(services.isError ? 'booking:services_failed' : 'booking:service_not_found'),
      { keepOnNavigation: true },
    );
    void navigate('/home', { replace: true });
  }, [serviceParam, unknown, services.isError, toast, t, navigate]);

  if (!serviceParam) return <Navigate to="/home" replace />;
  return (
    <SignedInPage>
      <main id="main" className="form-page">
        <h1>{t('booking:title')}</h1>
        {services.data && known ? (
          <BookingForm
            services={services.data}
            serviceId={serviceId}
            language={language}
            officeAddress={office.address}
            onBooked={(appointment) => {
              toast.show(
                'success',
                t('booking:booked', { number: appointment.appointment_number }),
              );
              void navigate(`/payment/${appointment.id}`);
            }}
          />
        ) : (
          <p className="info-content--loading" role="status">
            {t('common:loading')}
          </p>
        )}
      </main>
    </SignedInPage>
  );
}
