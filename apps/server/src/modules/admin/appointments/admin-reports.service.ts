import type { FastifyRequest } from 'fastify';
import { detectUploadType } from '@portal/contracts';
import { messageEvents } from '../../messages/outbox/message-events';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/errors/app-error';
import { multipartRefusal } from '../../../lib/http/multipart-refusal';
import { createAppointmentsRepo } from '../../appointments/appointments.repo';
import { createAdminAppointmentsRepo } from './admin-appointments.repo';
import { auditedChange } from '../../audit/audited-change';

/** The report's PDF from a multipart request (field `report`): a PDF by its content, 10 MB at most. */
export async function readReportUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('VALIDATION_FAILED', { report: 'validation.required' });
  let content: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'report' && content === undefined) content = await part.toBuffer();
      else if (part.type === 'file') await part.toBuffer();
    }
  } catch (error) {
    throw multipartRefusal(error, 'report');
  }
  if (!content || content.length === 0) throw new AppError('VALIDATION_FAILED', { report: 'validation.required' });
  if (detectUploadType(content) !== 'application/pdf') throw new AppError('REPORT_NOT_PDF');
  return content;
}

export function createAdminReportsService(db: Database) {
  return {
    /** Stores the report and completes its request; a new upload replaces the old report. */
    async upload(actorUserId: number, requestId: number, pdf: Buffer): Promise<{ appointmentId: number }> {
      return auditedChange(db, { actorUserId, action: 'report.upload', entityType: 'pdf_request', entityId: requestId }, async (tx) => {
        const repo = createAdminAppointmentsRepo(tx);
        const request = await repo.pdfRequest(requestId);
        if (!request) throw new AppError('NOT_FOUND');
        // A report follows its appointment: none is owed for a cancelled one.
        if (request.status === 'cancelled' || (await createAppointmentsRepo(tx).lock(request.appointmentId))?.status === 'cancelled') throw new AppError('APPOINTMENT_CANCELLED');
        await repo.completePdfRequest(request.id, pdf);
        await messageEvents.reportReady(tx, request.id);
        return {
          before: { status: request.status, completed_at: request.completedAt?.toISOString() ?? null },
          after: { status: 'completed', size_bytes: pdf.length, appointment_id: request.appointmentId },
          result: { appointmentId: request.appointmentId },
        };
      });
    },
  };
}
