import { useTranslation } from '../../../../lib/translation/use-translation';
import { downloadCustomerDataCopy } from '../../api/document-calls';
import { DocumentButton } from '../appointments/money/document-button';

/**
 * The customer page's copy of their data, for a customer who asked by phone or letter (decision
 * 0101): the PDF they would download themselves, in either language; each download is recorded in
 * the read log.
 */
export function CustomerDataCopyPanel({ customerId }: { customerId: number }) {
  const { t } = useTranslation('privacy-erasure-office');
  return (
    <section className="admin-panel" aria-labelledby="customer-data-copy-title">
      <h2 id="customer-data-copy-title" className="admin-panel__title">
        {t('copy_title')}
      </h2>
      <p className="field-note">{t('copy_lead')}</p>
      <div className="admin-actions">
        <DocumentButton
          label={t('copy_english')}
          download={() => downloadCustomerDataCopy(customerId, 'english')}
        />
        <DocumentButton
          label={t('copy_tamil')}
          download={() => downloadCustomerDataCopy(customerId, 'tamil')}
        />
      </div>
    </section>
  );
}
