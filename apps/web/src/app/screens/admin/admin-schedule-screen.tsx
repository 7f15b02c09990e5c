import { useTranslation } from 'react-i18next';
import { useAdminSchedule, useScheduleChange } from '../../../features/admin/api/schedule-calls';
import { BlockedDaysEditor } from '../../../features/admin/components/schedule/blocked-days-editor';
import { BlockedSlotsEditor } from '../../../features/admin/components/schedule/blocked-slots-editor';
import { LoadState } from '../../../features/admin/components/shared/load-state';
import { WeeklyHoursForm } from '../../../features/admin/components/schedule/weekly-hours-form';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { AdminPage } from '../../admin-page';

/** /admin/schedule: weekly hours, slot length, horizon, closed days and single slots. */
export default function AdminScheduleScreen() {
  const { t } = useTranslation('admin');
  const [language] = useLanguage();
  const schedule = useAdminSchedule(language);
  const change = useScheduleChange(language);
  useDocumentTitle(t('schedule_title'), t('console'));

  return (
    <AdminPage>
      <h1>{t('schedule_title')}</h1>
      <LoadState query={schedule} />
      {schedule.data && (
        <div className="admin-schedule">
          <WeeklyHoursForm schedule={schedule.data.schedule} change={change} />
          <div className="admin-schedule__side">
            <BlockedDaysEditor days={schedule.data.blocked_days} change={change} language={language} />
            <BlockedSlotsEditor change={change} language={language} />
          </div>
        </div>
      )}
    </AdminPage>
  );
}
