/**
 * The booking form's check of a draft against the server's rules (the contract's schema), in a
 * module of its own: it brings the schema library, which the form's initial bundle does without on a
 * slow phone. The form fetches it as the customer starts filling it in.
 */
import {
  bookingProblems,
  bookingRequestSchema,
  consultationModes,
  type BookingServiceRules,
  type ConsultationMode,
} from '@portal/contracts';
import {
  problemsOnDraft,
  stepTwoFields,
  toBookingRequest,
  type BookingDraft,
} from './booking-draft';
import { modeProblem } from './consultation-modes';
import { choosesMarriage } from './marriage-persons';
import { declarationProblems } from './declarations-needed';

/**
 * A place whose coordinates the customer chose to type needs them (the contract refuses only one
 * without the other): the problem goes right after the person's place, so the focus follows the form.
 */
function coordinatesLeftEmpty(draft: BookingDraft, entries: [string, string][]): void {
  for (const prefix of ['', 'partner_'] as const) {
    const typed = draft[`${prefix}birth_coordinates`] === 'typed';
    if (
      !typed ||
      draft[`${prefix}birth_latitude`].trim() !== '' ||
      draft[`${prefix}birth_longitude`].trim() !== ''
    )
      continue;
    const later = [
      `${prefix}current_location`,
      'father_name',
      'mother_name',
      'work_details',
      'reason_for_visit',
      ...stepTwoFields,
    ];
    const place = entries.findIndex(([field]) => field === `${prefix}birth_place`);
    const next = entries.findIndex(
      ([field]) => later.includes(field) || (prefix === '' && field.startsWith('partner_')),
    );
    const at = place !== -1 ? place + 1 : next !== -1 ? next : entries.length;
    entries.splice(at, 0, [`${prefix}birth_latitude`, 'validation.latitude']);
  }
}

/**
 * A birth the server asks about (Calcutta or Bombay time, decision 0111) needs an answer: the
 * problem goes before the person's place, where the question stands after the birth time.
 */
function birthClockUnanswered(draft: BookingDraft, marriage: boolean, entries: [string, string][]) {
  for (const prefix of marriage ? (['', 'partner_'] as const) : ([''] as const)) {
    if (!draft[`${prefix}birth_clock_offset`] || draft[`${prefix}birth_clock`]) continue;
    const field = `${prefix}birth_clock`;
    if (entries.some(([name]) => name === field)) continue;
    const later = [
      `${prefix}birth_place`,
      `${prefix}birth_latitude`,
      `${prefix}current_location`,
      'father_name',
      'mother_name',
      'work_details',
      'reason_for_visit',
      ...stepTwoFields,
    ];
    const next = entries.findIndex(
      ([name]) => later.includes(name) || (prefix === '' && name.startsWith('partner_')),
    );
    entries.splice(next === -1 ? entries.length : next, 0, [field, 'validation.birth_clock']);
  }
}

/**
 * The server's rules, from the same contract, and the form's own: whose details step 1 holds
 * for a marriage, and a way to consult that every chosen service offers. Field -> i18n key, in
 * the order the form shows the fields (the first gets the focus); empty when the draft is good.
 */
export function draftProblems(
  draft: BookingDraft,
  rules: BookingServiceRules,
  offered: readonly ConsultationMode[] = consultationModes,
): Record<string, string> {
  const result = bookingRequestSchema(rules).safeParse(toBookingRequest(draft, rules));
  const problems = problemsOnDraft(
    result.success ? {} : bookingProblems(result.error),
    draft,
    rules,
  );
  const entries = Object.entries(problems);
  coordinatesLeftEmpty(draft, entries);
  birthClockUnanswered(draft, choosesMarriage(draft.services, rules), entries);
  if (choosesMarriage(draft.services, rules) && !draft.marriage_first)
    entries.unshift(['marriage_first', 'validation.marriage_first']);
  const mode = modeProblem(draft.consultation_mode, offered);
  if (mode && !problems.consultation_mode) {
    // After the services, before the country and the terms.
    const after = entries.findIndex(
      ([field]) => field === 'country_id' || field === 'terms_agreed',
    );
    entries.splice(after === -1 ? entries.length : after, 0, ['consultation_mode', mode]);
  }
  // The declarations come last on the form, below the terms.
  entries.push(...declarationProblems(draft, rules));
  return Object.fromEntries(entries);
}
