import { eq } from 'drizzle-orm';
import type { AppointmentChartsReply } from '@portal/contracts';
import type { Database } from '../../db/database';
import { appointments, users } from '../../db/schema';
import { AppError } from '../../lib/errors/app-error';
import { auditedChange } from '../audit/audited-change';

/**
 * The astrologer's notes on an appointment's chart: private to the office. They are in the
 * office's chart reply only, never in the customer's appointment or their printed Jathagam. The
 * activity log records that they changed and their length, not their words.
 */
export function createChartNotesService(db: Database) {
  return {
    async of(appointmentId: number): Promise<AppointmentChartsReply['notes']> {
      const [row] = await db
        .select({ text: appointments.chartNotes, at: appointments.chartNotesUpdatedAt })
        .from(appointments)
        .where(eq(appointments.id, appointmentId));
      return row?.text && row.at ? { text: row.text, updated_at: row.at.toISOString() } : null;
    },

    /** Saves the notes (empty clears them); the same words again write nothing. */
    save(actorUserId: number, appointmentId: number, text: string): Promise<void> {
      return auditedChange(
        db,
        {
          actorUserId,
          action: 'appointment.chart_notes',
          entityType: 'appointment',
          entityId: appointmentId,
        },
        async (tx) => {
          const [row] = await tx
            .select({ text: appointments.chartNotes, erasedAt: users.erasedAt })
            .from(appointments)
            .innerJoin(users, eq(users.id, appointments.userId))
            .where(eq(appointments.id, appointmentId))
            .for('update', { of: appointments });
          if (!row) throw new AppError('APPOINTMENT_NOT_FOUND');
          // An erased customer's booking (decision 0101) takes no notes again.
          if (row.erasedAt && text) throw new AppError('CUSTOMER_ERASED');
          const before = { notes_length: row.text?.length ?? 0 };
          const after = { notes_length: text.length };
          if ((row.text ?? '') === text)
            return { before, after, result: undefined, unchanged: true };
          await tx
            .update(appointments)
            .set({ chartNotes: text || null, chartNotesUpdatedAt: text ? new Date() : null })
            .where(eq(appointments.id, appointmentId));
          return { before, after, result: undefined };
        },
      );
    },
  };
}
