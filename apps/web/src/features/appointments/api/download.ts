import type { AppointmentFile, PdfServiceRequest } from '@portal/contracts';
import { apiDownload, saveBlob } from '../../../lib/api-client';

/** A horoscope file the customer uploaded, saved under its own name. */
export async function downloadAppointmentFile(file: AppointmentFile): Promise<void> {
  saveBlob(await apiDownload(file.url), file.file_name);
}

/** Spec section 7: the written report, saved as report_{id}.pdf. */
export async function downloadReport(request: PdfServiceRequest): Promise<void> {
  saveBlob(await apiDownload(`/api/pdf-requests/${request.id}/download`), `report_${request.id}.pdf`);
}
