import { describe, expect, it } from 'vitest';
import { defaultBookingServiceRules as rules, type SavedPerson } from '@portal/contracts';
import {
  acceptFiles,
  emptyDraft,
  problemsOnDraft,
  toFormData,
  type BookingDraft,
} from './booking-draft';
import { draftProblems } from './booking-check';
import { offeredModes } from './consultation-modes';
import { likelyRelation, savedPersonPatch } from './saved-person-draft';

const picture = (name: string, size = 1000) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), new Uint8Array(size)], name, {
    type: 'image/jpeg',
  });
const program = () =>
  new File([new Uint8Array([0x4d, 0x5a, 0x90, 0]), new Uint8Array(100)], 'photo.png', {
    type: 'image/png',
  });

const filled = (patch: Partial<BookingDraft> = {}): BookingDraft => ({
  ...emptyDraft(1),
  name: 'Ravi',
  gender: 'male',
  date_of_birth: '1985-11-02',
  birth_time_exact: '14:30',
  // Chosen from the list, as the form asks of a place a chart is cast at (decision 0109).
  birth_place: 'Coimbatore, Tamil Nadu, India',
  birth_latitude: '11.0168',
  birth_longitude: '76.9558',
  birth_coordinates: 'chosen',
  consultation_mode: 'phone',
  terms_agreed: true,
  ...patch,
});

/** A Marriage Porutham's other person's place, chosen from the list. */
const partnerMadurai: Partial<BookingDraft> = {
  partner_birth_place: 'Madurai',
  partner_birth_latitude: '9.9252',
  partner_birth_longitude: '78.1198',
  partner_birth_coordinates: 'chosen',
};

describe('the booking draft', () => {
  it('is checked by the server’s rules: a second person only for a marriage', () => {
    expect(draftProblems(filled(), rules)).toEqual({});
    expect(draftProblems(filled({ services: [1, 2] }), rules)).toEqual({
      marriage_first: 'validation.marriage_first',
      partner_name: 'validation.bridegroom_name',
      partner_date_of_birth: 'validation.bridegroom_date_of_birth',
      partner_birth_place: 'validation.bridegroom_birth_place',
      // The other person's agreement, last (decision 0100).
      other_person_agreed: 'validation.other_person_agreed',
    });
    expect(draftProblems(filled({ birth_time_type: 'period' }), rules)).toEqual({
      birth_time: 'validation.time_period',
    });
    expect(draftProblems(filled({ services: [], terms_agreed: false }), rules)).toEqual({
      services: 'validation.services_required',
      terms_agreed: 'validation.terms',
    });
  });

  it('needs a way to consult that every chosen service offers, named after the services', () => {
    expect(draftProblems(filled({ consultation_mode: '' }), rules)).toEqual({
      consultation_mode: 'validation.consultation_mode',
    });
    expect(
      draftProblems(filled({ consultation_mode: 'video' }), rules, ['in_person', 'phone']),
    ).toEqual({ consultation_mode: 'validation.consultation_mode_offered' });
    expect(
      Object.keys(
        draftProblems(filled({ services: [], consultation_mode: '', terms_agreed: false }), rules),
      ),
    ).toEqual(['services', 'consultation_mode', 'terms_agreed']);
  });

  it('offers the ways to consult that every chosen service shares, in the usual order', () => {
    const services = [
      { id: 1, consultation_modes: ['video', 'in_person', 'phone'] as const },
      { id: 2, consultation_modes: ['video', 'in_person'] as const },
      { id: 3, consultation_modes: ['phone'] as const },
    ].map((service) => ({ ...service, consultation_modes: [...service.consultation_modes] }));
    expect(offeredModes(services, [1])).toEqual(['in_person', 'phone', 'video']);
    expect(offeredModes(services, [1, 2])).toEqual(['in_person', 'video']);
    expect(offeredModes(services, [2, 3])).toEqual([]);
    expect(offeredModes(services, [])).toEqual([]);
  });

  it('sends the chosen kind of birth time, each service, and the files', () => {
    const form = toFormData(
      filled({ services: [1, 3], birth_time_type: 'period', birth_time_period: 'night' }),
      [picture('a.jpg')],
      rules,
    );
    expect(form.get('birth_time')).toBe('night');
    expect(form.getAll('services')).toEqual(['1', '3']);
    expect(form.get('terms_agreed')).toBe('true');
    expect(form.get('consultation_mode')).toBe('phone');
    expect(form.has('father_name')).toBe(false);
    expect((form.get('files') as File).name).toBe('a.jpg');
  });

  it('sends the customer’s Indian state for the receipt, none from abroad', () => {
    expect(toFormData(filled({ customer_state: '29' }), [], rules).get('customer_state')).toBe(
      '29',
    );
    expect(toFormData(filled({ customer_state: '' }), [], rules).has('customer_state')).toBe(false);
    expect(
      toFormData(filled({ customer_state: '29', country_id: 2 }), [], rules).has('customer_state'),
    ).toBe(false);
    expect(draftProblems(filled({ customer_state: '29' }), rules)).toEqual({});
  });

  it('sends step 1 as the bride or the bridegroom, and maps problems back', () => {
    const couple = filled({
      services: [2],
      other_person_agreed: true,
      name: 'Arun',
      gender: 'male',
      partner_name: 'Meena',
      partner_date_of_birth: '1992-04-10',
      partner_birth_time_exact: '06:15',
      ...partnerMadurai,
      partner_current_location: 'Chennai',
      current_location: 'Coimbatore',
      father_name: 'Sundaram',
    });
    const asGroom = toFormData({ ...couple, marriage_first: 'bridegroom' }, [], rules);
    expect([
      asGroom.get('name'),
      asGroom.get('date_of_birth'),
      asGroom.get('birth_time'),
      asGroom.get('birth_place'),
    ]).toEqual(['Meena', '1992-04-10', '06:15', 'Madurai']);
    expect([
      asGroom.get('bridegroom_name'),
      asGroom.get('bridegroom_date_of_birth'),
      asGroom.get('bridegroom_birth_time'),
      asGroom.get('bridegroom_current_location'),
    ]).toEqual(['Arun', '1985-11-02', '14:30', 'Coimbatore']);
    expect(asGroom.get('father_name')).toBe('Sundaram');
    const asBride = toFormData({ ...couple, marriage_first: 'bride' }, [], rules);
    expect([asBride.get('name'), asBride.get('bridegroom_name')]).toEqual(['Arun', 'Meena']);
    // The draft itself is never rewritten: what was typed stays where it was typed.
    expect(couple).toMatchObject({ name: 'Arun', gender: 'male', partner_name: 'Meena' });

    expect(
      draftProblems(
        {
          ...couple,
          marriage_first: 'bridegroom',
          name: '',
          partner_name: '',
          current_location: '',
        },
        rules,
      ),
    ).toEqual({
      partner_name: 'validation.bride_name',
      name: 'validation.bridegroom_name',
    });
    expect(
      problemsOnDraft(
        { bridegroom_birth_place: 'Server words.', name: 'validation.name' },
        { ...couple, marriage_first: 'bride' },
        rules,
      ),
    ).toEqual({ partner_birth_place: 'Server words.', name: 'validation.bride_name' });
  });

  it("sends a place's coordinates with its person, typed ones once chosen", () => {
    const chosen = filled({
      birth_place: 'Madurai, Tamil Nadu, India',
      birth_latitude: '9.919',
      birth_longitude: '78.119',
      birth_coordinates: 'chosen',
    });
    const form = toFormData(chosen, [], rules);
    expect([form.get('birth_latitude'), form.get('birth_longitude')]).toEqual(['9.919', '78.119']);
    const unlocated = { birth_latitude: '', birth_longitude: '', birth_coordinates: '' } as const;
    expect(toFormData(filled(unlocated), [], rules).has('birth_latitude')).toBe(false);

    // The bridegroom typed first: his village's coordinates go out as the bridegroom's.
    const couple = filled({
      services: [2],
      other_person_agreed: true,
      marriage_first: 'bridegroom',
      birth_place: 'Kallikudi',
      birth_latitude: '9.75',
      birth_longitude: '78.02',
      birth_coordinates: 'typed',
      partner_name: 'Meena',
      partner_date_of_birth: '1992-04-10',
      partner_birth_time_exact: '06:15',
      ...partnerMadurai,
      partner_current_location: 'Chennai',
      current_location: 'Coimbatore',
    });
    const asGroom = toFormData(couple, [], rules);
    expect([
      asGroom.get('bridegroom_birth_latitude'),
      asGroom.get('bridegroom_birth_longitude'),
      asGroom.get('birth_latitude'),
    ]).toEqual(['9.75', '78.02', '9.9252']);
    expect(draftProblems({ ...couple, birth_longitude: '' }, rules)).toEqual({
      birth_longitude: 'validation.longitude',
    });

    const typedNothing = filled({ ...unlocated, birth_coordinates: 'typed' });
    expect(Object.entries(draftProblems(typedNothing, rules))).toEqual([
      ['birth_latitude', 'validation.latitude'],
    ]);
    expect(
      draftProblems(
        filled({ birth_coordinates: 'typed', birth_latitude: '95', birth_longitude: '78' }),
        rules,
      ),
    ).toEqual({ birth_latitude: 'validation.latitude' });
  });

  it('refuses a place typed but never chosen before step 2, where a chart is cast from it', () => {
    const typed = { birth_place: 'Xyzzyville', birth_latitude: '', birth_longitude: '' };
    const unchosen = filled({ ...typed, birth_coordinates: '', birth_time_type: 'period' });
    // In the form's order: the place comes after the birth time.
    expect(Object.entries(draftProblems(unchosen, rules))).toEqual([
      ['birth_time', 'validation.time_period'],
      ['birth_place', 'validation.place_choose'],
    ]);
    // Given by its coordinates instead, it is taken.
    const pointed = { ...typed, birth_latitude: '9.75', birth_longitude: '78.02' };
    expect(draftProblems(filled({ ...pointed, birth_coordinates: 'typed' }), rules)).toEqual({});
    // The bridegroom's place too, whichever person step 1 holds.
    const couple = filled({
      services: [2],
      other_person_agreed: true,
      marriage_first: 'bride',
      partner_name: 'Arun',
      partner_date_of_birth: '1990-01-01',
      partner_birth_place: 'ஏதோ ஊர்',
    });
    expect(draftProblems(couple, rules)).toEqual({
      partner_birth_place: 'validation.place_choose',
    });
    // Prasanam alone is cast at the office: the customer's word for the place is enough.
    expect(
      draftProblems(filled({ ...typed, birth_coordinates: '', services: [3] }), rules),
    ).toEqual({});
  });

  it('lets a booking of Prasanam alone leave the birth time out, and only then', () => {
    expect(draftProblems(filled({ services: [3], birth_time_exact: '' }), rules)).toEqual({});
    expect(
      toFormData(filled({ services: [3], birth_time_exact: '' }), [], rules).has('birth_time'),
    ).toBe(false);
    expect(draftProblems(filled({ services: [1, 3], birth_time_exact: '' }), rules)).toEqual({
      birth_time: 'validation.exact_birth_time',
    });
  });

  it('fills a person from a saved one, and saves each back as the one it came from', () => {
    const saved: SavedPerson = {
      id: 7,
      name: 'Arun',
      relation: 'bridegroom',
      gender: 'male',
      date_of_birth: '1989-08-21',
      birth_time_type: 'period',
      birth_time: 'evening',
      birth_place: 'Tiruchirappalli',
      birth_latitude: 10.805,
      birth_longitude: 78.6856,
      birth_utc_offset: null,
      current_location: null,
      father_name: null,
      updated_at: '2026-11-26T10:00:00Z',
    };
    const couple = filled({
      services: [2],
      other_person_agreed: true,
      marriage_first: 'bride',
      name: 'Meena',
      gender: 'female',
      save_person: true,
      person_relation: 'self',
      ...savedPersonPatch(saved, { prefix: 'partner_', withGender: false, withFamily: false }),
    });
    expect(couple).toMatchObject({
      partner_birth_time_type: 'period',
      partner_birth_time_period: 'evening',
      partner_birth_coordinates: 'chosen',
      partner_saved_person_id: '7',
      gender: 'female',
    });
    const form = toFormData(
      { ...couple, partner_save_person: true, partner_birth_place: 'Trichy' },
      [],
      rules,
    );
    expect([
      form.get('save_person'),
      form.get('person_relation'),
      form.get('save_bridegroom'),
      form.get('bridegroom_relation'),
      form.get('saved_bridegroom_id'),
      form.get('bridegroom_birth_place'),
    ]).toEqual(['true', 'self', 'true', 'bridegroom', '7', 'Trichy']);
    // Not ticked: nothing is kept, whatever was chosen.
    const quiet = toFormData(couple, [], rules);
    expect([quiet.get('save_bridegroom'), quiet.has('saved_bridegroom_id')]).toEqual([
      'false',
      false,
    ]);
    // Ticked without saying who: the problem is at the person's own choice.
    expect(draftProblems({ ...couple, person_relation: '' }, rules)).toEqual({
      person_relation: 'validation.relation',
    });
    expect(
      draftProblems(
        {
          ...couple,
          marriage_first: 'bridegroom',
          ...savedPersonPatch(saved, { prefix: '', withGender: false, withFamily: false }),
          partner_name: 'Meena',
          partner_date_of_birth: '1992-04-10',
          partner_birth_time_exact: '06:15',
          ...partnerMadurai,
          partner_save_person: true,
          partner_person_relation: '',
        },
        rules,
      ),
    ).toEqual({ partner_person_relation: 'validation.relation' });
    expect(likelyRelation('self', [saved])).toBe('self');
    expect(likelyRelation('self', [{ ...saved, relation: 'self' }])).toBe('');
  });

  it("fills the father's name back from a saved person where the section asks for it", () => {
    const mother: SavedPerson = {
      id: 9,
      name: 'Lakshmi',
      relation: 'mother',
      gender: 'female',
      date_of_birth: '1960-01-15',
      birth_time_type: null,
      birth_time: null,
      birth_place: 'Madurai, Tamil Nadu, India',
      birth_latitude: 9.9252,
      birth_longitude: 78.1198,
      birth_utc_offset: null,
      current_location: null,
      father_name: 'Subramanian',
      updated_at: '2026-11-26T10:00:00Z',
    };
    const one = savedPersonPatch(mother, { prefix: '', withGender: true, withFamily: true });
    expect(one).toMatchObject({ father_name: 'Subramanian', gender: 'female' });
    expect(toFormData({ ...filled(), ...one }, [], rules).get('father_name')).toBe('Subramanian');
    // Saved without coordinates, the place is the server's to find by its name, not refused here.
    const unlocated = savedPersonPatch(
      {
        ...mother,
        birth_time_type: 'exact',
        birth_time: '06:00',
        birth_latitude: null,
        birth_longitude: null,
      },
      { prefix: '', withGender: true, withFamily: true },
    );
    expect(unlocated.birth_coordinates).toBe('saved');
    expect(draftProblems({ ...filled(), ...unlocated }, rules)).toEqual({});
    // A bridegroom's section has no father's name: nothing of the bride's is overwritten.
    expect(
      savedPersonPatch(mother, { prefix: 'partner_', withGender: false, withFamily: false }),
    ).not.toHaveProperty('father_name');
  });

  it('keeps at most 5 files of 10 MB, JPG, PNG or PDF by content, and names the first problem', async () => {
    const four = ['1', '2', '3', '4'].map((name) => picture(`${name}.jpg`));
    const more = await acceptFiles(four, [picture('5.jpg'), picture('6.jpg')]);
    expect(more.files.map((file) => file.name)).toEqual([
      '1.jpg',
      '2.jpg',
      '3.jpg',
      '4.jpg',
      '5.jpg',
    ]);
    expect(more.problem).toBe('validation.files_max');
    expect(await acceptFiles([], [picture('big.jpg', 10 * 1024 * 1024)])).toMatchObject({
      files: [],
      problem: 'validation.file_size',
    });
    expect(await acceptFiles([], [program(), picture('ok.jpg')])).toMatchObject({
      problem: 'validation.file_type',
    });
  });
});

describe('the clock of a birth in old Calcutta (decision 0111)', () => {
  const calcutta = (patch: Partial<BookingDraft> = {}) =>
    filled({
      date_of_birth: '1940-05-10',
      birth_place: 'Kolkata, West Bengal, India',
      birth_latitude: '22.5726',
      birth_longitude: '88.3639',
      birth_coordinates: 'chosen',
      birth_clock_offset: '+05:53:20',
      ...patch,
    });

  it('must be answered when the server asks, before the place', () => {
    expect(Object.entries(draftProblems(calcutta({ birth_place: '' }), rules))).toEqual([
      ['birth_clock', 'validation.birth_clock'],
      ['birth_place', 'validation.birth_place'],
    ]);
    expect(draftProblems(calcutta({ birth_clock: 'india' }), rules)).toEqual({});
  });

  it('sends the city’s offset for “city time” and none for “India time”', () => {
    expect(toFormData(calcutta({ birth_clock: 'city' }), [], rules).get('birth_utc_offset')).toBe(
      '+05:53:20',
    );
    expect(toFormData(calcutta({ birth_clock: 'india' }), [], rules).has('birth_utc_offset')).toBe(
      false,
    );
  });

  it('shows the server’s refusal of the offset on the question', () => {
    expect(
      problemsOnDraft({ birth_utc_offset: 'validation.city_clock' }, calcutta(), rules),
    ).toEqual({ birth_clock: 'validation.city_clock' });
  });

  it('comes back answered from a saved person who kept the city’s clock', () => {
    const patch = savedPersonPatch(
      {
        id: 9,
        name: 'Subhas',
        relation: 'father',
        gender: 'male',
        date_of_birth: '1940-05-10',
        birth_time_type: 'exact',
        birth_time: '10:00:00',
        birth_place: 'Kolkata, West Bengal, India',
        birth_latitude: 22.5726,
        birth_longitude: 88.3639,
        birth_utc_offset: '+05:53:20',
        current_location: null,
        father_name: null,
        updated_at: '2026-11-26T10:00:00Z',
      },
      { prefix: '', withGender: true, withFamily: true },
    );
    expect(patch).toMatchObject({ birth_clock: 'city', birth_clock_offset: '+05:53:20' });
  });
});
