import { useTranslation } from '../../../../lib/translation/use-translation';

/**
 * In place of an erased customer's birth details, charts and their corrections (decision 0101):
 * what is left are placeholders, never to be read as a birth.
 */
export function ErasedAppointmentNotice() {
  const { t } = useTranslation('privacy-erasure-office');
  return (
    <section className="admin-panel" aria-labelledby="erased-appointment-title">
      <h2 id="erased-appointment-title" className="admin-panel__title">
        {t('erase_title')}
      </h2>
      <p>{t('erased_appointment')}</p>
    </section>
  );
}
