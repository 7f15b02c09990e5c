import { useTranslation } from '../../../lib/translation/use-translation';
import type { Language, Receipt } from '@portal/contracts';
import { formatIndiaDateTime } from '../../../lib/date-format';
import { formatRupeeText } from '../../../lib/money';
import { AmountTable, DocumentHeader, FactList, PartyAndNumbers } from './document-parts';
import { TaxFacts } from './tax-facts';

/** The receipt as a printable page: the same content as its PDF, in the screen's language. */
export function ReceiptDocument({ receipt, language }: { receipt: Receipt; language: Language }) {
  const { t } = useTranslation('receipts');
  const payment: [string, string][] = [[t('payment_method'), t(`method_${receipt.method}`)]];
  if (receipt.gateway_payment_id) payment.push([t('transaction_id'), receipt.gateway_payment_id]);
  return (
    <article className="receipt-paper" aria-labelledby="document-title">
      <DocumentHeader
        business={receipt.business}
        title={t(receipt.tax.tax_invoice ? 'tax_invoice_title' : 'receipt_title')}
        number={receipt.receipt_number}
      />
      <PartyAndNumbers
        heading={t('received_from')}
        customer={receipt.customer}
        facts={[
          [t('receipt_number'), <strong key="number">{receipt.receipt_number}</strong>],
          [t('paid_on'), `${formatIndiaDateTime(receipt.issued_at, language)} ${t('india_time')}`],
          [t('appointment_number'), receipt.appointment_number],
          ...(receipt.astrologer
            ? [[t('astrologer'), receipt.astrologer] as [string, string]]
            : []),
        ]}
      />
      <AmountTable
        rows={receipt.lines.map((line) =>
          line.included
            ? {
                label: `${line.label} (${t('included')})`,
                amount: `(${formatRupeeText(line.amount)})`,
                muted: true,
              }
            : { label: line.label, amount: formatRupeeText(line.amount) },
        )}
        total={{ label: t('total'), amount: formatRupeeText(receipt.total) }}
      />
      <TaxFacts tax={receipt.tax} heading={t('gst_heading')} />
      <FactList rows={payment} className="receipt-paper__payment" />
      <p className="receipt-paper__footer">{t('receipt_footer')}</p>
    </article>
  );
}
