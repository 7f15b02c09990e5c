import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminPage } from '../../admin-page';

/**
 * A console screen the signed-in role may not open (contracts office-access.ts, decision 0058):
 * said so in the console's frame, with the way to the screens the role has, rather than a silent
 * jump to the first of them (decision 0110). The address stays, so the person can tell an
 * administrator which screen it was.
 */
export function AdminRefusedScreen() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('refused_title'), t('console'));
  return (
    <AdminPage>
      <h1>{t('refused_title')}</h1>
      <div className="empty-state" role="alert">
        <p>{t('refused_body')}</p>
        <Link to="/admin" className="button button--primary button--small">
          {t('refused_go')}
        </Link>
      </div>
    </AdminPage>
  );
}
