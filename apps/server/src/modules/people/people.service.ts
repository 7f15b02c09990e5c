import {
  MAX_SAVED_PEOPLE,
  todayInIndia,
  type BookingRequest,
  type SavedPerson,
  type SavedPersonRequest,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors/app-error';
import { createUsersRepo } from '../users/users.repo';
import { currentNotice } from '../privacy/notice/notice.service';
import {
  personNeeds,
  recordDeclarations,
  requireDeclarations,
} from '../privacy/consents/declarations';
import { requireCityClockOffsets } from '../astrology/city-clocks';
import { createPeopleRepo, type SavedPersonRow, type SavedPersonValues } from './people.repo';

/**
 * The people a customer books for, saved for next time (decision 0078). Only their
 * owner reaches them: another customer's person is "not found". A booking copies the details,
 * so changing or removing a person never touches a booking.
 */

export function toSavedPerson(row: SavedPersonRow): SavedPerson {
  return {
    id: row.id,
    name: row.name,
    relation: row.relation as SavedPerson['relation'],
    gender: row.gender as SavedPerson['gender'],
    date_of_birth: row.dateOfBirth,
    birth_time_type: row.birthTimeType as SavedPerson['birth_time_type'],
    birth_time: row.birthTime,
    birth_place: row.birthPlace,
    birth_latitude: row.birthLatitude,
    birth_longitude: row.birthLongitude,
    birth_utc_offset: row.birthUtcOffset,
    current_location: row.currentLocation,
    father_name: row.fatherName,
    updated_at: row.updatedAt.toISOString(),
  };
}

function valuesOf(person: SavedPersonRequest): SavedPersonValues {
  return {
    name: person.name,
    relation: person.relation,
    gender: person.gender,
    dateOfBirth: person.date_of_birth,
    birthTimeType: person.birth_time_type,
    birthTime: person.birth_time,
    birthPlace: person.birth_place,
    birthLatitude: person.birth_latitude,
    birthLongitude: person.birth_longitude,
    birthUtcOffset: person.birth_utc_offset,
    currentLocation: person.current_location,
    fatherName: person.father_name,
  };
}

/** A customer keeps a birth's own offset only as the old city clock the form asks about (decision 0111). */
function requireCityClock(person: SavedPersonRequest): void {
  requireCityClockOffsets([
    {
      field: 'birth_utc_offset',
      birth: {
        date_of_birth: person.date_of_birth,
        birth_place: person.birth_place,
        latitude: person.birth_latitude,
        longitude: person.birth_longitude,
        utc_offset: person.birth_utc_offset,
      },
    },
  ]);
}

/** A booked person's details as kept: a current location that is the place of birth is not kept apart. */
const bookedValues = (person: SavedPersonRequest): SavedPersonValues =>
  valuesOf({
    ...person,
    current_location:
      person.current_location === person.birth_place ? null : person.current_location,
  });

/**
 * Keeps one person: the one named by `id` when it is the customer's, else the customer's person
 * of the same name and birth date, else a new one while fewer than MAX_SAVED_PEOPLE are kept.
 * Null when the limit stops a new one. The booking's transaction holds the customer's row
 * (booking-limits), so two bookings count one after the other.
 */
async function keepPerson(
  tx: Database,
  userId: number,
  values: SavedPersonValues,
  id: number | null,
): Promise<SavedPersonRow | null> {
  const repo = createPeopleRepo(tx);
  const existing =
    (id ? await repo.findFor(userId, id) : undefined) ??
    (await repo.findSame(userId, values.name, values.dateOfBirth));
  // A booking that gives no father's name (a bridegroom's never does) keeps the one saved.
  const kept =
    existing && values.fatherName === null
      ? { ...values, fatherName: existing.fatherName }
      : values;
  if (existing) return (await repo.update(userId, existing.id, kept)) ?? null;
  if ((await repo.countFor(userId)) >= MAX_SAVED_PEOPLE) return null;
  return repo.insert(userId, values);
}

/**
 * Inside a customer's booking: keeps the person and the bridegroom the customer asked to save
 * ("save for next time"). A full list never fails the booking: that person is then not kept.
 * Returns the people kept (the booking's declarations are recorded for them too).
 */
export async function keepBookedPeople(
  tx: Database,
  userId: number,
  booking: BookingRequest,
): Promise<SavedPersonRow[]> {
  const kept: (SavedPersonRow | null)[] = [];
  // The booking's person has the saved person's fields under the same names; the contract asks who they are when saved.
  if (booking.save_person)
    kept.push(
      await keepPerson(
        tx,
        userId,
        bookedValues({ ...booking, relation: booking.person_relation ?? 'other' }),
        booking.saved_person_id,
      ),
    );
  if (
    booking.save_bridegroom &&
    booking.bridegroom_name &&
    booking.bridegroom_date_of_birth &&
    booking.bridegroom_birth_place
  ) {
    const bridegroom: SavedPersonRequest = {
      name: booking.bridegroom_name,
      relation: booking.bridegroom_relation ?? 'bridegroom',
      gender: 'male',
      date_of_birth: booking.bridegroom_date_of_birth,
      birth_time_type: booking.bridegroom_birth_time_type,
      birth_time: booking.bridegroom_birth_time,
      birth_place: booking.bridegroom_birth_place,
      birth_latitude: booking.bridegroom_birth_latitude,
      birth_longitude: booking.bridegroom_birth_longitude,
      birth_utc_offset: booking.bridegroom_birth_utc_offset,
      current_location: booking.bridegroom_current_location,
      father_name: null,
      guardian_declaration: booking.guardian_declaration,
    };
    kept.push(await keepPerson(tx, userId, bookedValues(bridegroom), booking.saved_bridegroom_id));
  }
  return kept.filter((row): row is SavedPersonRow => row !== null);
}

const declaredFor = (userId: number, personId: number, noticeVersion: number) => ({
  userId,
  subject: { type: 'saved_person' as const, id: personId },
  source: 'people' as const,
  noticeVersion,
});

export function createPeopleService(db: Database) {
  const repo = createPeopleRepo(db);
  return {
    async list(userId: number): Promise<SavedPerson[]> {
      return (await repo.listFor(userId)).map(toSavedPerson);
    },

    /** A person under 18 needs the guardian's declaration, recorded with them (decision 0100). */
    async add(userId: number, person: SavedPersonRequest): Promise<SavedPerson> {
      requireCityClock(person);
      const needs = personNeeds(person, todayInIndia());
      requireDeclarations(needs, person);
      const noticeVersion = (await currentNotice(db)).version;
      return db.transaction(async (tx) => {
        await createUsersRepo(tx).lockForCounting(userId);
        const txRepo = createPeopleRepo(tx);
        if ((await txRepo.countFor(userId)) >= MAX_SAVED_PEOPLE)
          throw new AppError('SAVED_PEOPLE_LIMIT');
        const row = await txRepo.insert(userId, valuesOf(person));
        await recordDeclarations(tx, declaredFor(userId, row.id, noticeVersion), needs, person);
        return toSavedPerson(row);
      });
    },

    async change(userId: number, id: number, person: SavedPersonRequest): Promise<SavedPerson> {
      requireCityClock(person);
      const needs = personNeeds(person, todayInIndia());
      requireDeclarations(needs, person);
      const noticeVersion = (await currentNotice(db)).version;
      return db.transaction(async (tx) => {
        const row = await createPeopleRepo(tx).update(userId, id, valuesOf(person));
        if (!row) throw new AppError('PERSON_NOT_FOUND');
        await recordDeclarations(tx, declaredFor(userId, row.id, noticeVersion), needs, person);
        return toSavedPerson(row);
      });
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await repo.remove(userId, id))) throw new AppError('PERSON_NOT_FOUND');
    },
  };
}
