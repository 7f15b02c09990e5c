import { useTranslation } from '../../../lib/translation/use-translation';
import {
  useAdminAstrologers,
  useAstrologerChange,
} from '../../../features/admin/api/astrologer-calls';
import { useAdminCatalog } from '../../../features/admin/api/catalog-calls';
import { AstrologerForm } from '../../../features/admin/components/astrologers/astrologer-form';
import { LoadState } from '../../../features/admin/components/shared/load-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { AdminPage } from '../../admin-page';

/**
 * /admin/astrologers: the team, each astrologer's words, languages, services, ways of consulting
 * and number; and a new one added.
 */
export default function AdminAstrologersScreen() {
  const { t } = useTranslation('admin');
  const [language] = useLanguage();
  const astrologers = useAdminAstrologers(language);
  const catalog = useAdminCatalog(language);
  const change = useAstrologerChange(language);
  useDocumentTitle(t('astrologers_title'), t('console'));
  const team = astrologers.data?.astrologers;
  const services = catalog.data?.services;
  return (
    <AdminPage>
      <h1>{t('astrologers_title')}</h1>
      <p>{t('astrologers_intro')}</p>
      <LoadState query={astrologers} />
      {!astrologers.isError && <LoadState query={catalog} />}
      {team && services && (
        <div className="admin-columns">
          <div className="admin-stack">
            {team.length === 0 && <p>{t('no_astrologers')}</p>}
            {team.map((astrologer) => (
              <AstrologerForm
                key={JSON.stringify(astrologer)}
                astrologer={astrologer}
                services={services}
                change={change}
                language={language}
              />
            ))}
          </div>
          <div className="admin-stack">
            <AstrologerForm services={services} change={change} language={language} />
          </div>
        </div>
      )}
    </AdminPage>
  );
}
