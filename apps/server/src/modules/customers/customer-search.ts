import { or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/*
 * How the office finds a customer or an appointment by what a caller says (decisions 0064 and
 * 0065): any part of a name (the customer's own, the person a booking is for, a
 * bridegroom's), of an appointment number, or digits of a phone number. Each table keeps all of
 * that in one column, `search_text` (migration 0016's triggers), with one GIN trigram index: a
 * search is one ILIKE on one table, which the index answers for a rare name and which the planner
 * may instead answer by walking the newest rows for a common one (the list's order), never an OR
 * across a join, which no index serves. The customers' search and the office's appointment list
 * both ask through here.
 */

/** The fewest characters a pattern needs to have trigrams of its own: anything shorter matches the start of a name. */
const TRIGRAM = 3;
/** The fewest digits that search phone numbers. */
const PHONE_DIGITS = 3;

/** A search as the database asks it: the ILIKE pattern and, when the words look like a phone number, its digits. */
export interface SearchTerms {
  pattern: string;
  digits: string | null;
}

/** The text with LIKE's own characters taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * What the office typed, as patterns: `%text%` (at least three characters, so the trigram
 * index can answer it), else `text%`; and the digits alone when it reads as a phone number
 * (only digits, spaces, +, -, brackets and full stops, at least three digits): "98403 39999".
 */
export function searchTerms(text: string): SearchTerms {
  const words = text.trim().replace(/\s+/g, ' ');
  const pattern = [...words].length >= TRIGRAM ? `%${literal(words)}%` : `${literal(words)}%`;
  const digits = words.replace(/\D/g, '');
  const phoneLike =
    /^[\d\s+\-().]+$/.test(words) && digits.length >= PHONE_DIGITS && digits !== words;
  return { pattern, digits: phoneLike ? `%${digits}%` : null };
}

/** The row's search text (users' or appointments' `search_text`) matches the words. */
export function matchesSearch(searchText: SQLWrapper, terms: SearchTerms): SQL {
  const byWords = sql`${searchText} ilike ${terms.pattern}`;
  return terms.digits === null ? byWords : or(byWords, sql`${searchText} like ${terms.digits}`)!;
}
