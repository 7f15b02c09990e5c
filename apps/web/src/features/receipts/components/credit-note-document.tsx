import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation';
import { rupeeTextToPaise, type CreditNote, type Language } from '@portal/contracts';
import { formatIndiaDateTime } from '../../../lib/date-format';
import { formatRupeeText } from '../../../lib/money';
import {
  AmountTable,
  DocumentHeader,
  FactList,
  PartyAndNumbers,
  type AmountRow,
} from './document-parts';
import { TaxFacts } from './tax-facts';

/** The credit note as a printable page; while the refund is not given back yet, it says so. */
export function CreditNoteDocument({ note, language }: { note: CreditNote; language: Language }) {
  const { t } = useTranslation('receipts');
  const numbers: [string, ReactNode][] = [
    [t('credit_note_number'), <strong key="number">{note.credit_note_number}</strong>],
  ];
  if (note.issued_at)
    numbers.push([
      t('refunded_on'),
      `${formatIndiaDateTime(note.issued_at, language)} ${t('india_time')}`,
    ]);
  numbers.push(
    [t('against_receipt'), note.receipt_number],
    [t('appointment_number'), note.appointment_number],
  );
  const rows: AmountRow[] = [
    {
      label: `${t('amount_paid')} (${note.receipt_number})`,
      amount: formatRupeeText(note.paid_amount),
    },
  ];
  if (rupeeTextToPaise(note.fee) > 0)
    rows.push({ label: t('fee_kept'), amount: `− ${formatRupeeText(note.fee)}` });
  const refund: [string, string][] = [
    [t('reason'), t(`kind_${note.kind}`)],
    [t('refund_method'), t(`method_${note.method}`)],
  ];
  if (note.gateway_refund_id) refund.push([t('refund_transaction_id'), note.gateway_refund_id]);
  if (note.gateway_payment_id) refund.push([t('payment_transaction_id'), note.gateway_payment_id]);
  const given = note.status === 'processed';
  return (
    <article className="receipt-paper" aria-labelledby="document-title">
      <DocumentHeader
        business={note.business}
        title={t('credit_note_title')}
        number={note.credit_note_number}
        badge={
          given ? undefined : (
            <span className="badge badge--pending">{t(`status_${note.status}`)}</span>
          )
        }
      />
      {!given && (
        <p className="notice--warning receipt-paper__status" role="status">
          {t(note.status === 'failed' ? 'failed_notice' : 'pending_notice')}
        </p>
      )}
      <PartyAndNumbers heading={t('refunded_to')} customer={note.customer} facts={numbers} />
      <AmountTable
        rows={rows}
        total={{ label: t('amount_refunded'), amount: formatRupeeText(note.amount) }}
      />
      <TaxFacts tax={note.tax} heading={t('gst_returned')} />
      <FactList rows={refund} className="receipt-paper__payment" />
      <p className="receipt-paper__footer">{t('credit_note_footer')}</p>
    </article>
  );
}
