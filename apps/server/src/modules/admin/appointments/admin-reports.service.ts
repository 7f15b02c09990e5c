import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { detectUploadType, MAX_BOOKING_FILE_BYTES } from '@portal/contracts';
import type { BlobStore, StoredBlob } from '../../../lib/blob-store/blob-store';
import type { StoredFileRef } from '../../../lib/blob-store/stored-file';
import { uploadToBlobStore } from '../../../lib/uploads/upload-to-blob-store';
import { messageEvents } from '../../messages/outbox/message-events';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/errors/app-error';
import { multipartRefusal } from '../../../lib/http/multipart-refusal';
import { createAppointmentsRepo } from '../../appointments/appointments.repo';
import { createAdminAppointmentsRepo } from './admin-appointments.repo';
import { auditedChange } from '../../audit/audited-change';

const reportRules = {
  maxBytes: MAX_BOOKING_FILE_BYTES,
  checkHead(head: Buffer) {
    if (detectUploadType(head) !== 'application/pdf') throw new AppError('REPORT_NOT_PDF');
  },
  tooLarge: () => new AppError('FILE_TOO_LARGE', { fields: { report: 'validation.file_size' } }),
};

/** The report upload's body in the API document. */
export const reportUploadBodies = {
  'multipart/form-data': z.object({
    report: z
      .file()
      .describe(
        `The written report: a PDF by its content, ${MAX_BOOKING_FILE_BYTES / 1024 / 1024} MB at most`,
      ),
  }),
};

/**
 * The report's PDF from a multipart request (field `report`): a PDF by its content, 10 MB at
 * most, streamed into the blob store as it arrives (refused at its first bytes, or at the chunk
 * that passes the limit).
 */
export async function readReportUpload(
  request: FastifyRequest,
  blobs: BlobStore = request.server.blobs,
): Promise<StoredBlob> {
  if (!request.isMultipart())
    throw new AppError('VALIDATION_FAILED', { fields: { report: 'validation.required' } });
  let stored: StoredBlob | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname === 'report' && stored === null)
        stored = await uploadToBlobStore(part.file, blobs, reportRules);
      // Any other file is read through (not kept) so the parts after it arrive.
      else await pipeline(part.file, new Writable({ write: (_chunk, _encoding, done) => done() }));
    }
  } catch (error) {
    throw multipartRefusal(error, 'report');
  }
  if (!stored)
    throw new AppError('VALIDATION_FAILED', { fields: { report: 'validation.required' } });
  return { hash: stored.hash, size: stored.size };
}

/**
 * A written report goes through two steps (docs/decisions/0024): the office uploads it, opens
 * it to check and may replace it, all unseen by the customer; then gives it to the customer,
 * who is told and may download it from then on. A delivered report is never replaced.
 */
export function createAdminReportsService(db: Database) {
  /**
   * The request, locked, while it may still change: not cancelled, its appointment not
   * cancelled, not yet delivered. The appointment is locked first, as a cancellation does.
   */
  async function changeableRequest(
    tx: Database,
    requestId: number,
    astrologerId: number | undefined,
  ) {
    const repo = createAdminAppointmentsRepo(tx);
    const appointmentId = await repo.pdfRequestAppointmentId(requestId, astrologerId);
    if (appointmentId === undefined) throw new AppError('NOT_FOUND');
    const appointment = await createAppointmentsRepo(tx).lock(appointmentId);
    const request = await repo.lockPdfRequest(requestId);
    if (!request || !appointment) throw new AppError('NOT_FOUND');
    // A report follows its appointment: none is owed for a cancelled one.
    if (request.status === 'cancelled' || appointment.status === 'cancelled')
      throw new AppError('APPOINTMENT_CANCELLED');
    // A removed report was given and deleted after the retention period (decision 0103).
    if (request.status === 'completed' || request.status === 'removed')
      throw new AppError('REPORT_DELIVERED');
    return request;
  }

  return {
    /**
     * Stores the report, or replaces the one stored, without telling the customer (an astrologer:
     * of their own consultation only).
     */
    async upload(
      actorUserId: number,
      requestId: number,
      pdf: StoredBlob,
      astrologerId?: number,
    ): Promise<{ appointmentId: number }> {
      return auditedChange(
        db,
        { actorUserId, action: 'report.upload', entityType: 'pdf_request', entityId: requestId },
        async (tx) => {
          const request = await changeableRequest(tx, requestId, astrologerId);
          await createAdminAppointmentsRepo(tx).storeReport(request.id, pdf);
          return {
            before: { size_bytes: request.reportBytes, appointment_id: request.appointmentId },
            after: { size_bytes: pdf.size, appointment_id: request.appointmentId },
            result: { appointmentId: request.appointmentId },
          };
        },
      );
    },

    /** Gives the stored report to the customer: the request is completed and the customer told. */
    async deliver(
      actorUserId: number,
      requestId: number,
      astrologerId?: number,
    ): Promise<{ appointmentId: number }> {
      return auditedChange(
        db,
        { actorUserId, action: 'report.deliver', entityType: 'pdf_request', entityId: requestId },
        async (tx) => {
          const request = await changeableRequest(tx, requestId, astrologerId);
          if (request.reportBytes === null) throw new AppError('REPORT_NOT_UPLOADED');
          await createAdminAppointmentsRepo(tx).deliverReport(request.id);
          await messageEvents.reportReady(tx, request.id);
          return {
            before: { status: request.status, appointment_id: request.appointmentId },
            after: { status: 'completed', appointment_id: request.appointmentId },
            result: { appointmentId: request.appointmentId },
          };
        },
      );
    },

    /** The stored report, delivered or not, for the office to open. */
    async report(
      requestId: number,
      astrologerId?: number,
    ): Promise<{ id: number; userId: number; pdf: StoredFileRef }> {
      const found = await createAdminAppointmentsRepo(db).pdfRequestReport(requestId, astrologerId);
      if (!found || (found.reportHash === null && found.legacyReport === null))
        throw new AppError('NOT_FOUND');
      return {
        id: found.id,
        userId: found.userId,
        pdf: { hash: found.reportHash, legacy: found.legacyReport },
      };
    },
  };
}
