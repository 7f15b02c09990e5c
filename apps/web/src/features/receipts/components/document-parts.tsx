import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation';
import type { ReceiptBusiness, ReceiptCustomer } from '@portal/contracts';
import { DetailRow } from '../../../components/detail-row';
import { displayPhoneNumber } from '../../../lib/phone-display';

/** The business that issues the document (name, address, GSTIN), the title and the number. */
export function DocumentHeader({
  business,
  title,
  number,
  badge,
}: {
  business: ReceiptBusiness;
  title: string;
  number: string;
  badge?: ReactNode;
}) {
  const { t } = useTranslation('receipts');
  return (
    <header className="receipt-paper__head">
      <div className="receipt-paper__issuer">
        <p className="receipt-paper__business">{business.name}</p>
        {business.address && <p className="receipt-paper__address">{business.address}</p>}
        {business.gstin && (
          <p className="receipt-paper__gstin">
            {t('gstin')}: <span className="receipt-paper__code">{business.gstin}</span>
          </p>
        )}
      </div>
      <div className="receipt-paper__title">
        <h1 id="document-title">{title}</h1>
        <p className="receipt-paper__number">{number}</p>
        {badge}
      </div>
    </header>
  );
}

/** Who paid or was paid back, beside the document's numbers and date. */
export function PartyAndNumbers({
  heading,
  customer,
  facts,
}: {
  heading: string;
  customer: ReceiptCustomer;
  facts: [string, ReactNode][];
}) {
  const { t } = useTranslation('receipts');
  return (
    <div className="receipt-paper__parties">
      <div className="receipt-paper__customer">
        <p className="receipt-paper__label">{heading}</p>
        <p className="receipt-paper__name">{customer.name}</p>
        <p>
          {t('mobile')}: {displayPhoneNumber(customer.mobile_number)}
        </p>
      </div>
      <FactList rows={facts} className="receipt-paper__numbers" />
    </div>
  );
}

export function FactList({
  rows,
  className = '',
}: {
  rows: [string, ReactNode][];
  className?: string;
}) {
  return (
    <dl className={`receipt-facts ${className}`.trim()}>
      {rows.map(([label, value]) => (
        <DetailRow key={label} label={label}>
          {value}
        </DetailRow>
      ))}
    </dl>
  );
}

export interface AmountRow {
  label: string;
  amount: string;
  muted?: boolean;
}

/** The amounts: a line each, and the total (what was paid, or what went back) last. */
export function AmountTable({ rows, total }: { rows: AmountRow[]; total: AmountRow }) {
  const { t } = useTranslation('receipts');
  return (
    <table className="receipt-lines">
      <thead>
        <tr>
          <th scope="col">{t('description')}</th>
          <th scope="col" className="receipt-lines__amount">
            {t('amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index} className={row.muted ? 'receipt-lines__muted' : undefined}>
            <td>{row.label}</td>
            <td className="receipt-lines__amount">{row.amount}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{total.label}</th>
          <td className="receipt-lines__amount" data-testid="document-total">
            {total.amount}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
