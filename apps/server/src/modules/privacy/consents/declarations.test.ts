import { describe, expect, it } from 'vitest';
import { bookingRequestSchema, type BookingRequest } from '@portal/contracts';
import { bookingNeeds, requireDeclarations } from './declarations';

const today = '2026-12-01';
const booking = (fields: Record<string, unknown>): BookingRequest =>
  bookingRequestSchema().parse({
    name: 'Lakshmi',
    gender: 'female',
    date_of_birth: '1994-03-12',
    birth_time: '05:40',
    birth_place: 'Madurai',
    services: [1],
    terms_agreed: true,
    ...fields,
  });
const groom = {
  services: [2],
  bridegroom_name: 'Karthik',
  bridegroom_date_of_birth: '1990-07-01',
  bridegroom_birth_place: 'Trichy',
};

describe('what a booking must declare', () => {
  it("asks nothing of an adult's booking that names no one else", () => {
    expect(bookingNeeds(booking({}), today)).toEqual({ guardian: false, otherPerson: false });
    expect(bookingNeeds(booking({ person_relation: 'self' }), today).otherPerson).toBe(false);
  });

  it("asks the guardian's declaration for a child, not the child's own agreement", () => {
    const child = booking({ date_of_birth: '2016-12-02', person_relation: 'son' });
    expect(bookingNeeds(child, today)).toEqual({ guardian: true, otherPerson: false });
  });

  it("asks a marriage booking for the other person's agreement, and a guardian for a young groom", () => {
    expect(bookingNeeds(booking(groom), today)).toEqual({ guardian: false, otherPerson: true });
    const young = booking({ ...groom, bridegroom_date_of_birth: '2009-01-01' });
    expect(bookingNeeds(young, today)).toEqual({ guardian: true, otherPerson: true });
  });

  it('names the box to tick when a declaration is missing', () => {
    expect(() =>
      requireDeclarations({ guardian: true, otherPerson: false }, { guardian_declaration: false }),
    ).toThrow('GUARDIAN_DECLARATION_REQUIRED');
    expect(() =>
      requireDeclarations(
        { guardian: false, otherPerson: true },
        { guardian_declaration: false, other_person_agreed: false },
      ),
    ).toThrow('OTHER_PERSON_AGREEMENT_REQUIRED');
    expect(() =>
      requireDeclarations(
        { guardian: true, otherPerson: true },
        {
          guardian_declaration: true,
          other_person_agreed: true,
        },
      ),
    ).not.toThrow();
  });
});
