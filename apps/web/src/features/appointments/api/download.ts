import type { Appointment, Language, PdfServiceRequest } from '@portal/contracts';
import { apiDownload, saveBlob } from '../../../lib/api-client';

/** The written report, saved as report_{id}.pdf. */
export async function downloadReport(request: PdfServiceRequest): Promise<void> {
  saveBlob(
    await apiDownload(`/api/pdf-requests/${request.id}/download`),
    `report_${request.id}.pdf`,
  );
}

/**
 * "Add to calendar": the consultation as an iCalendar file in the screen's language, saved as
 * {appointment number}.ics.
 */
export async function downloadCalendarFile(
  appointment: Pick<Appointment, 'id' | 'appointment_number'>,
  language: Language,
): Promise<void> {
  saveBlob(
    await apiDownload(calendarFilePath(appointment.id, language)),
    `${appointment.appointment_number}.ics`,
  );
}

export const calendarFilePath = (appointmentId: number, language: Language) =>
  `/api/appointments/${appointmentId}/calendar.ics?language=${language}`;

/**
 * The customer's own Jathagam (once the office releases it), in the screen's language, saved as
 * jathagam_{appointment number}.pdf.
 */
export async function downloadJathagam(
  appointment: Pick<Appointment, 'id' | 'appointment_number'>,
  language: Language,
): Promise<void> {
  saveBlob(
    await apiDownload(`/api/appointments/${appointment.id}/jathagam.pdf?language=${language}`),
    `jathagam_${appointment.appointment_number}.pdf`,
  );
}
