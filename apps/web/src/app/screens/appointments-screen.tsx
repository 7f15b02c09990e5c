import { Link } from 'react-router';
import { useTranslation } from '../../lib/translation/use-translation';
import { appointmentsQuery } from '../../features/appointments/api/get-appointments';
import { AppointmentsList } from '../../features/appointments/components/appointments-list';
import { useUiSettings } from '../../features/settings/api/get-ui-settings';
import { officeDetailsFrom } from '../../lib/office-details';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';
import type { FirstData } from '../route-table';
import { SignedInPage } from '../signed-in-page';
import '../../styles/forms.css';

export const firstData: FirstData = (queryClient, language) =>
  queryClient.prefetchQuery(appointmentsQuery(language));

/** /appointments: the customer's appointments and a button to book another. */
export default function AppointmentsScreen() {
  const { t } = useTranslation(['appointments', 'common']);
  const [language] = useLanguage();
  const office = officeDetailsFrom(useUiSettings(language).data);
  useDocumentTitle(t('appointments:title'), t('common:app_name'));
  return (
    <SignedInPage>
      <main id="main" className="form-page form-page--wide">
        <div className="page-heading">
          <h1>{t('appointments:title')}</h1>
          <Link to="/booking" className="button button--primary button--small">
            {t('appointments:book_new')}
          </Link>
        </div>
        <AppointmentsList language={language} office={office} />
      </main>
    </SignedInPage>
  );
}
