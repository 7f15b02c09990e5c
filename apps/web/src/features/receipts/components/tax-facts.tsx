import { useTranslation } from '../../../lib/translation/use-translation';
import type { TaxSplit } from '@portal/contracts';
import { formatRupeeText } from '../../../lib/money';
import { FactList } from './document-parts';

const percent = (basisPoints: number) =>
  `${(basisPoints / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}%`;

/**
 * The GST of a receipt or credit note (docs/decisions/0067): SAC code, place of supply, taxable
 * value and each head, as its PDF shows them.
 */
export function TaxFacts({ tax, heading }: { tax: TaxSplit; heading: string }) {
  const { t } = useTranslation('receipts');
  const rows: [string, string][] = [
    [t('sac_code'), tax.sac_code],
    [t('place_of_supply'), tax.place_of_supply.label],
    [t('taxable_value'), formatRupeeText(tax.taxable_value)],
  ];
  if (tax.place_of_supply.kind === 'export') rows.push([t('gst_heading'), t('zero_rated')]);
  else if (tax.place_of_supply.kind === 'intra_state') {
    const half = percent(tax.rate_basis_points / 2);
    rows.push(
      [`${t('cgst')} ${half}`, formatRupeeText(tax.cgst)],
      [`${t('sgst')} ${half}`, formatRupeeText(tax.sgst)],
    );
  } else rows.push([`${t('igst')} ${percent(tax.rate_basis_points)}`, formatRupeeText(tax.igst)]);
  return (
    <section className="receipt-paper__tax" aria-label={heading} data-testid="document-tax">
      <h2 className="receipt-paper__label">{heading}</h2>
      <FactList rows={rows} className="receipt-paper__payment" />
    </section>
  );
}
