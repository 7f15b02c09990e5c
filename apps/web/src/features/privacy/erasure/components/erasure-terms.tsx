import { useTranslation } from '../../../../lib/translation/use-translation';
import type { ErasureConsultation, ErasurePreviewReply, Language } from '@portal/contracts';
import { formatIndiaDateTime } from '../../../../lib/date-format';
import { formatRupeeText } from '../../../../lib/money';

/** One consultation cancelled by the erasure, and what it gives back. */
export function RefundLine({
  consultation,
  language,
}: {
  consultation: ErasureConsultation;
  language: Language;
}) {
  const { t } = useTranslation('privacy-erasure');
  const { refund } = consultation;
  const when = consultation.scheduled_at
    ? t('to_cancel_line', {
        number: consultation.appointment_number,
        time: formatIndiaDateTime(consultation.scheduled_at, language),
      })
    : t('to_cancel_unscheduled', { number: consultation.appointment_number });
  const back = !refund
    ? t('refund_none')
    : t(refund.method === 'cash' ? 'refund_cash' : 'refund_online', {
        amount: formatRupeeText(refund.amount),
      });
  return (
    <li>
      <bdi>{when}</bdi>: {back}
    </li>
  );
}

/** What is erased, what is kept and for how long, and what would be cancelled. */
export function ErasureTerms({
  preview,
  language,
}: {
  preview: ErasurePreviewReply | undefined;
  language: Language;
}) {
  const { t } = useTranslation('privacy-erasure');
  return (
    <>
      <h3>{t('erased_title')}</h3>
      <p>{t('erased_items')}</p>
      <h3>{t('kept_title')}</h3>
      <p>{t('kept_items', { months: preview?.receipts_kept_months ?? 72 })}</p>
      <p className="field-note">
        {preview?.backup_keep_days
          ? t('backups', { days: preview.backup_keep_days })
          : t('backups_none')}
      </p>
      {preview && (
        <>
          <h3>{t('to_cancel_title')}</h3>
          {preview.consultations.length === 0 ? (
            <p className="field-note">{t('to_cancel_none')}</p>
          ) : (
            <ul className="privacy-section__list">
              {preview.consultations.map((consultation) => (
                <RefundLine
                  key={consultation.appointment_number}
                  consultation={consultation}
                  language={language}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}
