import { creditNoteNumberOf, receiptNumberOf, type Language } from '@portal/contracts';
import { apiDownload, saveBlob } from '../../../lib/api-client';

/** The office's copy of a payment's receipt, as a PDF in the console's language, saved as RCT-….pdf. */
export async function downloadOfficeReceipt(appointmentNumber: string, paymentId: number, language: Language): Promise<void> {
  saveBlob(await apiDownload(`/api/admin/payments/${paymentId}/receipt.pdf?language=${language}`), `${receiptNumberOf(appointmentNumber, paymentId)}.pdf`);
}

/** The office's copy of a refund's credit note, as a PDF in the console's language, saved as CN-….pdf. */
export async function downloadOfficeCreditNote(appointmentNumber: string, refundId: number, language: Language): Promise<void> {
  saveBlob(await apiDownload(`/api/admin/refunds/${refundId}/credit-note.pdf?language=${language}`), `${creditNoteNumberOf(appointmentNumber, refundId)}.pdf`);
}
