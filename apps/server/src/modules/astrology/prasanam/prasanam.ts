import { inArray, eq } from 'drizzle-orm';
import { isQuestionService, type AppointmentChartsReply, type Language } from '@portal/contracts';
import type { Database } from '../../../db/database';
import { appointments, services } from '../../../db/schema';
import { AppError } from '../../../lib/errors/app-error';
import { auditedChange } from '../../audit/audited-change';
import type { AstrologySettingsView } from '../astrology-settings.service';
import type { NodeKind } from '../astrology-types';
import type { AstrologyService } from '../astrology.service';

type Prasanam = NonNullable<AppointmentChartsReply['prasanam']>;

/**
 * A Prasanam is read from the chart of the moment the question is asked, at the astrologer's place
 * (decision 0076): the time the astrologer records, or else the consultation's start; the
 * office's place from the astrology settings.
 */
export function prasanamChart(
  astrology: AstrologyService,
  booking: { scheduledAt: string | null; askedAt: Date | null },
  office: AstrologySettingsView['office_place'],
  node: NodeKind,
  language: Language,
): Prasanam {
  const askedAt = booking.askedAt ?? (booking.scheduledAt ? new Date(booking.scheduledAt) : null);
  if (!askedAt) return { asked_at: null, from: null, chart: null };
  const place = {
    name: (language === 'tamil' ? office.name_tamil : null) ?? office.name,
    latitude: office.latitude,
    longitude: office.longitude,
    timeZone: office.time_zone,
  };
  return {
    asked_at: askedAt.toISOString(),
    from: booking.askedAt ? 'recorded' : 'consultation_start',
    chart: astrology.chartOfMoment(askedAt, place, node),
  };
}

export function createPrasanamService(db: Database) {
  return {
    /** Whether the booking holds a service read from the question (Prasanam). */
    async isPrasanamBooking(serviceIds: number[]): Promise<boolean> {
      if (serviceIds.length === 0) return false;
      const rows = await db
        .select({ key: services.key })
        .from(services)
        .where(inArray(services.id, serviceIds));
      return rows.some(isQuestionService);
    },

    async askedAt(appointmentId: number): Promise<Date | null> {
      const [row] = await db
        .select({ askedAt: appointments.prasanamAskedAt })
        .from(appointments)
        .where(eq(appointments.id, appointmentId));
      return row?.askedAt ?? null;
    },

    /**
     * Records when the question was asked (null: back to the consultation's start), with its audit
     * entry.
     */
    record(actorUserId: number, appointmentId: number, askedAt: Date | null): Promise<void> {
      return auditedChange(
        db,
        {
          actorUserId,
          action: 'appointment.prasanam_time',
          entityType: 'appointment',
          entityId: appointmentId,
        },
        async (tx) => {
          const [row] = await tx
            .select({ askedAt: appointments.prasanamAskedAt })
            .from(appointments)
            .where(eq(appointments.id, appointmentId))
            .for('update');
          if (!row) throw new AppError('APPOINTMENT_NOT_FOUND');
          const before = { prasanam_asked_at: row.askedAt?.toISOString() ?? null };
          const after = { prasanam_asked_at: askedAt?.toISOString() ?? null };
          if (before.prasanam_asked_at === after.prasanam_asked_at)
            return { before, after, result: undefined, unchanged: true };
          await tx
            .update(appointments)
            .set({ prasanamAskedAt: askedAt })
            .where(eq(appointments.id, appointmentId));
          return { before, after, result: undefined };
        },
      );
    },
  };
}
