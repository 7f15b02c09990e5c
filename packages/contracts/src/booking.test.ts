import { describe, expect, it } from 'vitest';
import { bookingProblems, bookingRequestSchema } from './booking';
import { isBirthDate } from './person-fields';
import { isMarriageService, todayInIndia } from './constants';

const valid = {
  name: 'Ravi',
  gender: 'male',
  date_of_birth: '1985-11-02',
  birth_time: '14:30',
  birth_place: 'Coimbatore',
  services: '1',
  terms_agreed: 'on',
};

describe('the booking schema', () => {
  it('reads services however a form sends them', () => {
    const parse = (services: unknown) =>
      bookingRequestSchema().parse({ ...valid, services }).services;
    expect(parse('1,3')).toEqual([1, 3]);
    expect(parse('[1,3]')).toEqual([1, 3]);
    expect(parse(['1', '3', '3'])).toEqual([1, 3]);
    expect(parse(3)).toEqual([3]);
  });

  it('fixes the genders for the marriage service and fills the current location', () => {
    const booking = bookingRequestSchema().parse({
      ...valid,
      services: '2',
      bridegroom_name: 'Arun',
      bridegroom_date_of_birth: '1990-01-01',
      bridegroom_birth_place: 'Karur',
      bridegroom_current_location: 'Chennai',
      total_cost: '1.00',
    });
    expect(booking).toMatchObject({
      gender: 'female',
      bridegroom_gender: 'male',
      current_location: 'Coimbatore',
    });
    expect(booking).not.toHaveProperty('total_cost');
  });

  it('needs no birth time for Prasanam alone, but does with another service', () => {
    const { birth_time: _time, ...untimed } = valid;
    const prasanam = bookingRequestSchema().parse({
      ...untimed,
      services: '3',
      birth_time_type: 'exact',
    });
    expect(prasanam).toMatchObject({
      birth_time: null,
      birth_time_type: null,
      date_of_birth: '1985-11-02',
      birth_place: 'Coimbatore',
    });
    expect(
      bookingRequestSchema().parse({
        ...valid,
        services: '3',
        birth_time_type: 'period',
        birth_time: 'morning',
      }),
    ).toMatchObject({ birth_time: 'morning', birth_time_type: 'period' });
    const both = bookingRequestSchema().safeParse({ ...untimed, services: '1,3' });
    expect(both.success ? {} : bookingProblems(both.error)).toEqual({
      birth_time: 'validation.exact_birth_time',
    });
    const wrongTime = bookingRequestSchema().safeParse({
      ...valid,
      services: '3',
      birth_time: '25:99',
    });
    expect(wrongTime.success ? {} : bookingProblems(wrongTime.error)).toEqual({
      birth_time: 'validation.exact_birth_time',
    });
    // The four fields every booking requires stay required for Prasanam too.
    const bare = bookingRequestSchema().safeParse({ services: '3', terms_agreed: 'on' });
    expect(Object.keys(bare.success ? {} : bookingProblems(bare.error)).sort()).toEqual([
      'birth_place',
      'date_of_birth',
      'gender',
      'name',
    ]);
  });

  it('drops the bridegroom when the marriage service is not chosen', () => {
    const booking = bookingRequestSchema().parse({ ...valid, bridegroom_name: 'Arun' });
    expect(booking.bridegroom_name).toBeNull();
    expect(booking.gender).toBe('male');
  });

  it('reports every problem with its key, even a non-object', () => {
    const result = bookingRequestSchema().safeParse({
      services: '2',
      birth_time_type: 'period',
      birth_time: 'noon',
    });
    expect(result.success).toBe(false);
    expect(bookingProblems(result.error!)).toMatchObject({
      name: 'validation.name',
      birth_time: 'validation.time_period',
      terms_agreed: 'validation.terms',
    });
    expect(bookingRequestSchema().safeParse(null).success).toBe(false);
  });
});

it('knows the marriage service by id or by name', () => {
  expect(isMarriageService({ id: 2 })).toBe(true);
  expect(isMarriageService({ id: 7, name: '  Thirumana   Porutham ' })).toBe(true);
  expect(isMarriageService({ id: 8, name: 'Marriage Porutham' })).toBe(true);
  expect(isMarriageService({ id: 1, name: 'Jathagam Reading' })).toBe(false);
});

it('takes birth dates from 1900 to today in India, real calendar dates only', () => {
  expect(isBirthDate('1900-01-01')).toBe(true);
  expect(isBirthDate(todayInIndia())).toBe(true);
  expect(isBirthDate('1899-12-31')).toBe(false);
  expect(isBirthDate('2001-02-29')).toBe(false);
  expect(isBirthDate('12/03/1994')).toBe(false);
  // 20:00 UTC on 31 December is already 1 January in India.
  expect(todayInIndia(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
});
