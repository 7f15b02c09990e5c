import { eq } from 'drizzle-orm';
import {
  bookingProblems,
  deskBookingExtrasSchema,
  rupeeTextToPaise,
  type DeskBookingReply,
  type Language,
} from '@portal/contracts';
import type { Database } from '../../../db/database';
import { users } from '../../../db/schema';
import { AppError } from '../../../lib/errors/app-error';
import { errorMessages } from '../../../lib/errors/messages';
import { normalisePhoneNumber } from '../../../lib/phone';
import { createAuthRepo } from '../../auth/auth.repo';
import { createAuditLogRepo } from '../../audit/audit-log.repo';
import { createPaymentsRepo } from '../../payments/payments.repo';
import type { SlotsService } from '../../slots/slots.service';
import { createAppointmentsService } from '../appointments.service';

/**
 * The office books for a caller (decision 0062). The customer is the mobile
 * number's (made when the number is new, in the language the desk names); the booking is the
 * customer's own booking (appointments.service `create`: the same fields, rules, prices, number and
 * messages, in one transaction with the customer and the audit entry); cash at the office is the
 * customer's cash choice (decision 0057); a time is given by the slots service's `book`, by the
 * same rule as the customer's own (the team calendar, mayChooseTime), with the office as actor.
 */
export function createDeskBooking(
  db: Database,
  slots: SlotsService,
  now: () => Date = () => new Date(),
) {
  const appointments = createAppointmentsService(db, now);

  return {
    async book(
      actorUserId: number,
      body: Record<string, unknown>,
      language: Language,
    ): Promise<Omit<DeskBookingReply, 'appointment' | 'success'> & { appointmentId: number }> {
      const {
        mobile_number: _mobile,
        language: _language,
        payment: _payment,
        date: _date,
        slot_id: _slot,
        astrologer_id: _astrologer,
        ...fields
      } = body;
      const parsed = deskBookingExtrasSchema.safeParse(body);
      if (!parsed.success)
        throw new AppError('VALIDATION_FAILED', { fields: bookingProblems(parsed.error) });
      const extras = parsed.data;
      const mobileNumber = normalisePhoneNumber(extras.mobile_number);
      if (!mobileNumber)
        throw new AppError('PHONE_INVALID', { fields: { mobile_number: 'validation.phone' } });
      const timeAsked = extras.date !== undefined || extras.slot_id !== undefined;
      if (timeAsked && (extras.date === undefined || extras.slot_id === undefined))
        throw new AppError('VALIDATION_FAILED', {
          fields:
            extras.date === undefined
              ? { date: 'validation.slot_date' }
              : { slot_id: 'validation.slot' },
        });
      // A time before payment only for a consultation at the office paid in cash there
      // (decision 0057); otherwise once paid.
      if (timeAsked && (extras.payment !== 'cash' || fields.consultation_mode !== 'in_person'))
        throw new AppError('NOT_PAID');

      let customerId = 0;
      let newCustomer = false;
      const appointment = await appointments.create(
        {
          customer: async (tx) => {
            const [known] = await tx
              .select({ id: users.id })
              .from(users)
              .where(eq(users.mobileNumber, mobileNumber));
            newCustomer = known === undefined;
            customerId =
              known?.id ??
              (await createAuthRepo(tx).findOrCreateUser(mobileNumber, extras.language)).id;
            return customerId;
          },
        },
        { fields, files: [] },
        language,
        async (tx, booked) => {
          if (extras.payment === 'cash')
            await createPaymentsRepo(tx).insert({
              appointmentId: booked.id,
              method: 'cash',
              status: 'pending',
              amountPaise: rupeeTextToPaise(booked.total_cost),
            });
          await createAuditLogRepo(tx).record({
            actorUserId,
            action: 'appointment.desk_book',
            entityType: 'appointment',
            entityId: booked.id,
            before: null,
            after: {
              status: booked.status,
              customer: mobileNumber,
              new_customer: newCustomer,
              name: booked.name,
              services: booked.services.join(', '),
              consultation_mode: booked.consultation_mode,
              payment: extras.payment,
              total_cost: booked.total_cost,
            },
          });
        },
      );

      let timeRefused: DeskBookingReply['time_refused'] = null;
      if (timeAsked) {
        try {
          await slots.book(customerId, appointment.id, {
            slotId: extras.slot_id!,
            date: extras.date!,
            language,
            astrologerId: extras.astrologer_id,
            byOffice: { officeUserId: actorUserId },
          });
        } catch (error) {
          // The booking stands; the time could not be held (taken meanwhile, closed, past the
          // horizon): the desk chooses another.
          if (!(error instanceof AppError)) throw error;
          timeRefused = { code: error.code, error: errorMessages[error.code][language] };
        }
      }
      return {
        appointmentId: appointment.id,
        new_customer: newCustomer,
        time_refused: timeRefused,
      };
    },
  };
}
