import { z } from 'zod';
import { rupeeAmountSchema, validationKeys } from './common';
import { calendarDateSchema } from './slots';

/*
 * The office's cash book (decision 0069): cash taken at the desk and cash
 * handed back, day by day in India time, each day's balance, and the cash refunds still owed.
 */

/** At most this many days in one reading of the cash book. */
export const CASH_BOOK_MAX_DAYS = 62;

export const cashBookQuerySchema = z
  .object({
    /** The first day (India time); without it, six days before `to`. */
    from: calendarDateSchema.optional(),
    /** The last day (India time); without it, today. */
    to: calendarDateSchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: validationKeys.invalid,
    path: ['from'],
  });
export type CashBookQuery = z.infer<typeof cashBookQuerySchema>;

const appointmentRef = {
  appointment_id: z.number().int(),
  appointment_number: z.string(),
  /** The name on the booking. */
  name: z.string(),
};

/** Cash taken for an appointment: kept, or undone the same day (then not counted). */
export const cashTakenSchema = z
  .object({
    payment_id: z.number().int(),
    ...appointmentRef,
    amount: rupeeAmountSchema,
    taken_at: z.string(),
    /** Undone the same day (marked received in error): when and by whom; null when the cash stands. */
    undone_at: z.string().nullable(),
    undone_by: z.string().nullable(),
  })
  .meta({ id: 'CashTaken' });
export type CashTaken = z.infer<typeof cashTakenSchema>;

/** A cash refund: handed back (`handed_back_at`) or still owed to the customer (null). */
export const cashRefundLineSchema = z
  .object({
    refund_id: z.number().int(),
    ...appointmentRef,
    amount: rupeeAmountSchema,
    owed_since: z.string(),
    handed_back_at: z.string().nullable(),
  })
  .meta({ id: 'CashRefundLine' });
export type CashRefundLine = z.infer<typeof cashRefundLineSchema>;

export const cashDaySchema = z
  .object({
    date: z.string(),
    taken: z.array(cashTakenSchema),
    handed_back: z.array(cashRefundLineSchema),
    /** Cash kept that day (undone cash left out). */
    taken_total: rupeeAmountSchema,
    handed_back_total: rupeeAmountSchema,
    /** What the drawer should have gained that day: taken less handed back; negative with a leading minus. */
    balance: z.string().regex(/^-?\d+\.\d{2}$/),
  })
  .meta({ id: 'CashDay' });
export type CashDay = z.infer<typeof cashDaySchema>;

export const cashBookReplySchema = z
  .object({
    success: z.literal(true),
    from: z.string(),
    to: z.string(),
    /** Newest day first, every day of the range (a day without cash has empty lists). */
    days: z.array(cashDaySchema),
    /** Cash refunds waiting to be handed over, whatever day they arose, oldest first. */
    owed: z.array(cashRefundLineSchema),
    owed_total: rupeeAmountSchema,
  })
  .meta({ id: 'CashBookReply' });
export type CashBookReply = z.infer<typeof cashBookReplySchema>;
