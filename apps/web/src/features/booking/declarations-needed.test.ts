import { describe, expect, it } from 'vitest';
import { defaultBookingServiceRules as rules } from '@portal/contracts';
import { emptyDraft, type BookingDraft } from './booking-draft';
import { declarationProblems, draftDeclarations } from './declarations-needed';

const today = '2026-12-01';
const draft = (patch: Partial<BookingDraft>): BookingDraft => ({
  ...emptyDraft(1),
  name: 'Nila',
  date_of_birth: '1994-03-12',
  ...patch,
});

describe('what the booking form asks to declare', () => {
  it('asks nothing of an adult booking for themselves', () => {
    expect(draftDeclarations(draft({}), rules, today)).toEqual({
      children: [],
      guardian: false,
      otherPerson: false,
    });
  });

  it('asks the guardian of a 10-year-old, by name, from the day the date makes them one', () => {
    const child = draft({ date_of_birth: '2016-06-20' });
    expect(draftDeclarations(child, rules, today)).toMatchObject({
      children: ['Nila'],
      guardian: true,
    });
    // 18 today is no longer a child; 18 tomorrow still is.
    expect(draftDeclarations(draft({ date_of_birth: '2008-12-01' }), rules, today).guardian).toBe(
      false,
    );
    expect(draftDeclarations(draft({ date_of_birth: '2008-12-02' }), rules, today).guardian).toBe(
      true,
    );
    expect(declarationProblems(child, rules, today)).toEqual([
      ['guardian_declaration', 'validation.guardian_declaration'],
    ]);
    expect(declarationProblems({ ...child, guardian_declaration: true }, rules, today)).toEqual([]);
  });

  it("asks a marriage booking for the other person's agreement, and names a young partner", () => {
    const couple = draft({
      services: [2],
      partner_name: 'Arun',
      partner_date_of_birth: '2010-01-05',
    });
    expect(draftDeclarations(couple, rules, today)).toEqual({
      children: ['Arun'],
      guardian: true,
      otherPerson: true,
    });
  });

  it('asks for the agreement of an adult the customer names as someone else', () => {
    const father = draft({ save_person: true, person_relation: 'father' });
    expect(draftDeclarations(father, rules, today).otherPerson).toBe(true);
    const self = draft({ save_person: true, person_relation: 'self' });
    expect(draftDeclarations(self, rules, today).otherPerson).toBe(false);
  });
});
