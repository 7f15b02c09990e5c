import type { Language, Place, PlacesReply } from '@portal/contracts';
import { apiRequest } from './api-client';

/** GET /api/places: up to eight places whose name (or old or Tamil name) starts with the text. */
export function findPlaces(
  text: string,
  language: Language,
  signal?: AbortSignal,
): Promise<Place[]> {
  return apiRequest<PlacesReply>(`/api/places?q=${encodeURIComponent(text)}&limit=8`, {
    language,
    signal,
  }).then((reply) => reply.places);
}

/** A place as the page's language writes it: the Tamil name where it is known. */
export function placeLabel(place: Place, language: Language): string {
  return language === 'tamil'
    ? (place.display_name_tamil ?? place.display_name)
    : place.display_name;
}
