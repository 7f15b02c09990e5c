import { eq } from 'drizzle-orm';
import type { Appointment, Language } from '@portal/contracts';
import type { Database } from '../../db/database';
import { appointments } from '../../db/schema';
import { AppError } from '../../lib/errors/app-error';
import { auditedChange } from '../audit/audited-change';
import { appointmentJathagamPdf } from './appointment-charts';
import type { NodeKind } from './astrology-types';
import type { AstrologyService } from './astrology.service';

/**
 * The customer's own Jathagam: the office releases it (after the consultation, or when the
 * astrologer is satisfied with the birth details), and the customer then downloads the printed
 * sheet from My Appointments in their language; a marriage booking's sheet carries the porutham
 * page.
 */
export function createCustomerJathagamService(db: Database) {
  return {
    /**
     * Releases (or withdraws) the customer's Jathagam, with its audit entry; the same state again
     * writes nothing.
     */
    release(actorUserId: number, appointmentId: number, released: boolean): Promise<void> {
      return auditedChange(
        db,
        {
          actorUserId,
          action: 'appointment.jathagam_release',
          entityType: 'appointment',
          entityId: appointmentId,
        },
        async (tx) => {
          const [row] = await tx
            .select({
              releasedAt: appointments.jathagamReleasedAt,
              status: appointments.status,
              paymentStatus: appointments.paymentStatus,
            })
            .from(appointments)
            .where(eq(appointments.id, appointmentId))
            .for('update');
          if (!row) throw new AppError('APPOINTMENT_NOT_FOUND');
          if (row.status === 'cancelled' && released) throw new AppError('APPOINTMENT_CANCELLED');
          // Released only for a consultation paid for (online, or in cash at the desk).
          if (released && row.paymentStatus !== 'paid') throw new AppError('JATHAGAM_UNPAID');
          const before = { jathagam_released: row.releasedAt !== null };
          if (before.jathagam_released === released)
            return { before, after: before, result: undefined, unchanged: true };
          await tx
            .update(appointments)
            .set({ jathagamReleasedAt: released ? new Date() : null })
            .where(eq(appointments.id, appointmentId));
          return { before, after: { jathagam_released: released }, result: undefined };
        },
      );
    },
  };
}

/**
 * The released sheet of the booking's main person (the bride of a marriage booking), for its
 * customer.
 */
export async function customerJathagamPdf(
  astrology: AstrologyService,
  appointment: Appointment,
  language: Language,
  node: NodeKind,
): Promise<{ fileName: string; pdf: Buffer }> {
  if (!appointment.jathagam_released_at) throw new AppError('JATHAGAM_NOT_RELEASED');
  return appointmentJathagamPdf(astrology, appointment, { person: 'main', language, node });
}
