import type { AppointmentRow } from '../../appointments/appointments.repo';
import type { RefundRow } from '../../payments/refunds.repo';
import type { UserRow } from '../../auth/auth.repo';

type Text = string | null | undefined;

/** What an erasure reads of a customer before it erases it. */
export interface ErasedRecords {
  user: UserRow;
  appointments: AppointmentRow[];
  people: {
    name: string;
    dateOfBirth: string;
    birthPlace: string;
    currentLocation: string | null;
  }[];
  files: { fileName: string }[];
  notes: { body: string }[];
  requests: { text: string; answer: string | null }[];
  refunds: RefundRow[];
}

/**
 * Every value of a customer's that names or places them: what the activity log is searched for
 * (audit-redaction.ts), and what the tests search a dump of the database for after the erasure.
 */
export function personalValuesOf(records: ErasedRecords): Text[] {
  const { user } = records;
  return [
    user.name,
    user.email,
    user.mobileNumber,
    // As a number is often written: without the plus, and the ten digits of an Indian one.
    user.mobileNumber.replace(/^\+/, ''),
    user.mobileNumber.startsWith('+91') ? user.mobileNumber.slice(3) : null,
    ...records.appointments.flatMap((row) => [
      row.name,
      row.dateOfBirth,
      row.birthPlace,
      row.currentLocation,
      row.fatherName,
      row.motherName,
      row.workDetails,
      row.reasonForVisit,
      row.chartNotes,
      row.bridegroomName,
      row.bridegroomDateOfBirth,
      row.bridegroomBirthPlace,
      row.bridegroomCurrentLocation,
    ]),
    ...records.people.flatMap((person) => [
      person.name,
      person.dateOfBirth,
      person.birthPlace,
      person.currentLocation,
    ]),
    ...records.files.map((file) => file.fileName),
    ...records.notes.map((note) => note.body),
    ...records.requests.flatMap((request) => [request.text, request.answer]),
    ...records.refunds.map((refund) => refund.reason),
  ];
}
