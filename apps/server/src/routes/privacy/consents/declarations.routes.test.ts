import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  appointmentReplySchema,
  deskBookingReplySchema,
  errorReplySchema,
  savedPersonReplySchema,
  todayInIndia,
} from '@portal/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createCustomer, createDesk } from '../../../test/customers';

let testApp: TestApp;
let token: string;
beforeAll(async () => {
  testApp = await createTestApp();
  token = await createCustomer(testApp, '+919840070401');
});
afterAll(() => testApp.close());

/**
 * A date of birth this many years before today in India (and `days` later): on 29 February, the
 * 28th of a year without one.
 */
const bornYearsAgo = (years: number, days = 0) => {
  const [year, month, day] = todayInIndia().split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year - years, month - 1, day));
  if (date.getUTCMonth() !== month - 1) date.setUTCDate(0);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const daughter = {
  name: 'Nila',
  gender: 'female',
  date_of_birth: bornYearsAgo(10),
  birth_time: '07:20',
  birth_place: 'Madurai',
  services: [1],
  terms_agreed: true,
  person_relation: 'daughter',
};
const marriage = {
  name: 'Lakshmi',
  date_of_birth: '1994-03-12',
  birth_time: '05:40',
  birth_place: 'Madurai',
  services: [2],
  terms_agreed: true,
  bridegroom_name: 'Karthik',
  bridegroom_date_of_birth: '1990-07-01',
  bridegroom_birth_time: '21:15',
  bridegroom_birth_place: 'Tiruchirappalli',
};

const post = (url: string, payload: object, language = 'en', bearer = token) =>
  testApp.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: `Bearer ${bearer}`, 'accept-language': language },
  });
const consentsOf = async (subjectType: string, subjectId: number) =>
  (
    (await testApp.database.db.execute(
      sql`select purpose, granted, source, notice_version from consents
          where subject_type = ${subjectType} and subject_id = ${subjectId} order by id`,
    )) as { rows: Record<string, unknown>[] }
  ).rows;
const count = async (table: 'appointments' | 'saved_people') =>
  (
    (await testApp.database.db.execute(sql`select count(*)::int as n from ${sql.raw(table)}`)) as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

describe("a child's details need the parent's or guardian's declaration", () => {
  it('refuses a booking for a 10-year-old without it, saying why in both languages', async () => {
    const before = await count('appointments');
    const refused = await post('/api/appointments', daughter);
    expect(refused.statusCode).toBe(422);
    expect(errorReplySchema.parse(refused.json())).toMatchObject({
      code: 'GUARDIAN_DECLARATION_REQUIRED',
      error: expect.stringContaining('parent or lawful guardian') as string,
      fields: { guardian_declaration: expect.stringContaining('under 18') as string },
    });
    const tamil = errorReplySchema.parse((await post('/api/appointments', daughter, 'ta')).json());
    expect(tamil.error).toContain('பெற்றோர் அல்லது சட்டப்படியான பாதுகாவலர்');
    expect(await count('appointments')).toBe(before);
  });

  it('books for a 10-year-old with it, recorded with the booking', async () => {
    const booked = await post('/api/appointments', { ...daughter, guardian_declaration: true });
    expect(booked.statusCode, booked.body).toBe(201);
    const { appointment } = appointmentReplySchema.parse(booked.json());
    expect(await consentsOf('appointment', appointment.id)).toEqual([
      { purpose: 'guardian', granted: true, source: 'booking', notice_version: 1 },
    ]);
  });

  it('counts a birthday as India counts it: 18 today needs nothing, 18 tomorrow does', async () => {
    const adult = { ...daughter, person_relation: undefined, name: 'Vani' };
    const eighteenToday = await post('/api/appointments', {
      ...adult,
      date_of_birth: bornYearsAgo(18),
    });
    expect(eighteenToday.statusCode, eighteenToday.body).toBe(201);
    const eighteenTomorrow = await post('/api/appointments', {
      ...adult,
      date_of_birth: bornYearsAgo(18, 1),
    });
    expect(errorReplySchema.parse(eighteenTomorrow.json()).code).toBe(
      'GUARDIAN_DECLARATION_REQUIRED',
    );
  });

  it('keeps a child saved for next time with the declaration recorded for them too', async () => {
    const booked = await post('/api/appointments', {
      ...daughter,
      name: 'Mithra',
      save_person: true,
      guardian_declaration: 'true',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const saved = (
      (await testApp.database.db.execute(
        sql`select id from saved_people where name = 'Mithra'`,
      )) as { rows: { id: number }[] }
    ).rows[0]!;
    expect(await consentsOf('saved_person', saved.id)).toEqual([
      { purpose: 'guardian', granted: true, source: 'booking', notice_version: 1 },
    ]);
  });

  it('refuses a saved person under 18 without it, and keeps one with it', async () => {
    const son = {
      name: 'Arun',
      relation: 'son',
      gender: 'male',
      date_of_birth: bornYearsAgo(15),
      birth_place: 'Chennai',
    };
    const before = await count('saved_people');
    const refused = await post('/api/user/people', son, 'ta');
    expect(refused.statusCode).toBe(422);
    expect(errorReplySchema.parse(refused.json()).code).toBe('GUARDIAN_DECLARATION_REQUIRED');
    expect(await count('saved_people')).toBe(before);

    const kept = await post('/api/user/people', { ...son, guardian_declaration: true });
    expect(kept.statusCode, kept.body).toBe(201);
    const { person } = savedPersonReplySchema.parse(kept.json());
    expect(await consentsOf('saved_person', person.id)).toEqual([
      { purpose: 'guardian', granted: true, source: 'people', notice_version: 1 },
    ]);
    // A change of their details asks again, and records it again.
    const change = (body: object) =>
      testApp.inject({
        method: 'PUT',
        url: `/api/user/people/${person.id}`,
        payload: body,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await change({ ...son, birth_place: 'Madurai' })).statusCode).toBe(422);
    expect(
      (await change({ ...son, birth_place: 'Madurai', guardian_declaration: true })).statusCode,
    ).toBe(200);
    expect(await consentsOf('saved_person', person.id)).toHaveLength(2);
  });
});

describe("another adult's details need their agreement", () => {
  it("refuses a bridegroom's details unless the customer confirms he agreed", async () => {
    const refused = await post('/api/appointments', marriage);
    expect(refused.statusCode).toBe(422);
    expect(errorReplySchema.parse(refused.json())).toMatchObject({
      code: 'OTHER_PERSON_AGREEMENT_REQUIRED',
      fields: { other_person_agreed: expect.stringContaining('agree') as string },
    });
    const booked = await post('/api/appointments', { ...marriage, other_person_agreed: true });
    expect(booked.statusCode, booked.body).toBe(201);
    const { appointment } = appointmentReplySchema.parse(booked.json());
    expect(await consentsOf('appointment', appointment.id)).toEqual([
      { purpose: 'other_person', granted: true, source: 'booking', notice_version: 1 },
    ]);
  });

  it('asks the same of a booking named as for an adult relative, not of one for oneself', async () => {
    const father = { ...daughter, name: 'Raman', date_of_birth: '1950-01-20' };
    const refused = await post('/api/appointments', { ...father, person_relation: 'father' });
    expect(errorReplySchema.parse(refused.json()).code).toBe('OTHER_PERSON_AGREEMENT_REQUIRED');
    const own = await post('/api/appointments', { ...father, person_relation: 'self' });
    expect(own.statusCode, own.body).toBe(201);
  });
});

describe("the desk's booking", () => {
  it("needs the caller's declaration for a child, recorded as the desk's", async () => {
    const desk = await createDesk(testApp, '+919840070402');
    const call = { ...daughter, mobile_number: '9840070403', payment: 'cash' };
    const refused = await post('/api/admin/appointments', call, 'en', desk);
    expect(refused.statusCode).toBe(422);
    expect(errorReplySchema.parse(refused.json()).code).toBe('GUARDIAN_DECLARATION_REQUIRED');
    const booked = await post(
      '/api/admin/appointments',
      { ...call, guardian_declaration: true },
      'en',
      desk,
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const { appointment } = deskBookingReplySchema.parse(booked.json());
    expect(await consentsOf('appointment', appointment.id)).toEqual([
      { purpose: 'guardian', granted: true, source: 'desk', notice_version: 1 },
    ]);
  });
});
