import {
  isChild,
  type BookingRequest,
  type ConsentSource,
  type SavedPersonRequest,
} from '@portal/contracts';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/errors/app-error';
import { createConsentsRepo, type NewConsent } from './consents.repo';

/*
 * The declarations a booking or a saved person needs (decision 0100), one rule for every route
 * that takes birth details: the customer's booking, the desk's, and the saved people.
 * - guardian: someone in it is under 18 today in India (a child's details need their parent's
 *   or lawful guardian's consent): the customer declares they are that.
 * - other_person: another adult's details are given (a marriage booking's bridegroom or bride,
 *   or a booking whose person the customer names as someone other than themselves): the customer
 *   confirms that person knows and agrees. A booking that names no relation is taken as the
 *   customer's own unless it is a marriage booking.
 */

export interface Declarations {
  guardian: boolean;
  otherPerson: boolean;
}

/** What a booking needs: `today` is India's date (YYYY-MM-DD). */
export function bookingNeeds(booking: BookingRequest, today: string): Declarations {
  const child = isChild(booking.date_of_birth, today);
  const marriage = booking.bridegroom_name !== null;
  const groomChild =
    booking.bridegroom_date_of_birth !== null && isChild(booking.bridegroom_date_of_birth, today);
  const someoneElse = booking.person_relation !== null && booking.person_relation !== 'self';
  return {
    guardian: child || groomChild,
    otherPerson: marriage || (someoneElse && !child),
  };
}

/** What a saved person needs: a guardian's declaration for someone under 18 (their agreement is the booking's). */
export function personNeeds(person: SavedPersonRequest, today: string): Declarations {
  return { guardian: isChild(person.date_of_birth, today), otherPerson: false };
}

/**
 * Refuses what lacks a declaration it needs, before anything is written: the field is named, so
 * the form shows the words at the box to tick.
 */
export function requireDeclarations(
  needs: Declarations,
  given: { guardian_declaration: boolean; other_person_agreed?: boolean },
): void {
  if (needs.guardian && !given.guardian_declaration)
    throw new AppError('GUARDIAN_DECLARATION_REQUIRED', {
      fields: { guardian_declaration: 'validation.guardian_declaration' },
    });
  if (needs.otherPerson && !given.other_person_agreed)
    throw new AppError('OTHER_PERSON_AGREEMENT_REQUIRED', {
      fields: { other_person_agreed: 'validation.other_person_agreed' },
    });
}

/** Where a declaration was made, about what, under which version of the notice. */
export interface DeclarationTarget {
  userId: number;
  subject: { type: 'appointment' | 'saved_person'; id: number };
  source: ConsentSource;
  noticeVersion: number;
}

/**
 * Records, in the transaction of what it is about, the declarations that were needed (and a
 * confirmation given though not asked for: the customer said so).
 */
export async function recordDeclarations(
  tx: Database,
  target: DeclarationTarget,
  needs: Declarations,
  given: { guardian_declaration: boolean; other_person_agreed?: boolean },
): Promise<void> {
  const rows: NewConsent[] = [];
  const row = (purpose: 'guardian' | 'other_person'): NewConsent => ({
    userId: target.userId,
    purpose,
    granted: true,
    noticeVersion: target.noticeVersion,
    subject: target.subject,
    source: target.source,
  });
  if (needs.guardian && given.guardian_declaration) rows.push(row('guardian'));
  if (given.other_person_agreed) rows.push(row('other_person'));
  await createConsentsRepo(tx).insert(rows);
}
