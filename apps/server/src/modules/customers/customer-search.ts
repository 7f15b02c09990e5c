import { sql, type SQL } from 'drizzle-orm';
import { appointments, users } from '../../db/schema';

/*
 * How the office finds a customer or an appointment by what a caller says (issue 33, points 3 and
 * 9; decision 0065): any part of a name (the customer's own, the person a booking is for, a
 * bridegroom's), of an appointment number, or digits of a phone number. Each is an ILIKE that a
 * GIN trigram index of migration 0017 answers, one table at a time: the matches of each table are
 * gathered as ids (UNION), never an OR across a join, which no index can serve. The customers'
 * search and the office's appointment list both ask through here.
 */

/** The fewest characters a pattern needs to have trigrams of its own: anything shorter matches the start of a name. */
const TRIGRAM = 3;
/** The fewest digits that search phone numbers. */
const PHONE_DIGITS = 3;

/** A search as the database asks it: the ILIKE pattern and, when the words look like a phone number, the digits. */
export interface SearchTerms {
  pattern: string;
  digits: string | null;
}

/** The text with LIKE's own characters taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * What the office typed, as patterns: `%text%` (at least three characters, so the trigram
 * indexes can answer it), else `text%`; the digits when it reads as a phone number (only digits,
 * spaces, +, -, brackets and full stops, and at least three digits).
 */
export function searchTerms(text: string): SearchTerms {
  const words = text.trim().replace(/\s+/g, ' ');
  const pattern = [...words].length >= TRIGRAM ? `%${literal(words)}%` : `${literal(words)}%`;
  const digits = words.replace(/\D/g, '');
  const phoneLike = /^[\d\s+\-().]+$/.test(words) && digits.length >= PHONE_DIGITS;
  return { pattern, digits: phoneLike ? `%${digits}%` : null };
}

/** The ids of the users whose own name or phone number matches. */
export function usersMatching(terms: SearchTerms): SQL {
  const phone = terms.digits === null ? sql`` : sql` or ${users.mobileNumber} like ${terms.digits}`;
  return sql`select ${users.id} from ${users} where ${users.name} ilike ${terms.pattern}${phone}`;
}

/** The appointments whose person, bridegroom or number matches, as `select <column> from appointments where …`. */
function appointmentsMatching(column: SQL, terms: SearchTerms): SQL {
  return sql`select ${column} from ${appointments} where ${appointments.name} ilike ${terms.pattern} or ${appointments.bridegroomName} ilike ${terms.pattern} or ${appointments.appointmentNumber} ilike ${terms.pattern}`;
}

/** The customers (user ids) found by the words: by their own name or phone, or by any of their appointments. */
export function customersMatching(terms: SearchTerms): SQL {
  return sql`${usersMatching(terms)} union ${appointmentsMatching(sql`${appointments.userId}`, terms)}`;
}

/** The appointments found by the words: by their own names or number, or by their customer's name or phone. */
export function appointmentIdsMatching(terms: SearchTerms): SQL {
  return sql`${appointmentsMatching(sql`${appointments.id}`, terms)} union select ${appointments.id} from ${appointments} where ${appointments.userId} in (${usersMatching(terms)})`;
}
