import type { PersonRelation, SavedPerson } from '@portal/contracts';
import type { BookingDraft } from './booking-draft';

type Prefix = '' | 'partner_';

/**
 * A saved person's details on one person's fields of the draft: the birth details, the
 * coordinates as chosen, and which saved person they came from, so "save for next time" updates
 * that person instead of keeping a second copy. The gender only where the form asks for it, the
 * father's name only where the section has the family's fields (the one person's, a bride's).
 */
export function savedPersonPatch(
  person: SavedPerson,
  { prefix, withGender, withFamily }: { prefix: Prefix; withGender: boolean; withFamily: boolean },
): Partial<BookingDraft> {
  const exact =
    person.birth_time_type === 'exact' && person.birth_time ? person.birth_time.slice(0, 5) : '';
  const period =
    person.birth_time_type === 'period'
      ? (person.birth_time as BookingDraft['birth_time_period'])
      : '';
  const located = person.birth_latitude !== null && person.birth_longitude !== null;
  return {
    [`${prefix}name`]: person.name,
    ...(withGender ? { gender: person.gender } : {}),
    ...(withFamily ? { father_name: person.father_name ?? '' } : {}),
    [`${prefix}date_of_birth`]: person.date_of_birth,
    [`${prefix}birth_time_type`]: person.birth_time_type ?? 'exact',
    [`${prefix}birth_time_exact`]: exact,
    [`${prefix}birth_time_period`]: period,
    [`${prefix}birth_place`]: person.birth_place,
    [`${prefix}birth_latitude`]: located ? String(person.birth_latitude) : '',
    [`${prefix}birth_longitude`]: located ? String(person.birth_longitude) : '',
    [`${prefix}birth_coordinates`]: located ? 'chosen' : 'saved',
    // A city clock kept with the person is their answer; the question shows it chosen again
    // (decision 0111). Without one, the question asks afresh.
    [`${prefix}birth_clock_offset`]: person.birth_utc_offset ?? '',
    [`${prefix}birth_clock`]: person.birth_utc_offset ? 'city' : '',
    [`${prefix}current_location`]: person.current_location ?? '',
    [`${prefix}saved_person_id`]: String(person.id),
    [`${prefix}person_relation`]: person.relation,
    [`${prefix}save_person`]: false,
  };
}

/**
 * Who a person ticked for saving is, before the customer says: the one the form expects here,
 * unless that is "myself" and the customer already keeps themselves.
 */
export function likelyRelation(
  expected: PersonRelation | '',
  people: readonly SavedPerson[],
): PersonRelation | '' {
  if (expected === 'self' && people.some((person) => person.relation === 'self')) return '';
  return expected;
}
