import { creditNoteNumberOf, receiptNumberOf, type Language } from '@portal/contracts';
import { apiDownload, saveBlob } from '../../../lib/api-client';

/** One person's printed Jathagam of an appointment, as a PDF in the console's language. */
export async function downloadJathagamSheet(
  appointmentId: number,
  person: 'main' | 'bridegroom' | 'prasanam',
  fileName: string,
  language: Language,
): Promise<void> {
  saveBlob(
    await apiDownload(
      `/api/admin/appointments/${appointmentId}/jathagam.pdf?person=${person}&language=${language}`,
    ),
    fileName,
  );
}

/** The office's copy of a payment's receipt, as a PDF in the console's language, saved as RCT-….pdf. */
export async function downloadOfficeReceipt(
  appointmentNumber: string,
  paymentId: number,
  language: Language,
): Promise<void> {
  saveBlob(
    await apiDownload(`/api/admin/payments/${paymentId}/receipt.pdf?language=${language}`),
    `${receiptNumberOf(appointmentNumber, paymentId)}.pdf`,
  );
}

/** The office's copy of a refund's credit note, as a PDF in the console's language, saved as CN-….pdf. */
export async function downloadOfficeCreditNote(
  appointmentNumber: string,
  refundId: number,
  language: Language,
): Promise<void> {
  saveBlob(
    await apiDownload(`/api/admin/refunds/${refundId}/credit-note.pdf?language=${language}`),
    `${creditNoteNumberOf(appointmentNumber, refundId)}.pdf`,
  );
}

/**
 * An uploaded report, opened in a new tab for the office to read (saved as report_{id}.pdf if
 * the browser refuses the tab). The tab opens at the click, before the download, so no pop-up
 * blocker stops it; it closes again if the download fails.
 */
export async function openOfficeReport(reportUrl: string, requestId: number): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const pdf = new Blob([await apiDownload(reportUrl)], { type: 'application/pdf' });
    if (!tab) return saveBlob(pdf, `report_${requestId}.pdf`);
    const url = URL.createObjectURL(pdf);
    tab.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** A customer's copy of their data (decision 0101), as the PDF they would download, in a language. */
export async function downloadCustomerDataCopy(customerId: number, language: Language) {
  saveBlob(
    await apiDownload(`/api/admin/customers/${customerId}/data.pdf?language=${language}`),
    `customer-${customerId}-data${language === 'tamil' ? '-ta' : ''}.pdf`,
  );
}
