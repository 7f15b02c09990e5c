import { z } from 'zod';
import { isPersonName, isPlaceName, validationKeys } from './common';
import { birthTimePeriods, birthTimeTypes, todayInIndia } from './constants';

/**
 * The checks of one person's birth details, shared by the booking form (booking.ts) and the
 * people a customer keeps for next time (saved-people.ts): one copy of each rule. Every value
 * may arrive as text (a multipart form), and empty text is "not given".
 */

const EXACT_TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const EARLIEST_BIRTH_DATE = '1900-01-01';

export const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const requiredText = (message: string, max = 200) =>
  z.preprocess(
    emptyToUndefined,
    z.string({ message }).trim().min(1, { message }).max(max, { message: validationKeys.too_long }),
  );

export const optionalText = (max: number) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string({ message: validationKeys.invalid })
      .trim()
      .max(max, { message: validationKeys.too_long })
      .optional(),
  );

/** Names and places take letters of any script, never emoji or symbols. */
const nameCharacters = { message: validationKeys.name_characters };
const placeCharacters = { message: validationKeys.place_characters };
export const requiredName = (message: string) =>
  requiredText(message, 100).refine(isPersonName, nameCharacters);
export const optionalName = () =>
  optionalText(100).refine((value) => value === undefined || isPersonName(value), nameCharacters);
export const requiredPlace = (message: string) =>
  requiredText(message).refine(isPlaceName, placeCharacters);
export const optionalPlace = () =>
  optionalText(200).refine((value) => value === undefined || isPlaceName(value), placeCharacters);

/** Why a text is no date of birth: not a real date, after today in India, or before 1900. */
export function birthDateProblem(
  value: string,
  today = todayInIndia(),
): 'invalid' | 'future' | 'too_early' | null {
  if (!ISO_DATE.test(value)) return 'invalid';
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value)
    return 'invalid';
  if (value < EARLIEST_BIRTH_DATE) return 'too_early';
  return value > today ? 'future' : null;
}

/** A real calendar date, not before 1900 and not after today in India. */
export function isBirthDate(value: string, today = todayInIndia()): boolean {
  return birthDateProblem(value, today) === null;
}

/** The messages of one date-of-birth field: missing or not a date, in the future, before 1900. */
type BirthDateMessages = { invalid: string; future: string; too_early: string };
export const personBirthDate: BirthDateMessages = {
  invalid: validationKeys.date_of_birth,
  future: validationKeys.date_of_birth_future,
  too_early: validationKeys.date_of_birth_too_early,
};
export const bridegroomBirthDate: BirthDateMessages = {
  invalid: validationKeys.bridegroom_date_of_birth,
  future: validationKeys.bridegroom_date_of_birth_future,
  too_early: validationKeys.bridegroom_date_of_birth_too_early,
};

const checkedBirthDate = (messages: BirthDateMessages) =>
  z
    .string({ message: messages.invalid })
    .trim()
    .superRefine((value, context) => {
      const problem = birthDateProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: messages[problem] });
    });

export const birthDate = (messages: BirthDateMessages) =>
  z.preprocess(emptyToUndefined, checkedBirthDate(messages));

export const optionalBirthDate = (messages: BirthDateMessages) =>
  z.preprocess(emptyToUndefined, checkedBirthDate(messages).optional());

/**
 * A birth place's coordinate, in degrees: a number in JSON, text in a form; empty is not given.
 * The poles are not taken: no lagna rises there.
 */
const coordinate = (message: string, limit: number, poles: boolean) =>
  z.preprocess(
    (value) => {
      const given = emptyToUndefined(value);
      return typeof given === 'string' ? Number(given.trim()) : given;
    },
    z
      .number({ message })
      .refine(
        (degrees) =>
          Number.isFinite(degrees) &&
          (poles ? Math.abs(degrees) <= limit : Math.abs(degrees) < limit),
        { message },
      )
      .optional(),
  );
export const latitude = () => coordinate(validationKeys.latitude, 90, false);
export const longitude = () => coordinate(validationKeys.longitude, 180, true);

export const birthTimeType = z.preprocess(
  emptyToUndefined,
  z.enum(birthTimeTypes, { message: validationKeys.invalid }).default('exact'),
);

/** An exact time must be HH:MM, a period one of the periods; the bridegroom's fields name him. */
export function birthTimeProblem<Path extends 'birth_time' | 'bridegroom_birth_time'>(
  type: unknown,
  time: unknown,
  path: Path,
): { path: Path; message: string } | null {
  const text = typeof time === 'string' ? time : '';
  const bridegroom = path === 'bridegroom_birth_time';
  if (type === 'period') {
    if ((birthTimePeriods as readonly string[]).includes(text)) return null;
    return {
      path,
      message: bridegroom ? validationKeys.bridegroom_time_period : validationKeys.time_period,
    };
  }
  return EXACT_TIME.test(text)
    ? null
    : {
        path,
        message: bridegroom
          ? validationKeys.bridegroom_exact_birth_time
          : validationKeys.exact_birth_time,
      };
}

/** A latitude comes with its longitude: the one left out is the problem. */
export function coordinatesProblem<Prefix extends '' | 'bridegroom_'>(
  latitudeValue: unknown,
  longitudeValue: unknown,
  prefix: Prefix,
): { path: `${Prefix}birth_latitude` | `${Prefix}birth_longitude`; message: string } | null {
  if ((latitudeValue === undefined) === (longitudeValue === undefined)) return null;
  return latitudeValue === undefined
    ? { path: `${prefix}birth_latitude`, message: validationKeys.latitude }
    : { path: `${prefix}birth_longitude`, message: validationKeys.longitude };
}
