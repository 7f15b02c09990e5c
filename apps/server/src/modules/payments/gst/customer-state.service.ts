import { eq } from 'drizzle-orm';
import type { IndianStateCode } from '@portal/contracts';
import type { Database } from '../../../db/database';
import { appointments } from '../../../db/schema';
import { AppError } from '../../../lib/errors/app-error';
import { auditedChange } from '../../audit/audited-change';

/**
 * Where in India the customer of an appointment is (docs/decisions/0068): what the place of
 * supply is found from. The customer gives it when booking; the office corrects it, audited.
 */
export function createCustomerStateService(db: Database) {
  return {
    update(
      actorUserId: number,
      appointmentId: number,
      state: IndianStateCode | null,
    ): Promise<{ customer_state: string | null }> {
      return auditedChange(
        db,
        {
          actorUserId,
          action: 'appointment.customer_state',
          entityType: 'appointment',
          entityId: appointmentId,
        },
        async (tx) => {
          const [row] = await tx
            .select({ customerState: appointments.customerState })
            .from(appointments)
            .where(eq(appointments.id, appointmentId));
          if (!row) throw new AppError('NOT_FOUND');
          const before = { customer_state: row.customerState };
          const after = { customer_state: state };
          if (row.customerState === state)
            return { before, after: before, result: before, unchanged: true };
          await tx
            .update(appointments)
            .set({ customerState: state, updatedAt: new Date() })
            .where(eq(appointments.id, appointmentId));
          return { before, after, result: after };
        },
      );
    },
  };
}
