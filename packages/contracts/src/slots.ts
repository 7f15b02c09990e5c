import { z } from 'zod';
import { languageSchema, validationKeys } from './common';
import { isRealDate } from './calendar-dates';
import { MAX_RECORD_ID } from './constants';
import { appointmentSchema } from './appointments';

export const slotStatuses = ['available', 'booked', 'blocked'] as const;

export const isoDateSchema = z
  .string({ message: validationKeys.slot_date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: validationKeys.slot_date });
/** A date that exists on the calendar (no 30 February): for dates the database is given as they are. */
export const calendarDateSchema = isoDateSchema.refine((date) => isRealDate(date), {
  message: validationKeys.slot_date,
});

/** A slot of one day, its times as HH:MM in India time. */
export const slotSchema = z
  .object({
    /** Minutes after midnight (India time) at which the slot starts: 540 is 09:00. */
    id: z.number().int(),
    start_time: z.string(),
    end_time: z.string(),
    status: z.enum(slotStatuses),
  })
  .meta({ id: 'Slot' });
export type Slot = z.infer<typeof slotSchema>;

/** An astrologer as the slot screen names them, in the request's language. */
export const slotAstrologerSchema = z
  .object({ id: z.number().int(), name: z.string() })
  .meta({ id: 'SlotAstrologer' });
export type SlotAstrologer = z.infer<typeof slotAstrologerSchema>;

/** A slot of the customer's calendar, with the astrologers free at it (decision 0060). */
export const teamSlotSchema = slotSchema
  .extend({ astrologers: z.array(slotAstrologerSchema) })
  .meta({ id: 'TeamSlot' });
export type TeamSlot = z.infer<typeof teamSlotSchema>;

const optionalId = z.coerce
  .number({ message: validationKeys.slot })
  .int({ message: validationKeys.slot })
  .min(1, { message: validationKeys.slot })
  .max(MAX_RECORD_ID, { message: validationKeys.slot })
  .optional();

/**
 * A day's slots for a booking: its appointment's services and mode (`appointment_id`), or
 * services not booked yet (`service`: a code, or several joined by commas, as the desk's booking
 * form asks before the booking exists), or neither (the slot length); `astrologer_id` narrows to one.
 */
export const slotsQuerySchema = z.object({
  date: isoDateSchema,
  appointment_id: optionalId,
  service: z.string().min(1).max(256).optional(),
  astrologer_id: optionalId,
  language: languageSchema.optional(),
});

export const slotsReplySchema = z.object({
  success: z.literal(true),
  date: z.string(),
  /** The first and last dates that can be booked (India time): tomorrow, and the horizon. */
  first_date: z.string(),
  last_date: z.string(),
  /** How long the consultation lasts, in minutes (the booking's services together). */
  slot_minutes: z.number().int(),
  /** The astrologers who work that day and offer the booking, with the languages they consult in. */
  astrologers: z.array(slotAstrologerSchema.extend({ languages: z.array(languageSchema) })),
  slots: z.array(teamSlotSchema),
});
export type SlotsReply = z.infer<typeof slotsReplySchema>;

/** The confirm-slot payload. */
export const bookSlotRequestSchema = z.object({
  slot_id: z.coerce
    .number({ message: validationKeys.slot })
    .int({ message: validationKeys.slot })
    .min(0, { message: validationKeys.slot })
    .max(1439, { message: validationKeys.slot }),
  date: isoDateSchema,
  /**
   * The customer's own IANA zone (their browser's), so messages also give the time in it; an
   * unknown one is ignored.
   */
  time_zone: z.string().max(64).optional(),
  /**
   * Whom the customer asks for (decision 0091): an astrologer's id, or 'any' (the server chooses:
   * a reschedule keeps its astrologer when free then, else, as for a booking, the free one with
   * the fewest consultations that day, then the team's order). Left out: a booking takes any, a
   * reschedule keeps its astrologer.
   */
  astrologer_id: z.union([z.literal('any'), optionalId.unwrap()]).optional(),
});
export type BookSlotRequest = z.infer<typeof bookSlotRequestSchema>;

export const bookSlotReplySchema = z.object({
  success: z.literal(true),
  appointment: appointmentSchema,
});
export type BookSlotReply = z.infer<typeof bookSlotReplySchema>;

/** Rescheduling moves a scheduled appointment to another slot: the same payload as booking one. */
export const rescheduleRequestSchema = bookSlotRequestSchema;
export type RescheduleRequest = BookSlotRequest;
export const rescheduleReplySchema = bookSlotReplySchema;

/** Slot start and end as HH:MM from minutes after midnight. */
export function minuteToClock(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}
