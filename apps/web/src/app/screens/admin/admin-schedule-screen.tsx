import { useState } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation';
import { useSearchParams } from 'react-router';
import {
  useAdminAstrologers,
  useAstrologerHours,
  useAstrologerHoursChange,
} from '../../../features/admin/api/astrologer-calls';
import { useAdminSchedule, useScheduleChange } from '../../../features/admin/api/schedule-calls';
import { AstrologerSelect } from '../../../features/admin/components/schedule/astrologer-select';
import { BlockedDaysEditor } from '../../../features/admin/components/schedule/blocked-days-editor';
import { BlockedSlotsEditor } from '../../../features/admin/components/schedule/blocked-slots-editor';
import { BookingRulesForm } from '../../../features/admin/components/schedule/booking-rules-form';
import { LoadState } from '../../../features/admin/components/shared/load-state';
import { WeeklyHoursForm } from '../../../features/admin/components/schedule/weekly-hours-form';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import type { Language } from '@portal/contracts';
import { may } from '../../../features/admin/office-access';
import { AdminPage } from '../../admin-page';

/** One astrologer's weekly hours, with the chooser of whose (the first astrologer's at first, or ?astrologer=ID). */
function AstrologerHours({
  astrologerId,
  onChoose,
  language,
  chooser,
}: {
  astrologerId: number;
  onChoose: (id: number) => void;
  language: Language;
  chooser: Parameters<typeof AstrologerSelect>[0]['astrologers'];
}) {
  const { t } = useTranslation('admin');
  const hours = useAstrologerHours(astrologerId, language);
  const save = useAstrologerHoursChange(astrologerId, language);
  const select = (
    <div className="admin-panel__fields">
      <AstrologerSelect
        id="hours-astrologer"
        label={t('hours_astrologer')}
        hint={t('hours_astrologer_hint')}
        astrologers={chooser}
        value={astrologerId}
        onChange={(id) => id !== null && onChoose(id)}
        language={language}
      />
    </div>
  );
  if (!hours.data) {
    return (
      <section className="admin-panel" aria-labelledby="hours-title">
        <h2 id="hours-title" className="admin-panel__title">
          {t('weekly_hours')}
        </h2>
        {select}
        <LoadState query={hours} />
      </section>
    );
  }
  return (
    <WeeklyHoursForm
      key={astrologerId}
      weeklyHours={hours.data.weekly_hours}
      save={(weeklyHours) => save.mutateAsync(weeklyHours)}
      saving={save.isPending}
    >
      {select}
    </WeeklyHoursForm>
  );
}

/**
 * /admin/schedule: each astrologer's weekly hours, the office's booking rules, closed days and
 * single slots (the whole office's or one astrologer's).
 */
export default function AdminScheduleScreen() {
  const { t } = useTranslation('admin');
  const [language] = useLanguage();
  const schedule = useAdminSchedule(language);
  const astrologers = useAdminAstrologers(language);
  const change = useScheduleChange(language);
  const [params, setParams] = useSearchParams();
  const [chosen, setChosen] = useState<number | null>(() =>
    /^\d+$/.test(params.get('astrologer') ?? '') ? Number(params.get('astrologer')) : null,
  );
  useDocumentTitle(t('schedule_title'), t('console'));

  const team = astrologers.data?.astrologers ?? [];
  const hoursOf = chosen ?? schedule.data?.hours_astrologer_id ?? team[0]?.id ?? null;
  const choose = (id: number) => {
    setChosen(id);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('astrologer', String(id));
        return next;
      },
      { replace: true },
    );
  };

  return (
    <AdminPage>
      <h1>{t('schedule_title')}</h1>
      <LoadState query={schedule} />
      {!schedule.isError && <LoadState query={astrologers} />}
      {schedule.data && astrologers.data && (
        <div className="admin-schedule">
          <div className="admin-stack">
            {hoursOf !== null && (
              <AstrologerHours
                astrologerId={hoursOf}
                onChoose={choose}
                language={language}
                chooser={team}
              />
            )}
            {may('PUT /api/admin/schedule') && (
              <BookingRulesForm rules={schedule.data.schedule} change={change} />
            )}
          </div>
          <div className="admin-schedule__side">
            <BlockedDaysEditor
              days={schedule.data.blocked_days}
              astrologers={team}
              change={change}
              language={language}
            />
            <BlockedSlotsEditor
              blocked={schedule.data.blocked_slots}
              astrologers={team}
              change={change}
              language={language}
            />
          </div>
        </div>
      )}
    </AdminPage>
  );
}
