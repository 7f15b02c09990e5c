import {
  bookingProblems,
  bookingRequestSchema,
  detectUploadType,
  MAX_BOOKING_FILE_BYTES,
  MAX_BOOKING_FILES,
  consultationModes,
  type birthTimePeriods,
  type ConsultationMode,
  type genders,
} from '@portal/contracts';
import { modeProblem } from './consultation-modes';

type Period = (typeof birthTimePeriods)[number];
type BirthTimeType = 'exact' | 'period';

/** What the booking form holds while the customer fills it in. */
export interface BookingDraft {
  name: string;
  gender: '' | (typeof genders)[number];
  date_of_birth: string;
  birth_time_type: BirthTimeType;
  birth_time_exact: string;
  birth_time_period: '' | Period;
  birth_place: string;
  current_location: string;
  father_name: string;
  mother_name: string;
  work_details: string;
  reason_for_visit: string;
  bridegroom_name: string;
  bridegroom_date_of_birth: string;
  bridegroom_birth_time_type: BirthTimeType;
  bridegroom_birth_time_exact: string;
  bridegroom_birth_time_period: '' | Period;
  bridegroom_birth_place: string;
  bridegroom_current_location: string;
  services: number[];
  /** How the customer wants to consult; empty until chosen (the form requires a choice). */
  consultation_mode: '' | ConsultationMode;
  country_id: number;
  terms_agreed: boolean;
}

export const INDIA_COUNTRY_ID = 1;

export function emptyDraft(serviceId: number): BookingDraft {
  return {
    name: '', gender: '', date_of_birth: '', birth_time_type: 'exact', birth_time_exact: '', birth_time_period: '',
    birth_place: '', current_location: '', father_name: '', mother_name: '', work_details: '', reason_for_visit: '',
    bridegroom_name: '', bridegroom_date_of_birth: '', bridegroom_birth_time_type: 'exact', bridegroom_birth_time_exact: '',
    bridegroom_birth_time_period: '', bridegroom_birth_place: '', bridegroom_current_location: '',
    services: [serviceId], consultation_mode: '', country_id: INDIA_COUNTRY_ID, terms_agreed: false,
  };
}

/** The request the server takes, from the draft: the chosen kind of birth time only. */
export function toBookingRequest(draft: BookingDraft) {
  const { birth_time_exact, birth_time_period, bridegroom_birth_time_exact, bridegroom_birth_time_period, ...rest } = draft;
  return {
    ...rest,
    birth_time: draft.birth_time_type === 'exact' ? birth_time_exact : birth_time_period,
    bridegroom_birth_time: draft.bridegroom_birth_time_type === 'exact' ? bridegroom_birth_time_exact : bridegroom_birth_time_period,
  };
}

/** The fields of step 2 (Service and Payment); every other field is on step 1 (Bio Data). */
export const stepTwoFields = new Set(['services', 'consultation_mode', 'country_id', 'terms_agreed']);

/**
 * The server's rules, from the same contract, and the form's own: a way to consult that every
 * chosen service offers must be chosen. Field -> i18n key; empty when the draft is good.
 */
export function draftProblems(
  draft: BookingDraft,
  marriageServiceIds: readonly number[],
  offered: readonly ConsultationMode[] = consultationModes,
): Record<string, string> {
  const result = bookingRequestSchema(marriageServiceIds).safeParse(toBookingRequest(draft));
  const problems = result.success ? {} : bookingProblems(result.error);
  const mode = modeProblem(draft.consultation_mode, offered);
  if (!mode || problems.consultation_mode) return problems;
  // In the order the form shows its fields (the first problem gets the focus): after the services.
  const entries = Object.entries(problems);
  const after = entries.findIndex(([field]) => field === 'country_id' || field === 'terms_agreed');
  entries.splice(after === -1 ? entries.length : after, 0, ['consultation_mode', mode]);
  return Object.fromEntries(entries);
}

/** The booking as multipart/form-data: the fields, one `services` entry per service, the files. */
export function toFormData(draft: BookingDraft, files: readonly File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(toBookingRequest(draft))) {
    if (name === 'services') continue;
    const text = typeof value === 'boolean' ? String(value) : String(value ?? '').trim();
    if (text !== '') form.append(name, text);
  }
  for (const id of draft.services) form.append('services', String(id));
  for (const file of files) form.append('files', file, file.name);
  return form;
}

/**
 * Spec section 5, files: 5 at most, 10 MB each, JPG, PNG or PDF judged by content as the server
 * does. Returns the files to keep and the i18n key of the first problem, if any.
 */
export async function acceptFiles(kept: readonly File[], chosen: readonly File[]): Promise<{ files: File[]; problem: string | null }> {
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
