import type { PdfServiceRequest } from '@portal/contracts';
import { apiDownload, saveBlob } from '../../../lib/api-client';

/** Spec section 7: the written report, saved as report_{id}.pdf. */
export async function downloadReport(request: PdfServiceRequest): Promise<void> {
  saveBlob(await apiDownload(`/api/pdf-requests/${request.id}/download`), `report_${request.id}.pdf`);
}
