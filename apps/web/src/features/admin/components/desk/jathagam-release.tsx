import { useTranslation } from '../../../../lib/translation/use-translation';
import type { AdminAppointment, Language } from '@portal/contracts';
import { formatIndiaDateTime } from '../../../../lib/date-format';
import { useJathagamRelease } from '../../api/desk-calls';
import { useOutcomeToast } from '../../form-feedback';

/**
 * The customer's own Jathagam: the office releases the printed sheet, and the customer
 * downloads it from My Appointments in their language (a marriage booking's with the porutham page).
 * Released, it can be withdrawn.
 */
export function JathagamRelease({
  appointment,
  language,
}: {
  appointment: AdminAppointment;
  language: Language;
}) {
  const { t } = useTranslation('admin');
  const release = useJathagamRelease(appointment.id, language);
  const outcome = useOutcomeToast();
  if (appointment.status === 'cancelled' && !appointment.jathagam_released_at) return null;
  const releasedAt = appointment.jathagam_released_at;
  if (!releasedAt && appointment.payment_status !== 'paid')
    return <p className="field-note no-print jathagam-release">{t('jathagam_unpaid')}</p>;
  return (
    <div className="admin-panel__buttons no-print jathagam-release">
      <p className="field-note">
        {releasedAt
          ? t('jathagam_released_on', { when: formatIndiaDateTime(releasedAt, language) })
          : t('jathagam_not_released')}
      </p>
      {releasedAt ? (
        <button
          type="button"
          className="button"
          disabled={release.isPending}
          onClick={() => void outcome(release.mutateAsync(false), 'jathagam_withdrawn')}
        >
          {t('jathagam_withdraw')}
        </button>
      ) : (
        <button
          type="button"
          className="button button--primary"
          disabled={release.isPending}
          onClick={() => void outcome(release.mutateAsync(true), 'jathagam_released')}
        >
          {t('jathagam_release')}
        </button>
      )}
    </div>
  );
}
