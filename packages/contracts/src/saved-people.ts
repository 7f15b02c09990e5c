import { z } from 'zod';
import { recordIdSchema, validationKeys } from './common';
import { birthTimeTypes, genders } from './constants';
import { personRelations } from './person-relations';
import { utcOffsetFieldSchema } from './astrology';
import {
  birthDate,
  birthTimeProblem,
  birthTimeType,
  coordinatesProblem,
  emptyToUndefined,
  latitude,
  longitude,
  optionalName,
  optionalPlace,
  optionalText,
  personBirthDate,
  requiredName,
  requiredPlace,
} from './person-fields';

/**
 * The people a customer books for, kept for next time (decision 0078): themselves, their family, a
 * prospective bridegroom. A booking copies the details it is given; deleting a saved person
 * never touches a past booking.
 */

/** How many people one customer may keep. */
export const MAX_SAVED_PEOPLE = 30;

export const personRelationSchema = z.preprocess(
  emptyToUndefined,
  z.enum(personRelations, { message: validationKeys.relation }),
);

const savedPersonFieldsSchema = z.object({
  name: requiredName(validationKeys.name),
  relation: personRelationSchema,
  gender: z.preprocess(emptyToUndefined, z.enum(genders, { message: validationKeys.gender })),
  date_of_birth: birthDate(personBirthDate),
  birth_time_type: birthTimeType,
  /** Left out when the time is not known: a Prasanam needs none, and a chart is then read from noon. */
  birth_time: optionalText(20),
  birth_place: requiredPlace(validationKeys.birth_place),
  birth_latitude: latitude(),
  birth_longitude: longitude(),
  /**
   * The birth's own offset: only the old city clock the booking form asks about (Calcutta
   * +05:53:20, Bombay +04:51; decision 0111), checked by the server against the date and place.
   */
  birth_utc_offset: utcOffsetFieldSchema,
  current_location: optionalPlace(),
  /** The father's name, as a booking gives it (decision 0104): a saved person comes back whole. */
  father_name: optionalName(),
  /**
   * For a person under 18: the customer declares that they are their parent or lawful guardian
   * (decision 0100); refused without it.
   */
  guardian_declaration: z
    .preprocess(
      (value) =>
        value === true ||
        (typeof value === 'string' && ['true', 'on', '1', 'yes'].includes(value.toLowerCase())),
      z.boolean(),
    )
    .default(false),
});

/** A person to keep, or the new details of one kept: the booking's own rules for one person's birth details. */
export const savedPersonRequestSchema = savedPersonFieldsSchema
  .superRefine(
    (fields, context) => {
      if (typeof fields !== 'object' || fields === null) return;
      const partial = fields as Partial<z.infer<typeof savedPersonFieldsSchema>>;
      const problems = [
        partial.birth_time
          ? birthTimeProblem(partial.birth_time_type, partial.birth_time, 'birth_time')
          : null,
        coordinatesProblem(partial.birth_latitude, partial.birth_longitude, ''),
      ];
      for (const problem of problems)
        if (problem)
          context.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
    },
    { when: () => true },
  )
  .transform((fields) => ({
    name: fields.name,
    relation: fields.relation,
    gender: fields.gender,
    date_of_birth: fields.date_of_birth,
    birth_time_type: fields.birth_time ? fields.birth_time_type : null,
    birth_time: fields.birth_time ?? null,
    birth_place: fields.birth_place,
    birth_latitude: fields.birth_latitude ?? null,
    birth_longitude: fields.birth_longitude ?? null,
    birth_utc_offset: fields.birth_utc_offset ?? null,
    current_location: fields.current_location ?? null,
    father_name: fields.father_name ?? null,
    guardian_declaration: fields.guardian_declaration,
  }));
export type SavedPersonRequestInput = z.input<typeof savedPersonRequestSchema>;
export type SavedPersonRequest = z.output<typeof savedPersonRequestSchema>;

export const savedPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  relation: z.enum(personRelations),
  gender: z.enum(genders),
  date_of_birth: z.string(),
  birth_time_type: z.enum(birthTimeTypes).nullable(),
  birth_time: z.string().nullable(),
  birth_place: z.string(),
  birth_latitude: z.number().nullable(),
  birth_longitude: z.number().nullable(),
  birth_utc_offset: z.string().nullable(),
  current_location: z.string().nullable(),
  father_name: z.string().nullable(),
  updated_at: z.string(),
});
export type SavedPerson = z.infer<typeof savedPersonSchema>;

export const savedPeopleReplySchema = z.object({
  success: z.literal(true),
  people: z.array(savedPersonSchema),
});
export type SavedPeopleReply = z.infer<typeof savedPeopleReplySchema>;

export const savedPersonReplySchema = z.object({
  success: z.literal(true),
  person: savedPersonSchema,
});
export type SavedPersonReply = z.infer<typeof savedPersonReplySchema>;

export const savedPersonParamsSchema = z.object({ id: recordIdSchema() });
