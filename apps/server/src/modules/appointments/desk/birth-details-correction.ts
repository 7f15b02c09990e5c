import {
  birthDetailsCorrectionSchema,
  bookingProblems,
  bookingServiceRules,
  nakshatraNames,
  type BirthDetailsCorrection,
} from '@portal/contracts';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/errors/app-error';
import { bookingStar, personBirthOf } from '../../astrology/appointment-charts';
import { createAstrologyService } from '../../astrology/astrology.service';
import { createUsersRepo } from '../../users/users.repo';
import { auditedChange } from '../../audit/audited-change';
import { createAppointmentsRepo, type AppointmentRow } from '../appointments.repo';

const astrology = createAstrologyService();

/** The birth details of a row, as the booking and the audit entry name them. */
function birthDetailsOf(row: AppointmentRow) {
  return {
    name: row.name,
    gender: row.gender,
    date_of_birth: row.dateOfBirth,
    birth_time_type: row.birthTimeType as 'exact' | 'period' | null,
    birth_time: row.birthTime,
    birth_place: row.birthPlace,
    birth_latitude: row.birthLatitude,
    birth_utc_offset: row.birthUtcOffset,
    birth_longitude: row.birthLongitude,
    bridegroom_name: row.bridegroomName,
    bridegroom_date_of_birth: row.bridegroomDateOfBirth,
    bridegroom_birth_time_type: row.bridegroomBirthTimeType as 'exact' | 'period' | null,
    bridegroom_birth_time: row.bridegroomBirthTime,
    bridegroom_birth_place: row.bridegroomBirthPlace,
    bridegroom_birth_latitude: row.bridegroomBirthLatitude,
    bridegroom_birth_utc_offset: row.bridegroomBirthUtcOffset,
    bridegroom_birth_longitude: row.bridegroomBirthLongitude,
    bridegroom_current_location: row.bridegroomCurrentLocation,
  };
}

type BirthDetails = ReturnType<typeof birthDetailsOf>;

/**
 * A person's star as the activity log shows it, in both scripts ("Bharani (பரணி)"); null when no
 * chart can be cast.
 */
function starText(details: BirthDetails, person: 'main' | 'bridegroom'): string | null {
  const star = bookingStar(astrology, personBirthOf(details, person), 'english');
  const name = star ? nakshatraNames[star.nakshatra - 1] : undefined;
  return name ? `${name.english} (${name.tamil})` : null;
}

/** Only what differs, with the stars each side cast from. */
function changedFields(before: BirthDetails, after: BirthDetails) {
  const keys = (Object.keys(before) as (keyof BirthDetails)[]).filter(
    (key) => String(before[key] ?? '') !== String(after[key] ?? ''),
  );
  const pick = (details: BirthDetails) =>
    Object.fromEntries(keys.map((key) => [key, details[key]]));
  const stars = (details: BirthDetails) => ({
    star: starText(details, 'main'),
    ...(details.bridegroom_name ? { bridegroom_star: starText(details, 'bridegroom') } : {}),
  });
  return {
    before: { ...pick(before), ...stars(before) },
    after: { ...pick(after), ...stars(after) },
  };
}

/**
 * The office corrects a booking's birth details (decision 0062): checked by the booking's own rules
 * for its services (a marriage booking has the bridegroom, a question's needs no birth time), with
 * a reason. The chart, star and porutham are cast from the booking's details whenever they are
 * read, so they are recast from the correction at once. The activity log keeps each changed field
 * before and after, with the stars, and the reason. A cancelled booking is kept as it was.
 */
export function createBirthDetailsCorrection(db: Database) {
  return {
    async correct(actorUserId: number, appointmentId: number, body: unknown): Promise<void> {
      await auditedChange(
        db,
        {
          actorUserId,
          action: 'appointment.birth_details',
          entityType: 'appointment',
          entityId: appointmentId,
        },
        async (tx) => {
          const row = await createAppointmentsRepo(tx).lock(appointmentId);
          if (!row) throw new AppError('APPOINTMENT_NOT_FOUND');
          if (row.status === 'cancelled') throw new AppError('APPOINTMENT_CANCELLED');
          // An erased customer's booking (decision 0101) takes no birth details again.
          if ((await createUsersRepo(tx).findById(row.userId))?.erasedAt)
            throw new AppError('CUSTOMER_ERASED');
          const { services } = await createAppointmentsRepo(tx).detailsOf([row]);
          const rules = bookingServiceRules(
            services.map((service) => ({
              id: service.serviceId,
              key: service.key,
              name: service.nameEnglish,
            })),
          );
          const ids = services.map((service) => service.serviceId);
          const kind = {
            marriage: ids.some((id) => rules.marriageServiceIds.includes(id)),
            birthTimeOptional:
              ids.length > 0 && ids.every((id) => rules.questionServiceIds.includes(id)),
          };
          const parsed = birthDetailsCorrectionSchema(kind).safeParse(body);
          if (!parsed.success)
            throw new AppError('VALIDATION_FAILED', { fields: bookingProblems(parsed.error) });
          const correction: BirthDetailsCorrection = parsed.data;
          const { reason, ...details } = correction;
          const before = birthDetailsOf(row);
          const after: BirthDetails = { ...details };
          const changed = changedFields(before, after);
          // The same details again (a repeated request): nothing changes, nothing is audited.
          if (
            Object.keys(changed.after).every((key) => key === 'star' || key === 'bridegroom_star')
          )
            return { before: null, after: null, result: undefined, unchanged: true };
          await createAppointmentsRepo(tx).update(row.id, {
            name: after.name,
            gender: after.gender,
            dateOfBirth: after.date_of_birth,
            birthTimeType: after.birth_time_type,
            birthTime: after.birth_time,
            birthPlace: after.birth_place,
            birthLatitude: after.birth_latitude,
            birthUtcOffset: after.birth_utc_offset,
            birthLongitude: after.birth_longitude,
            bridegroomName: after.bridegroom_name,
            bridegroomDateOfBirth: after.bridegroom_date_of_birth,
            bridegroomBirthTimeType: after.bridegroom_birth_time_type,
            bridegroomBirthTime: after.bridegroom_birth_time,
            bridegroomBirthPlace: after.bridegroom_birth_place,
            bridegroomBirthLatitude: after.bridegroom_birth_latitude,
            bridegroomBirthUtcOffset: after.bridegroom_birth_utc_offset,
            bridegroomBirthLongitude: after.bridegroom_birth_longitude,
            bridegroomCurrentLocation: after.bridegroom_current_location,
          });
          return { before: changed.before, after: { ...changed.after, reason }, result: undefined };
        },
      );
    },
  };
}
