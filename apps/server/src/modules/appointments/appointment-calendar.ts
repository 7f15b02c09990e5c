import type { Language } from '@portal/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors/app-error';
import { calendarFile } from '../../lib/messaging/calendar-file';
import {
  consultationCalendarEvent,
  type CalendarContext,
} from '../messages/composing/consultation-calendar';
import { loadBusinessFacts, loadConsultationFacts } from '../messages/composing/consultation-facts';

/**
 * "Add to calendar": a customer's scheduled consultation as an iCalendar file (METHOD:PUBLISH),
 * with the same UID as the e-mailed invitations, so a calendar holds it once.
 */
export function createAppointmentCalendar(db: Database, context: CalendarContext) {
  return {
    async file(
      userId: number,
      appointmentId: number,
      language: Language,
    ): Promise<{ fileName: string; content: string }> {
      const facts = await loadConsultationFacts(db, appointmentId);
      // Another customer's appointment is "not found", as every appointment read says.
      if (!facts || facts.userId !== userId) throw new AppError('APPOINTMENT_NOT_FOUND');
      if (facts.status === 'cancelled') throw new AppError('APPOINTMENT_CANCELLED');
      const event =
        facts.status === 'scheduled'
          ? consultationCalendarEvent(facts, {
              business: await loadBusinessFacts(db),
              language,
              method: 'PUBLISH',
              ...context,
            })
          : undefined;
      if (!event) throw new AppError('NOT_SCHEDULED');
      return { fileName: `${facts.appointmentNumber}.ics`, content: calendarFile(event) };
    },
  };
}
