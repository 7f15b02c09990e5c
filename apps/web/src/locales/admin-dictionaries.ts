/**
 * The office console's words, and where each editable text of the site appears, in their own
 * chunk: fetched with the first /admin screen, never by a customer.
 */
import enAdmin from './en/admin.json';
import taAdmin from './ta/admin.json';
import enTextPlaces from './en/text-places.json';
import taTextPlaces from './ta/text-places.json';

export const adminDictionaries: Record<'en' | 'ta', Record<string, Record<string, string>>> = {
  en: { admin: enAdmin, 'text-places': enTextPlaces },
  ta: { admin: taAdmin, 'text-places': taTextPlaces },
};
