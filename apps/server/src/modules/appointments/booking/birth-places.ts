import { castsChart, type BookingRequest, type BookingServiceRules } from '@portal/contracts';
import { AppError } from '../../../lib/errors/app-error';
import { findPlace } from '../../astrology/places/place-search';

type Places = Pick<
  BookingRequest,
  | 'services'
  | 'birth_place'
  | 'birth_latitude'
  | 'birth_longitude'
  | 'bridegroom_birth_place'
  | 'bridegroom_birth_latitude'
  | 'bridegroom_birth_longitude'
>;

/** A place the chart can be cast at: its coordinates given, or a gazetteer place of exactly that name. */
const located = (place: string, latitude: number | null, longitude: number | null) =>
  (latitude !== null && longitude !== null) || findPlace(place) !== null;

/**
 * A booking whose services cast a chart needs each person's place located (decision 0109): the
 * coordinates of the suggestion the customer chose or of the point they (or the office) gave, or,
 * for a caller of the API who sent a name only, the gazetteer's place of exactly that name (the
 * chart is cast there, as appointment-charts.ts says of a place without coordinates). A place found
 * nowhere ("Xyzzyville") is refused before anything is paid, in the caller's language, so the
 * office never meets a paid booking with no chart. Prasanam alone is cast at the office from the
 * question's moment and keeps its place as given.
 */
export function requireLocatedPlaces(booking: Places, rules: BookingServiceRules): void {
  if (!castsChart(booking.services, rules)) return;
  const fields: Record<string, string> = {};
  if (!located(booking.birth_place, booking.birth_latitude, booking.birth_longitude))
    fields.birth_place = 'validation.place_choose';
  const groomPlace = booking.bridegroom_birth_place;
  if (
    groomPlace !== null &&
    !located(groomPlace, booking.bridegroom_birth_latitude, booking.bridegroom_birth_longitude)
  )
    fields.bridegroom_birth_place = 'validation.place_choose';
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });
}
