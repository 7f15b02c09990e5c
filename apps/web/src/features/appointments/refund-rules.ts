import type { AppointmentRefund, RefundQuote } from '@portal/contracts';

const isZero = (rupees: string) => Number(rupees) === 0;

/** What the cancel confirmation says: nothing was paid, all of it back, part back with a fee kept, or only a fee. */
export type QuoteKind = 'nothing_paid' | 'full' | 'partial' | 'fee_only';

export function quoteKind(quote: RefundQuote): QuoteKind {
  if (isZero(quote.fee)) return isZero(quote.amount) ? 'nothing_paid' : 'full';
  return isZero(quote.amount) ? 'fee_only' : 'partial';
}

/** How a refund stands for the customer: given back, on its way to the account, cash to collect, or held up. */
export type RefundState = 'processed' | 'on_its_way' | 'cash_to_collect' | 'failed';

export function refundState(refund: Pick<AppointmentRefund, 'method' | 'status'>): RefundState {
  if (refund.status === 'processed') return 'processed';
  if (refund.status === 'failed') return 'failed';
  return refund.method === 'cash' ? 'cash_to_collect' : 'on_its_way';
}

export const keptFee = (refund: Pick<AppointmentRefund, 'fee'>) => !isZero(refund.fee);
