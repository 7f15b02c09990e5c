import type { BirthClockQuestion, BirthClockReply, Language } from '@portal/contracts';
import { apiRequest } from './api-client';

/** A birth's date and place as a form holds them (text; coordinates may be empty). */
export interface BirthWhereAndWhen {
  date_of_birth: string;
  birth_place: string;
  latitude: string;
  longitude: string;
}

/**
 * GET /api/places/birth-clock: whether to ask which clock the birth time was on (Calcutta or
 * Bombay time, decision 0111), or null. The place is its coordinates when given, else its name.
 */
export function askBirthClock(
  birth: BirthWhereAndWhen,
  language: Language,
  signal?: AbortSignal,
): Promise<BirthClockQuestion | null> {
  const query = new URLSearchParams({ date_of_birth: birth.date_of_birth });
  if (birth.latitude.trim() && birth.longitude.trim()) {
    query.set('latitude', birth.latitude.trim());
    query.set('longitude', birth.longitude.trim());
  } else query.set('birth_place', birth.birth_place.trim());
  return apiRequest<BirthClockReply>(`/api/places/birth-clock?${query.toString()}`, {
    language,
    signal,
  }).then((reply) => reply.question);
}

/** Whether the form has enough of the birth to ask the server. */
export const canAskBirthClock = (birth: BirthWhereAndWhen) =>
  /^\d{4}-\d{2}-\d{2}$/.test(birth.date_of_birth) &&
  (birth.birth_place.trim().length >= 2 ||
    (birth.latitude.trim() !== '' && birth.longitude.trim() !== ''));
