import type { BookingServiceRules } from '@portal/contracts';

/** Whose details step 1 holds in a Marriage Porutham booking: the customer says. */
export type MarriageRole = 'bride' | 'bridegroom';

/** A person's birth-detail fields, named as the request names the main person's. */
const personFields = [
  'name',
  'date_of_birth',
  'birth_time',
  'birth_time_type',
  'birth_place',
  'birth_latitude',
  'birth_longitude',
  'birth_utc_offset',
  'current_location',
] as const;

export const choosesMarriage = (services: readonly number[], rules: BookingServiceRules) =>
  services.some((id) => rules.marriageServiceIds.includes(id));
export const onlyQuestions = (services: readonly number[], rules: BookingServiceRules) =>
  services.length > 0 && services.every((id) => rules.questionServiceIds.includes(id));

/**
 * The form keeps its two people where the customer typed them: step 1's person in the plain
 * fields, the other in `partner_*`. The request keeps the API's order: the bride in the plain fields,
 * the bridegroom in `bridegroom_*`. When step 1 holds the bridegroom the two trade places on the
 * way out, and a problem the rules find comes back to the field it concerns.
 */
export function groomIsFirst(marriage: boolean, first: '' | MarriageRole): boolean {
  return marriage && first === 'bridegroom';
}

/** The draft field a request field's problem belongs to. */
export function draftFieldOf(requestField: string, groomFirst: boolean): string {
  if (requestField === 'person_relation')
    return groomFirst ? 'partner_person_relation' : 'person_relation';
  if (requestField === 'bridegroom_relation')
    return groomFirst ? 'person_relation' : 'partner_person_relation';
  const groomField = requestField.startsWith('bridegroom_')
    ? requestField.slice('bridegroom_'.length)
    : null;
  if (groomField && (personFields as readonly string[]).includes(groomField))
    return groomFirst ? groomField : `partner_${groomField}`;
  if ((personFields as readonly string[]).includes(requestField))
    return groomFirst ? `partner_${requestField}` : requestField;
  return requestField;
}
