import { useQuery } from '@tanstack/react-query';
import type {
  CreditNote,
  CreditNoteReply,
  Language,
  Receipt,
  ReceiptReply,
} from '@portal/contracts';
import { apiDownload, apiRequest, saveBlob } from '../../../lib/api-client';

const isId = (id: number) => Number.isInteger(id) && id > 0;

export function getReceipt(paymentId: number, language: Language): Promise<Receipt> {
  return apiRequest<ReceiptReply>(`/api/payments/${paymentId}/receipt`, { language }).then(
    (reply) => reply.receipt,
  );
}

/** The receipt of a payment, in the screen's language. */
export function useReceipt(paymentId: number, language: Language) {
  return useQuery({
    queryKey: ['receipts', 'payment', paymentId, language],
    queryFn: () => getReceipt(paymentId, language),
    retry: false,
    enabled: isId(paymentId),
  });
}

export function getCreditNote(refundId: number, language: Language): Promise<CreditNote> {
  return apiRequest<CreditNoteReply>(`/api/refunds/${refundId}/credit-note`, { language }).then(
    (reply) => reply.credit_note,
  );
}

/** The credit note of a refund, in the screen's language. */
export function useCreditNote(refundId: number, language: Language) {
  return useQuery({
    queryKey: ['receipts', 'refund', refundId, language],
    queryFn: () => getCreditNote(refundId, language),
    retry: false,
    enabled: isId(refundId),
  });
}

/** The PDF (it needs the bearer token, so a plain link cannot fetch it), saved as {number}.pdf. */
export async function downloadDocumentPdf(
  pdfUrl: string,
  number: string,
  language: Language,
): Promise<void> {
  saveBlob(await apiDownload(`${pdfUrl}?language=${language}`), `${number}.pdf`);
}
