import { z } from 'zod';
import { adminAppointmentSchema } from './admin';
import { errorCodeSchema, languageSchema, recordIdSchema, validationKeys } from './common';
import { isoDateSchema } from './slots';

/*
 * The desk (decisions 0062 and 0063): the office books for a caller,
 * sends them a pay link, and corrects a booking's birth details.
 */

/**
 * How a caller booked by the office pays: cash at the office (the cash choice of decision 0057), or
 * online through a pay link sent to them.
 */
export const deskPaymentChoices = ['cash', 'link'] as const;
export type DeskPaymentChoice = (typeof deskPaymentChoices)[number];

/**
 * What the office adds to the booking fields of `POST /api/appointments` (which the server checks
 * by the same rules as the customer's booking): whose booking it is, in which language they hear
 * of it, how they pay, and optionally a time (a slot of a day with an astrologer, or any free one).
 */
export const deskBookingExtrasSchema = z.object({
  mobile_number: z
    .string({ message: validationKeys.phone })
    .trim()
    .min(1, { message: validationKeys.phone })
    .max(30, { message: validationKeys.phone }),
  /** The language the customer hears in when the number is new; a known customer keeps theirs. */
  language: languageSchema.default('english'),
  payment: z.enum(deskPaymentChoices, { message: validationKeys.invalid }),
  date: isoDateSchema.optional(),
  slot_id: z.coerce
    .number({ message: validationKeys.slot })
    .int({ message: validationKeys.slot })
    .min(0, { message: validationKeys.slot })
    .max(1439, { message: validationKeys.slot })
    .optional(),
  astrologer_id: recordIdSchema().optional(),
});
export type DeskBookingExtras = z.infer<typeof deskBookingExtrasSchema>;

/** The request body: the extras above together with every booking field of POST /api/appointments (JSON, no files). */
export const deskBookingRequestSchema = z
  .looseObject(deskBookingExtrasSchema.shape)
  .describe(
    'The fields of POST /api/appointments (name, gender, date_of_birth, birth_time_type, ' +
      'birth_time, birth_place, services, consultation_mode, terms_agreed, … checked by the ' +
      'same rules) together with these.',
  );

export const deskBookingReplySchema = z.object({
  success: z.literal(true),
  appointment: adminAppointmentSchema,
  /** The number had no customer yet: one was made, and they see the booking when they sign in. */
  new_customer: z.boolean(),
  /**
   * A time was asked for and could not be held (taken meanwhile, or no longer free): the booking
   * stands without a time.
   */
  time_refused: z.object({ code: errorCodeSchema, error: z.string() }).nullable(),
});
export type DeskBookingReply = z.infer<typeof deskBookingReplySchema>;
