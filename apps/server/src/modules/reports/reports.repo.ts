import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { appointments, pdfRequests } from '../../db/schema';

export function createReportsRepo(db: Database) {
  return {
    /** A report request with its file (its blob's hash), only when its appointment belongs to this user. */
    findForUser(userId: number, requestId: number) {
      return db
        .select({
          id: pdfRequests.id,
          status: pdfRequests.status,
          reportHash: pdfRequests.reportHash,
          legacyReport: pdfRequests.legacyReport,
          paymentStatus: appointments.paymentStatus,
        })
        .from(pdfRequests)
        .innerJoin(appointments, eq(appointments.id, pdfRequests.appointmentId))
        .where(and(eq(pdfRequests.id, requestId), eq(appointments.userId, userId)))
        .then((rows) => rows[0]);
    },
  };
}
