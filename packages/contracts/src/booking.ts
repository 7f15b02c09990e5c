import { z } from 'zod';
import { recordIdSchema, validationKeys } from './common';
import { indianStateSchema } from './gst';
import { utcOffsetFieldSchema } from './astrology';
import { consultationModes, genders } from './constants';
import { personRelations } from './person-relations';
import { defaultBookingServiceRules, type BookingServiceRules } from './booking-rules';
import {
  birthDate,
  birthTimeProblem,
  birthTimeType,
  bridegroomBirthDate,
  coordinatesProblem,
  emptyToUndefined,
  latitude,
  longitude,
  optionalBirthDate,
  optionalName,
  optionalPlace,
  optionalText,
  personBirthDate,
  requiredName,
  requiredPlace,
  requiredText,
} from './person-fields';

/**
 * The booking form (its fields and rules as docs/product.md lists them), as one schema for the web form and the server.
 * It reads JSON and multipart alike: every value may arrive as text.
 */

/** Services arrive as [1, 2], "1,2", "[1,2]" or repeated multipart fields. */
function toIdList(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'number') return [value];
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed.startsWith('[')) {
      try {
        return JSON.parse(trimmed) as unknown;
      } catch {
        return value;
      }
    }
    return trimmed
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  }
  if (Array.isArray(value))
    return (value as unknown[]).flatMap((item) =>
      typeof item === 'string' ? (toIdList(item) as unknown[]) : [item],
    );
  return value;
}

const serviceIdList = z.preprocess(
  toIdList,
  z
    .array(recordIdSchema(validationKeys.service_code), {
      message: validationKeys.services_required,
    })
    .min(1, { message: validationKeys.services_required })
    .max(10, { message: validationKeys.service_code })
    .transform((ids) => [...new Set(ids)]),
);

/** A ticked checkbox arrives as true, "true", "on", "1" or "yes"; anything else is not ticked. */
const isTicked = (value: unknown) =>
  value === true ||
  (typeof value === 'string' && ['true', 'on', '1', 'yes'].includes(value.trim().toLowerCase()));
const agreed = z.preprocess(isTicked, z.literal(true, { message: validationKeys.terms }));
/** "Save for next time" (decision 0078). */
const savedFlag = z.preprocess(isTicked, z.boolean()).default(false);
const optionalRelation = z.preprocess(
  emptyToUndefined,
  z.enum(personRelations, { message: validationKeys.relation }).optional(),
);
const optionalRecordId = z.preprocess(
  emptyToUndefined,
  recordIdSchema(validationKeys.invalid).optional(),
);

const bookingFieldsSchema = z.object({
  name: requiredName(validationKeys.name),
  gender: z.preprocess(
    emptyToUndefined,
    z.enum(genders, { message: validationKeys.gender }).optional(),
  ),
  date_of_birth: birthDate(personBirthDate),
  birth_time_type: birthTimeType,
  birth_time: optionalText(20),
  birth_place: requiredPlace(validationKeys.birth_place),
  /** Where the birth place is: from a suggestion chosen, or typed for a place the gazetteer does not know. */
  birth_latitude: latitude(),
  birth_longitude: longitude(),
  /**
   * The birth's own offset from UTC (the office's correction, for old city times and local mean
   * time); the zone's history when left out.
   */
  birth_utc_offset: utcOffsetFieldSchema,
  current_location: optionalPlace(),
  country_id: z.preprocess(emptyToUndefined, recordIdSchema(validationKeys.country_id).optional()),
  /**
   * Where in India the customer lives, as a GST state code: their place of supply
   * (docs/decisions/0068); ignored abroad.
   */
  customer_state: z.preprocess(emptyToUndefined, indianStateSchema.optional()),
  services: serviceIdList,
  /** How the customer wants to consult; when left out, the first way every chosen service offers. */
  consultation_mode: z.preprocess(
    emptyToUndefined,
    z.enum(consultationModes, { message: validationKeys.consultation_mode }).optional(),
  ),
  work_details: optionalText(500),
  reason_for_visit: optionalText(1000),
  father_name: optionalName(),
  mother_name: optionalName(),
  bridegroom_name: optionalName(),
  bridegroom_date_of_birth: optionalBirthDate(bridegroomBirthDate),
  bridegroom_birth_time_type: birthTimeType,
  bridegroom_birth_time: optionalText(20),
  bridegroom_birth_place: optionalPlace(),
  bridegroom_birth_latitude: latitude(),
  bridegroom_birth_longitude: longitude(),
  bridegroom_birth_utc_offset: utcOffsetFieldSchema,
  bridegroom_current_location: optionalPlace(),
  terms_agreed: agreed,
  /**
   * Keep the person (and, for Marriage Porutham, the bridegroom) for next time (decision 0078): the
   * saved person the customer chose is updated with these details, or a new one is kept.
   */
  save_person: savedFlag,
  person_relation: optionalRelation,
  saved_person_id: optionalRecordId,
  save_bridegroom: savedFlag,
  bridegroom_relation: optionalRelation,
  saved_bridegroom_id: optionalRecordId,
  /**
   * The customer declares that they are the parent or lawful guardian of each person under 18 in
   * the booking; another adult's details (a bridegroom's) need `other_person_agreed`: the customer
   * confirms that person knows and agrees. Which a booking needs is the server's rule
   * (modules/privacy/consents/declarations.ts, decision 0100).
   */
  guardian_declaration: savedFlag,
  other_person_agreed: savedFlag,
});

type BookingFields = z.infer<typeof bookingFieldsSchema>;
type Problem = { path: keyof BookingFields; message: string };

function choosesMarriage(
  fields: Partial<BookingFields>,
  marriageServiceIds: readonly number[],
): boolean {
  return (
    Array.isArray(fields.services) &&
    fields.services.some((id) => marriageServiceIds.includes(Number(id)))
  );
}

/** Every chosen service is read from the question's moment (Prasanam alone): no birth time is needed. */
function onlyQuestions(
  fields: Partial<BookingFields>,
  questionServiceIds: readonly number[],
): boolean {
  return (
    Array.isArray(fields.services) &&
    fields.services.length > 0 &&
    fields.services.every((id) => questionServiceIds.includes(Number(id)))
  );
}

/**
 * The rules that tie fields together. They run even when single fields have
 * failed, so the form shows every problem at once: hence the partial, unchecked input.
 */
function crossFieldProblems(
  fields: Partial<BookingFields>,
  marriage: boolean,
  birthTimeOptional: boolean,
): Problem[] {
  const problems: Problem[] = [];
  const birthTime =
    birthTimeOptional && !fields.birth_time
      ? null
      : birthTimeProblem(fields.birth_time_type, fields.birth_time, 'birth_time');
  if (birthTime) problems.push(birthTime);
  const coordinates = coordinatesProblem(fields.birth_latitude, fields.birth_longitude, '');
  if (coordinates) problems.push(coordinates);
  if (fields.save_person && !fields.person_relation)
    problems.push({ path: 'person_relation', message: validationKeys.relation });
  if (!marriage) {
    if (!fields.gender) problems.push({ path: 'gender', message: validationKeys.gender });
    return problems;
  }
  // Each bridegroom field names itself when missing, like the person's own fields do.
  if (!fields.bridegroom_name)
    problems.push({ path: 'bridegroom_name', message: validationKeys.bridegroom_name });
  if (!fields.bridegroom_date_of_birth)
    problems.push({
      path: 'bridegroom_date_of_birth',
      message: validationKeys.bridegroom_date_of_birth,
    });
  if (!fields.bridegroom_birth_place)
    problems.push({
      path: 'bridegroom_birth_place',
      message: validationKeys.bridegroom_birth_place,
    });
  const groomCoordinates = coordinatesProblem(
    fields.bridegroom_birth_latitude,
    fields.bridegroom_birth_longitude,
    'bridegroom_',
  );
  if (groomCoordinates) problems.push(groomCoordinates);
  if (fields.bridegroom_birth_time) {
    const groomTime = birthTimeProblem(
      fields.bridegroom_birth_time_type,
      fields.bridegroom_birth_time,
      'bridegroom_birth_time',
    );
    if (groomTime) problems.push(groomTime);
  }
  return problems;
}

/**
 * The booking request. `rules` names the services that need the bridegroom's details and those
 * that need no birth time: the server knows them from its catalogue, the web app from the
 * services it shows. The output is normalised: the marriage service fixes the genders, the
 * current location defaults to the birth place, a birth time not given is null (with its type),
 * a client's total is dropped.
 */
export function bookingRequestSchema(rules: BookingServiceRules = defaultBookingServiceRules) {
  const { marriageServiceIds, questionServiceIds } = rules;
  return bookingFieldsSchema
    .superRefine(
      (fields, context) => {
        if (typeof fields !== 'object' || fields === null) return;
        const partial = fields as Partial<BookingFields>;
        for (const problem of crossFieldProblems(
          partial,
          choosesMarriage(partial, marriageServiceIds),
          onlyQuestions(partial, questionServiceIds),
        )) {
          context.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
        }
      },
      { when: () => true },
    )
    .transform((fields) => {
      const marriage = choosesMarriage(fields, marriageServiceIds);
      const { terms_agreed: _agreed, ...rest } = fields;
      const bridegroom = {
        bridegroom_name: marriage ? (fields.bridegroom_name ?? null) : null,
        bridegroom_gender: marriage ? ('male' as const) : null,
        bridegroom_date_of_birth: marriage ? (fields.bridegroom_date_of_birth ?? null) : null,
        bridegroom_birth_time_type:
          marriage && fields.bridegroom_birth_time ? fields.bridegroom_birth_time_type : null,
        bridegroom_birth_time: marriage ? (fields.bridegroom_birth_time ?? null) : null,
        bridegroom_birth_place: marriage ? (fields.bridegroom_birth_place ?? null) : null,
        bridegroom_birth_latitude: marriage ? (fields.bridegroom_birth_latitude ?? null) : null,
        bridegroom_birth_longitude: marriage ? (fields.bridegroom_birth_longitude ?? null) : null,
        bridegroom_birth_utc_offset: marriage ? (fields.bridegroom_birth_utc_offset ?? null) : null,
        bridegroom_current_location: marriage
          ? (fields.bridegroom_current_location ?? fields.bridegroom_birth_place ?? null)
          : null,
      };
      return {
        ...rest,
        gender: marriage ? ('female' as const) : fields.gender!,
        birth_time_type: fields.birth_time ? fields.birth_time_type : null,
        birth_time: fields.birth_time ?? null,
        birth_latitude: fields.birth_latitude ?? null,
        birth_longitude: fields.birth_longitude ?? null,
        birth_utc_offset: fields.birth_utc_offset ?? null,
        current_location: fields.current_location ?? fields.birth_place,
        customer_state: fields.customer_state ?? null,
        work_details: fields.work_details ?? null,
        reason_for_visit: fields.reason_for_visit ?? null,
        father_name: fields.father_name ?? null,
        mother_name: fields.mother_name ?? null,
        ...bridegroom,
        save_bridegroom: marriage && fields.save_bridegroom,
        bridegroom_relation: marriage ? (fields.bridegroom_relation ?? null) : null,
        saved_bridegroom_id: marriage ? (fields.saved_bridegroom_id ?? null) : null,
        person_relation: fields.person_relation ?? null,
        saved_person_id: fields.saved_person_id ?? null,
      };
    });
}

export type BookingRequestInput = z.input<ReturnType<typeof bookingRequestSchema>>;
export type BookingRequest = z.output<ReturnType<typeof bookingRequestSchema>>;

/** Field -> validation key, the first problem of each field. */
export function bookingProblems(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'request';
    fields[field] ??= issue.message;
  }
  return fields;
}

/**
 * The office's correction of a booking's birth details (decision 0062): the person's name, gender,
 * birth date, time and place, and the bridegroom's for Marriage Porutham, with the reason,
 * which is required. The route checks each field with this; `birthDetailsCorrectionSchema`
 * adds the booking's own rules across fields (the same as a booking's).
 */
export const birthDetailsCorrectionFieldsSchema = bookingFieldsSchema
  .pick({
    name: true,
    gender: true,
    date_of_birth: true,
    birth_time_type: true,
    birth_time: true,
    birth_place: true,
    birth_latitude: true,
    birth_longitude: true,
    birth_utc_offset: true,
    bridegroom_name: true,
    bridegroom_date_of_birth: true,
    bridegroom_birth_time_type: true,
    bridegroom_birth_time: true,
    bridegroom_birth_place: true,
    bridegroom_birth_latitude: true,
    bridegroom_birth_longitude: true,
    bridegroom_birth_utc_offset: true,
    bridegroom_current_location: true,
  })
  .extend({ reason: requiredText(validationKeys.required, 500) });

/**
 * What the booking being corrected decides: a marriage booking has a bridegroom; a question's
 * booking (Prasanam alone) needs no birth time.
 */
export interface BirthDetailsBookingKind {
  marriage: boolean;
  birthTimeOptional: boolean;
}

/**
 * The correction checked by the booking's rules for its kind, normalised as a booking is (a time
 * not given is null, the marriage fixes the genders).
 */
export function birthDetailsCorrectionSchema(kind: BirthDetailsBookingKind) {
  return birthDetailsCorrectionFieldsSchema
    .superRefine(
      (fields, context) => {
        if (typeof fields !== 'object' || fields === null) return;
        for (const problem of crossFieldProblems(fields, kind.marriage, kind.birthTimeOptional)) {
          context.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
        }
      },
      { when: () => true },
    )
    .transform((fields) => ({
      name: fields.name,
      gender: kind.marriage ? ('female' as const) : fields.gender!,
      date_of_birth: fields.date_of_birth,
      birth_time_type: fields.birth_time ? fields.birth_time_type : null,
      birth_time: fields.birth_time ?? null,
      birth_place: fields.birth_place,
      birth_latitude: fields.birth_latitude ?? null,
      birth_longitude: fields.birth_longitude ?? null,
      birth_utc_offset: fields.birth_utc_offset ?? null,
      bridegroom_name: kind.marriage ? (fields.bridegroom_name ?? null) : null,
      bridegroom_date_of_birth: kind.marriage ? (fields.bridegroom_date_of_birth ?? null) : null,
      bridegroom_birth_time_type:
        kind.marriage && fields.bridegroom_birth_time ? fields.bridegroom_birth_time_type : null,
      bridegroom_birth_time: kind.marriage ? (fields.bridegroom_birth_time ?? null) : null,
      bridegroom_birth_place: kind.marriage ? (fields.bridegroom_birth_place ?? null) : null,
      bridegroom_birth_latitude: kind.marriage ? (fields.bridegroom_birth_latitude ?? null) : null,
      bridegroom_birth_longitude: kind.marriage
        ? (fields.bridegroom_birth_longitude ?? null)
        : null,
      bridegroom_birth_utc_offset: kind.marriage
        ? (fields.bridegroom_birth_utc_offset ?? null)
        : null,
      bridegroom_current_location: kind.marriage
        ? (fields.bridegroom_current_location ?? null)
        : null,
      reason: fields.reason,
    }));
}

export type BirthDetailsCorrectionInput = z.input<typeof birthDetailsCorrectionFieldsSchema>;
export type BirthDetailsCorrection = z.output<ReturnType<typeof birthDetailsCorrectionSchema>>;
