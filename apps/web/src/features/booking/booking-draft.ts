import {
  detectUploadType,
  MAX_BOOKING_FILE_BYTES,
  MAX_BOOKING_FILES,
  type birthTimePeriods,
  type BirthClockAnswer,
  type BookingServiceRules,
  type ConsultationMode,
  type genders,
  type IndianStateCode,
  type PersonRelation,
} from '@portal/contracts';
import { choosesMarriage, draftFieldOf, groomIsFirst, type MarriageRole } from './marriage-persons';

type Period = (typeof birthTimePeriods)[number];
type BirthTimeType = 'exact' | 'period';
/**
 * Where a place's coordinates come from: none yet, a suggestion chosen, typed by hand, or a saved
 * person's place kept without them (the server finds it by its name, or refuses it; decision 0109).
 */
type CoordinatesSource = '' | 'chosen' | 'typed' | 'saved';

/**
 * What the booking form holds while the customer fills it in, where they typed it: step 1's
 * person in the plain fields, a Marriage Porutham's other person in `partner_*`.
 */
export interface BookingDraft {
  name: string;
  gender: '' | (typeof genders)[number];
  date_of_birth: string;
  birth_time_type: BirthTimeType;
  birth_time_exact: string;
  birth_time_period: '' | Period;
  birth_place: string;
  /** The place's coordinates as text: from a suggestion chosen, or typed for a place not in the list. */
  birth_latitude: string;
  birth_longitude: string;
  /** Where the coordinates came from (CoordinatesSource). */
  birth_coordinates: CoordinatesSource;
  /**
   * The old city clock the birth may be on (decision 0111): its offset when the server asks
   * ('' nothing to ask), and the customer's answer.
   */
  birth_clock_offset: string;
  birth_clock: BirthClockAnswer;
  current_location: string;
  father_name: string;
  mother_name: string;
  work_details: string;
  reason_for_visit: string;
  /** For Marriage Porutham: whose details step 1 holds; empty until the customer says. */
  marriage_first: '' | MarriageRole;
  partner_name: string;
  partner_date_of_birth: string;
  partner_birth_time_type: BirthTimeType;
  partner_birth_time_exact: string;
  partner_birth_time_period: '' | Period;
  partner_birth_place: string;
  partner_birth_latitude: string;
  partner_birth_longitude: string;
  partner_birth_coordinates: CoordinatesSource;
  partner_birth_clock_offset: string;
  partner_birth_clock: BirthClockAnswer;
  partner_current_location: string;
  /**
   * "Save for next time" for each person: ticked, who they are to the customer, and the saved
   * person chosen ('' none).
   */
  save_person: boolean;
  person_relation: '' | PersonRelation;
  saved_person_id: string;
  partner_save_person: boolean;
  partner_person_relation: '' | PersonRelation;
  partner_saved_person_id: string;
  services: number[];
  /** How the customer wants to consult; empty until chosen (the form requires a choice). */
  consultation_mode: '' | ConsultationMode;
  country_id: number;
  /**
   * Where in India the customer lives (a GST state code), for the place of supply on the receipt;
   * empty: not given (decision 0068).
   */
  customer_state?: '' | IndianStateCode;
  terms_agreed: boolean;
  /**
   * The customer is the parent or lawful guardian of each person under 18 in the booking, and
   * everyone else whose details they give agreed (decision 0100): shown when needed
   * (declarations-needed.ts).
   */
  guardian_declaration: boolean;
  other_person_agreed: boolean;
}

export const INDIA_COUNTRY_ID = 1;

export function emptyDraft(serviceId: number): BookingDraft {
  return {
    name: '',
    gender: '',
    date_of_birth: '',
    birth_time_type: 'exact',
    birth_time_exact: '',
    birth_time_period: '',
    birth_place: '',
    birth_latitude: '',
    birth_longitude: '',
    birth_coordinates: '',
    birth_clock_offset: '',
    birth_clock: '',
    current_location: '',
    father_name: '',
    mother_name: '',
    work_details: '',
    reason_for_visit: '',
    marriage_first: '',
    partner_name: '',
    partner_date_of_birth: '',
    partner_birth_time_type: 'exact',
    partner_birth_time_exact: '',
    partner_birth_time_period: '',
    partner_birth_place: '',
    partner_birth_latitude: '',
    partner_birth_longitude: '',
    partner_birth_coordinates: '',
    partner_birth_clock_offset: '',
    partner_birth_clock: '',
    partner_current_location: '',
    save_person: false,
    person_relation: '',
    saved_person_id: '',
    partner_save_person: false,
    partner_person_relation: '',
    partner_saved_person_id: '',
    services: [serviceId],
    consultation_mode: '',
    country_id: INDIA_COUNTRY_ID,
    terms_agreed: false,
    guardian_declaration: false,
    other_person_agreed: false,
  };
}

/** One person's birth details as the request names the main person's. */
function personOf(draft: BookingDraft, prefix: '' | 'partner_') {
  const field = <Name extends string>(name: Name) =>
    draft[`${prefix}${name}` as keyof BookingDraft] as string;
  const type = field('birth_time_type') as BirthTimeType;
  return {
    name: field('name'),
    date_of_birth: field('date_of_birth'),
    birth_time_type: type,
    birth_time: type === 'exact' ? field('birth_time_exact') : field('birth_time_period'),
    birth_place: field('birth_place'),
    birth_latitude: field('birth_latitude'),
    birth_longitude: field('birth_longitude'),
    // The city's clock when the customer says the time was on it; the zone's history otherwise.
    birth_utc_offset:
      field('birth_clock') === 'city' && field('birth_clock_offset')
        ? field('birth_clock_offset')
        : '',
    current_location: field('current_location'),
  };
}

/** Whether and how one person is kept for next time. */
function keepingOf(draft: BookingDraft, prefix: '' | 'partner_') {
  return draft[`${prefix}save_person`]
    ? {
        save: true,
        relation: draft[`${prefix}person_relation`],
        saved_id: draft[`${prefix}saved_person_id`],
      }
    : { save: false, relation: '', saved_id: '' };
}

/**
 * The request the server takes: the bride (or the one person) in the plain fields, the bridegroom
 * in `bridegroom_*`.
 */
export function toBookingRequest(draft: BookingDraft, rules: BookingServiceRules) {
  const marriage = choosesMarriage(draft.services, rules);
  const first = personOf(draft, '');
  const partner = personOf(draft, 'partner_');
  const groomFirst = groomIsFirst(marriage, draft.marriage_first);
  const [main, groom] = groomFirst ? [partner, first] : [first, partner];
  const [keepMain, keepGroom] = groomFirst
    ? [keepingOf(draft, 'partner_'), keepingOf(draft, '')]
    : [keepingOf(draft, ''), keepingOf(draft, 'partner_')];
  const {
    gender,
    father_name,
    mother_name,
    work_details,
    reason_for_visit,
    services,
    consultation_mode,
    country_id,
    terms_agreed,
    guardian_declaration,
    other_person_agreed,
  } = draft;
  return {
    ...main,
    gender,
    father_name,
    mother_name,
    work_details,
    reason_for_visit,
    services,
    consultation_mode,
    country_id,
    terms_agreed,
    guardian_declaration,
    other_person_agreed,
    ...(country_id === INDIA_COUNTRY_ID && draft.customer_state
      ? { customer_state: draft.customer_state }
      : {}),
    ...(marriage
      ? Object.fromEntries(
          Object.entries(groom).map(([field, value]) => [`bridegroom_${field}`, value]),
        )
      : {}),
    save_person: keepMain.save,
    person_relation: keepMain.relation,
    saved_person_id: keepMain.saved_id,
    ...(marriage
      ? {
          save_bridegroom: keepGroom.save,
          bridegroom_relation: keepGroom.relation,
          saved_bridegroom_id: keepGroom.saved_id,
        }
      : {}),
  };
}

/** The fields of step 2 (Service and Payment); every other field is on step 1 (Bio Data). */
export const stepTwoFields = new Set([
  'services',
  'consultation_mode',
  'country_id',
  'customer_state',
  'terms_agreed',
  'guardian_declaration',
  'other_person_agreed',
]);

/**
 * The request's problems (the server's words or the contract's keys) on the draft's fields:
 * each person's on the fields where that person was typed, and a marriage's main person named
 * the bride.
 */
export function problemsOnDraft(
  problems: Record<string, string>,
  draft: BookingDraft,
  rules: BookingServiceRules,
): Record<string, string> {
  const marriage = choosesMarriage(draft.services, rules);
  const groomFirst = groomIsFirst(marriage, draft.marriage_first);
  // The offset is asked as the question of the birth's clock (birth-clock-question.tsx).
  const onDraft = (field: string) =>
    draftFieldOf(field, groomFirst).replace(/birth_utc_offset$/, 'birth_clock');
  return Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [
      onDraft(field),
      marriage && field === 'name' && problem === 'validation.name'
        ? 'validation.bride_name'
        : problem,
    ]),
  );
}

/** The booking as multipart/form-data: the fields, one `services` entry per service, the files. */
export function toFormData(
  draft: BookingDraft,
  files: readonly File[],
  rules: BookingServiceRules,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(toBookingRequest(draft, rules))) {
    if (name === 'services') continue;
    const text = typeof value === 'boolean' ? String(value) : String(value ?? '').trim();
    if (text !== '') form.append(name, text);
  }
  for (const id of draft.services) form.append('services', String(id));
  for (const file of files) form.append('files', file, file.name);
  return form;
}

/**
 * The booking's files: 5 at most, 10 MB each, JPG, PNG or PDF judged by content as the server
 * does. Returns the files to keep and the i18n key of the first problem, if any.
 */
export async function acceptFiles(
  kept: readonly File[],
  chosen: readonly File[],
): Promise<{ files: File[]; problem: string | null }> {
  const files = [...kept];
  let problem: string | null = null;
  for (const file of chosen) {
    if (files.length >= MAX_BOOKING_FILES) {
      problem ??= 'validation.files_max';
      continue;
    }
    if (file.size > MAX_BOOKING_FILE_BYTES) {
      problem ??= 'validation.file_size';
      continue;
    }
    const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
    if (!detectUploadType(head)) {
      problem ??= 'validation.file_type';
      continue;
    }
    files.push(file);
  }
  return { files, problem };
}
