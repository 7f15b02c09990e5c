import { useTranslation } from '../../../lib/translation/use-translation';
import { useStaff } from '../../../features/admin/api/staff-calls';
import { LoadState } from '../../../features/admin/components/shared/load-state';
import { StaffGrantForm } from '../../../features/admin/components/staff/staff-grant-form';
import { StaffList } from '../../../features/admin/components/staff/staff-list';
import { readSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { AdminPage } from '../../admin-page';

/** /admin/staff (admins only): who holds each office role; give a number a role, or take one back. */
export default function AdminStaffScreen() {
  const { t } = useTranslation('admin');
  const [language] = useLanguage();
  const staff = useStaff(language);
  useDocumentTitle(t('staff_title'), t('console'));
  const session = readSession();
  const ownUserId =
    session.status === 'authenticated' && typeof session.user.id === 'number'
      ? session.user.id
      : null;
  return (
    <AdminPage>
      <h1>{t('staff_title')}</h1>
      <LoadState query={staff} />
      {staff.data && (
        <div className="admin-columns">
          <StaffList staff={staff.data.staff} ownUserId={ownUserId} language={language} />
          <StaffGrantForm astrologers={staff.data.astrologers} language={language} />
        </div>
      )}
    </AdminPage>
  );
}
