import { z } from 'zod';
import { validationKeys } from './common';

/**
 * The old city clocks a birth in or near Calcutta or Bombay may have been read from (decision
 * 0111): the booking form asks whether the time was the city's or India's.
 */
export const birthClockCities = ['calcutta', 'bombay'] as const;
export type BirthClockCity = (typeof birthClockCities)[number];

/** What the form asks: the city, its clock's offset, and India's offset on that date. */
export const birthClockQuestionSchema = z
  .object({
    city: z.enum(birthClockCities),
    /** "+05:53:20" Calcutta time, "+04:51" Bombay time. */
    city_offset: z.string(),
    /** India's clock that day: +05:30, Madras time +05:21:10 before 1906. */
    india_offset: z.string(),
  })
  .meta({ id: 'BirthClockQuestion' });
export type BirthClockQuestion = z.infer<typeof birthClockQuestionSchema>;

const optionalNumber = (message: string, limit: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : Number(value)),
    z.number({ message }).min(-limit, { message }).max(limit, { message }).optional(),
  );

/** A birth's date and place: its coordinates, or the place's name as typed. */
export const birthClockQuerySchema = z.object({
  date_of_birth: z
    .string({ message: validationKeys.date_of_birth })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: validationKeys.date_of_birth }),
  birth_place: z.string().trim().max(200, { message: validationKeys.too_long }).optional(),
  latitude: optionalNumber(validationKeys.latitude, 90),
  longitude: optionalNumber(validationKeys.longitude, 180),
});
export type BirthClockQuery = z.input<typeof birthClockQuerySchema>;

export const birthClockReplySchema = z.object({
  success: z.literal(true),
  /** Null: the zone's history is the birth's clock, nothing to ask. */
  question: birthClockQuestionSchema.nullable(),
});
export type BirthClockReply = z.infer<typeof birthClockReplySchema>;

/** The booking form's answer: the city's clock, India's, or not answered yet. */
export type BirthClockAnswer = '' | 'city' | 'india';
