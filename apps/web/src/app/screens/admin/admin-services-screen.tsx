import { useTranslation } from '../../../lib/translation/use-translation';
import { useAdminCatalog, useCatalogChange } from '../../../features/admin/api/catalog-calls';
import { CountryPricingForm } from '../../../features/admin/components/catalog/country-pricing-form';
import { LoadState } from '../../../features/admin/components/shared/load-state';
import { ServiceForm } from '../../../features/admin/components/catalog/service-form';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { AdminPage } from '../../admin-page';

/** /admin/services: each service's words, price and report; each country's prices and charges. */
export default function AdminServicesScreen() {
  const { t } = useTranslation('admin');
  const [language] = useLanguage();
  const catalog = useAdminCatalog(language);
  const change = useCatalogChange(language);
  useDocumentTitle(t('services_title'), t('console'));
  return (
    <AdminPage>
      <h1>{t('services_title')}</h1>
      <LoadState query={catalog} />
      {catalog.data && (
        <div className="admin-columns">
          <div className="admin-stack">
            {catalog.data.services.map((service) => (
              <ServiceForm key={service.id} service={service} change={change} />
            ))}
          </div>
          <CountryPricingForm catalog={catalog.data} change={change} />
        </div>
      )}
    </AdminPage>
  );
}
