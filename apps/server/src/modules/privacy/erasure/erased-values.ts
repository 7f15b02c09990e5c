/*
 * What an erased customer's appointments keep in the columns that may not be empty (decision
 * 0101). They stay for the receipts and credit notes the law keeps (numbers, services, amounts,
 * the place of supply: country and GST state); everything else a person gave is gone. The name
 * becomes the customer's label ("Erased customer N", written by the erasure's query), so any list
 * that names the appointment names no one; the office's screens and exports say "erased" instead
 * of showing the other placeholders, which would mislead (a birth on 1 January 1900).
 */

/**
 * The date of birth that stands in for an erased one: the first day charts are cast for, with no
 * time or place, so no chart is cast from it.
 */
export const ERASED_BIRTH_DATE = '1900-01-01';

/** The appointment columns an erasure writes (besides the name). */
export const ERASED_APPOINTMENT = {
  gender: 'other',
  dateOfBirth: ERASED_BIRTH_DATE,
  birthTimeType: null,
  birthTime: null,
  birthPlace: '',
  birthLatitude: null,
  birthLongitude: null,
  birthUtcOffset: null,
  currentLocation: '',
  workDetails: null,
  reasonForVisit: null,
  fatherName: null,
  motherName: null,
  bridegroomName: null,
  bridegroomGender: null,
  bridegroomDateOfBirth: null,
  bridegroomBirthTimeType: null,
  bridegroomBirthTime: null,
  bridegroomBirthPlace: null,
  bridegroomBirthLatitude: null,
  bridegroomBirthLongitude: null,
  bridegroomBirthUtcOffset: null,
  bridegroomCurrentLocation: null,
  chartNotes: null,
  chartNotesUpdatedAt: null,
  customerTimeZone: null,
  prasanamAskedAt: null,
} as const;
