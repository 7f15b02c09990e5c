/**
 * The office console's words, in their own chunk: fetched with the first /admin screen, never
 * by a customer.
 */
import enAdmin from './en/admin.json';
import taAdmin from './ta/admin.json';

export const adminDictionaries: Record<'en' | 'ta', Record<string, Record<string, string>>> = {
  en: { admin: enAdmin },
  ta: { admin: taAdmin },
};
