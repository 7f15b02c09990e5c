import { describe, expect, it } from 'vitest';
import { bookingProblems, bookingRequestSchema } from './booking';
import { isEmailAddress, isPersonName, isPlaceName } from './common';
import { updateProfileRequestSchema } from './auth';
import { validationMessages } from './validation-messages';

const valid = {
  name: 'Ravi',
  gender: 'male',
  date_of_birth: '1985-11-02',
  birth_time: '14:30',
  birth_place: 'Coimbatore',
  services: '1',
  terms_agreed: 'on',
};
const marriage = {
  ...valid,
  services: '2',
  bridegroom_name: 'Arun',
  bridegroom_date_of_birth: '1990-01-01',
  bridegroom_birth_place: 'Karur',
  bridegroom_current_location: 'Chennai',
};
const problemsOf = (input: Record<string, unknown>) => {
  const result = bookingRequestSchema().safeParse(input);
  return result.success ? {} : bookingProblems(result.error);
};

describe('the validation messages', () => {
  it('end alike: every message, in both languages, is a sentence with a full stop', () => {
    for (const language of ['english', 'tamil'] as const) {
      for (const [key, text] of Object.entries(validationMessages[language]))
        expect(`${key}: ${text}`).toMatch(/\.$/);
    }
  });

  it('have the same keys in English and Tamil', () => {
    expect(Object.keys(validationMessages.tamil).sort()).toEqual(
      Object.keys(validationMessages.english).sort(),
    );
  });
});

describe('dates of birth', () => {
  it('say why a date is refused: not a date, in the future, or before 1900', () => {
    expect(problemsOf({ ...valid, date_of_birth: '' })).toEqual({
      date_of_birth: 'validation.date_of_birth',
    });
    expect(problemsOf({ ...valid, date_of_birth: '1990-02-30' })).toEqual({
      date_of_birth: 'validation.date_of_birth',
    });
    expect(problemsOf({ ...valid, date_of_birth: '2999-01-01' })).toEqual({
      date_of_birth: 'validation.date_of_birth_future',
    });
    expect(problemsOf({ ...valid, date_of_birth: '1899-12-31' })).toEqual({
      date_of_birth: 'validation.date_of_birth_too_early',
    });
    expect(problemsOf({ ...valid, date_of_birth: '1900-01-01' })).toEqual({});
  });
});

describe('the bridegroom fields', () => {
  it('each name themselves when missing; his current location is optional, as the customer’s is', () => {
    expect(
      problemsOf({
        ...marriage,
        bridegroom_name: '',
        bridegroom_date_of_birth: '',
        bridegroom_birth_place: '',
        bridegroom_current_location: '',
      }),
    ).toEqual({
      bridegroom_name: 'validation.bridegroom_name',
      bridegroom_date_of_birth: 'validation.bridegroom_date_of_birth',
      bridegroom_birth_place: 'validation.bridegroom_birth_place',
    });
  });

  it('say what is wrong with his date and time of birth', () => {
    expect(
      problemsOf({
        ...marriage,
        bridegroom_date_of_birth: '2999-01-01',
        bridegroom_birth_time: '25:00',
      }),
    ).toEqual({
      bridegroom_date_of_birth: 'validation.bridegroom_date_of_birth_future',
      bridegroom_birth_time: 'validation.bridegroom_exact_birth_time',
    });
    expect(
      problemsOf({
        ...marriage,
        bridegroom_date_of_birth: '1850-01-01',
        bridegroom_birth_time_type: 'period',
        bridegroom_birth_time: 'noon',
      }),
    ).toEqual({
      bridegroom_date_of_birth: 'validation.bridegroom_date_of_birth_too_early',
      bridegroom_birth_time: 'validation.bridegroom_time_period',
    });
  });
});

describe('names and places', () => {
  it('take letters of any script, Tamil vowel signs included, and the usual punctuation', () => {
    for (const name of ['மீனா', 'கார்த்திக்', "O'Brien", 'Anne-Marie', 'K. Ravi', 'José', 'Ravi’s'])
      expect(isPersonName(name)).toBe(true);
    for (const place of [
      'கோயம்புத்தூர்',
      'Chennai 600001',
      '12/3 North St., Madurai',
      'Kodaikanal (Dindigul)',
      'தஞ்சாவூர் - 2',
    ])
      expect(isPlaceName(place)).toBe(true);
  });

  it('refuse emoji, pictographs, flags, keycaps and symbols', () => {
    for (const text of ['Ravi 😀', '🙏', '🇮🇳', '1️⃣', 'ஓம் ॐ ✨', 'Meena❤', 'a©b', 'x™', '👍🏽']) {
      expect(isPersonName(text), text).toBe(false);
      expect(isPlaceName(text), text).toBe(false);
    }
    expect(isPersonName('Ravi 2')).toBe(false);
  });

  it('are checked in the booking schema, for every name and place field', () => {
    expect(
      problemsOf({
        ...marriage,
        name: 'Ravi 🙂',
        birth_place: '🏠',
        current_location: 'Home 🏠',
        father_name: '👨',
        mother_name: '👩',
        bridegroom_name: '🤵',
        bridegroom_birth_place: '⛪',
        bridegroom_current_location: '🌍',
      }),
    ).toEqual({
      name: 'validation.name_characters',
      birth_place: 'validation.place_characters',
      current_location: 'validation.place_characters',
      father_name: 'validation.name_characters',
      mother_name: 'validation.name_characters',
      bridegroom_name: 'validation.name_characters',
      bridegroom_birth_place: 'validation.place_characters',
      bridegroom_current_location: 'validation.place_characters',
    });
    expect(
      problemsOf({ ...marriage, name: 'மீனா', birth_place: 'மதுரை', bridegroom_name: 'கார்த்திக்' }),
    ).toEqual({});
  });

  it('are checked in the profile schema', () => {
    const result = updateProfileRequestSchema.safeParse({ name: 'Meena 🌸' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'validation.name_characters'],
    ]);
  });
});

describe('the one e-mail rule', () => {
  it('needs a top-level domain of two letters or more, as the server always did', () => {
    for (const good of ['meena@example.com', 'a.b+c@mail.example.in', "o'brien@example.org"])
      expect(isEmailAddress(good)).toBe(true);
    for (const bad of [
      'a@b.c',
      'a@b',
      'not-an-email',
      'a@@b.com',
      '.a@b.com',
      'a..b@c.com',
      `${'a'.repeat(195)}@b.com`,
    ])
      expect(isEmailAddress(bad), bad).toBe(false);
  });

  it('lets a profile save leave out name and e-mail (they stay), and clears an empty address', () => {
    expect(updateProfileRequestSchema.parse({ language_preference: 'tamil' })).toEqual({
      language_preference: 'tamil',
    });
    expect(updateProfileRequestSchema.parse({ name: 'Meena', email: '' })).toEqual({
      name: 'Meena',
      email: null,
    });
    expect(
      updateProfileRequestSchema.parse({ name: 'Meena', email: ' Meena@Example.com ' }),
    ).toEqual({ name: 'Meena', email: 'meena@example.com' });
    expect(
      updateProfileRequestSchema.safeParse({ name: 'Meena', email: 'a@b.c' }).error?.issues[0]
        ?.message,
    ).toBe('validation.email');
  });
});
