import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  appointmentReplySchema,
  errorReplySchema,
  MAX_SAVED_PEOPLE,
  profileReplySchema,
  savedPeopleReplySchema,
  savedPersonReplySchema,
} from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../../test/sign-in';
import { multipartBody } from '../../test/multipart';

let testApp: TestApp;
let token: string;
let otherToken: string;
beforeAll(async () => {
  testApp = await createTestApp();
  token = await signIn(testApp, '9840033333');
  otherToken = await signIn(testApp, '9840044444');
});
afterAll(() => testApp.close());

const auth = (bearer = token) => ({ authorization: `Bearer ${bearer}` });
const people = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  id?: number,
  payload?: unknown,
  bearer = token,
  headers: Record<string, string> = {},
) =>
  testApp.inject({
    method,
    url: `/api/user/people${id ? `/${id}` : ''}`,
    payload: payload as never,
    headers: { ...auth(bearer), ...headers },
  });

const son = {
  name: 'Arun Kumar',
  relation: 'son',
  gender: 'male',
  date_of_birth: '2001-08-15',
  birth_time_type: 'exact',
  birth_time: '06:25',
  birth_place: 'Madurai, Tamil Nadu, India',
  birth_latitude: 9.9252,
  birth_longitude: 78.1198,
  current_location: 'Chennai',
};

async function list(bearer = token) {
  return savedPeopleReplySchema.parse((await people('GET', undefined, undefined, bearer)).json())
    .people;
}

describe('a customer keeps the people they book for', () => {
  it('adds, lists, changes and removes a person; the reply is the stored copy', async () => {
    const added = await people('POST', undefined, son);
    expect(added.statusCode, added.body).toBe(201);
    const person = savedPersonReplySchema.parse(added.json()).person;
    expect(person).toMatchObject(son);
    expect(person.id).toBeGreaterThan(0);
    expect(await list()).toEqual([person]);

    const changed = await people('PUT', person.id, {
      ...son,
      birth_time: '',
      birth_time_type: '',
      current_location: '',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(savedPersonReplySchema.parse(changed.json()).person).toMatchObject({
      birth_time: null,
      birth_time_type: null,
      current_location: null,
    });

    expect((await people('DELETE', person.id)).statusCode).toBe(200);
    expect(await list()).toEqual([]);
  });

  it("is the owner's alone: another customer's person is not found, to read, change or remove", async () => {
    const person = savedPersonReplySchema.parse(
      (await people('POST', undefined, son)).json(),
    ).person;
    expect(await list(otherToken)).toEqual([]);
    for (const response of [
      await people('PUT', person.id, son, otherToken),
      await people('DELETE', person.id, undefined, otherToken),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorReplySchema.parse(response.json()).code).toBe('PERSON_NOT_FOUND');
    }
    expect(await list()).toEqual([person]);
    expect((await people('DELETE', person.id)).statusCode).toBe(200);
    expect((await people('DELETE', person.id)).statusCode).toBe(404);
  });

  it('refuses bad details at their fields, in Tamil when asked, and stores nothing', async () => {
    const response = await people(
      'POST',
      undefined,
      {
        ...son,
        name: '',
        relation: 'cousin',
        date_of_birth: '2101-01-01',
        birth_time: '25:00',
        birth_latitude: 9.9,
        birth_longitude: '',
      },
      token,
      { 'accept-language': 'ta' },
    );
    expect(response.statusCode).toBe(400);
    const body = errorReplySchema.parse(response.json());
    expect(Object.keys(body.fields ?? {}).sort()).toEqual([
      'birth_longitude',
      'birth_time',
      'date_of_birth',
      'name',
      'relation',
    ]);
    expect(body.fields?.relation).toBe('இவர் உங்களுக்கு யார் என்பதைத் தேர்ந்தெடுங்கள்.');
    expect(await list()).toEqual([]);
  });

  it('asks for a sign-in', async () => {
    expect((await testApp.inject({ method: 'GET', url: '/api/user/people' })).statusCode).toBe(401);
  });

  it(`keeps at most ${MAX_SAVED_PEOPLE} people`, async () => {
    const bearer = await signIn(testApp, '9840055555');
    await testApp.database.db.execute(sql`
      insert into saved_people (user_id, name, relation, gender, date_of_birth, birth_place)
      select s.user_id, 'Relative ' || n, 'relative', 'female', '1980-01-01', 'Salem'
      from (select user_id from sessions order by id desc limit 1) s, generate_series(1, ${MAX_SAVED_PEOPLE}) n`);
    const refused = await people('POST', undefined, son, bearer);
    expect(refused.statusCode).toBe(409);
    expect(errorReplySchema.parse(refused.json()).code).toBe('SAVED_PEOPLE_LIMIT');
    expect(await list(bearer)).toHaveLength(MAX_SAVED_PEOPLE);
  });
});

describe('a booking saves its people for next time', () => {
  const marriage = (extra: Record<string, string>) => ({
    name: 'Priya',
    gender: 'female',
    date_of_birth: '1996-02-11',
    birth_time_type: 'exact',
    birth_time: '07:10',
    birth_place: 'Salem',
    services: '2',
    terms_agreed: 'true',
    bridegroom_name: 'Karthik',
    other_person_agreed: 'true',
    bridegroom_date_of_birth: '1992-05-04',
    bridegroom_birth_place: 'Tiruchirappalli',
    bridegroom_birth_latitude: '10.8050',
    bridegroom_birth_longitude: '78.6856',
    ...extra,
  });
  const book = async (fields: Record<string, string>, bearer: string) => {
    const body = await multipartBody(fields, []);
    return testApp.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: body.payload,
      headers: { ...body.headers, ...auth(bearer) },
    });
  };

  it('saves the bride and the bridegroom when asked, and names the customer by their booking', async () => {
    // The bridegroom's current location may be left out.
    const bearer = await signIn(testApp, '9840066666');
    const booked = await book(
      marriage({
        save_person: 'true',
        person_relation: 'self',
        save_bridegroom: 'true',
        bridegroom_relation: 'bridegroom',
      }),
      bearer,
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const appointment = appointmentReplySchema.parse(booked.json()).appointment;
    expect(appointment.bridegroom_current_location).toBe('Tiruchirappalli');
    const kept = await list(bearer);
    expect(kept.map(({ name, relation, gender }) => ({ name, relation, gender }))).toEqual([
      { name: 'Karthik', relation: 'bridegroom', gender: 'male' },
      { name: 'Priya', relation: 'self', gender: 'female' },
    ]);
    expect(kept[0]).toMatchObject({
      birth_latitude: 10.805,
      birth_longitude: 78.6856,
      birth_time: null,
      current_location: null,
    });
    const profile = profileReplySchema.parse(
      (
        await testApp.inject({ method: 'GET', url: '/api/user/profile', headers: auth(bearer) })
      ).json(),
    );
    expect(profile.user.name).toBe('Priya');

    // Booked again from the saved people, with a change: the same people are updated, not doubled.
    const again = await book(
      marriage({
        birth_place: 'Erode',
        save_person: 'true',
        person_relation: 'self',
        saved_person_id: String(kept[1]!.id),
        save_bridegroom: 'true',
        saved_bridegroom_id: String(kept[0]!.id),
      }),
      bearer,
    );
    expect(again.statusCode, again.body).toBe(201);
    const after = await list(bearer);
    expect(after.map((person) => [person.id, person.birth_place])).toEqual([
      [kept[0]!.id, 'Tiruchirappalli'],
      [kept[1]!.id, 'Erode'],
    ]);

    // Removing a saved person leaves the bookings made for them as they were.
    expect((await people('DELETE', kept[1]!.id, undefined, bearer)).statusCode).toBe(200);
    const first = await testApp.inject({
      method: 'GET',
      url: `/api/appointments/${appointment.id}`,
      headers: auth(bearer),
    });
    expect(appointmentReplySchema.parse(first.json()).appointment).toMatchObject({
      name: 'Priya',
      birth_place: 'Salem',
    });
  });

  it("keeps the father's name a booking gives, and a later booking without one leaves it", async () => {
    const bearer = await signIn(testApp, '9840067777');
    const one = {
      name: 'Meena',
      gender: 'female',
      date_of_birth: '1994-03-09',
      birth_time_type: 'exact',
      birth_time: '05:40',
      birth_place: 'Madurai, Tamil Nadu, India',
      birth_latitude: '9.9252',
      birth_longitude: '78.1198',
      services: '1',
      terms_agreed: 'true',
      save_person: 'true',
      person_relation: 'daughter',
      other_person_agreed: 'true',
    };
    const first = await book({ ...one, father_name: 'Subramanian' }, bearer);
    expect(first.statusCode, first.body).toBe(201);
    const [kept] = await list(bearer);
    expect(kept).toMatchObject({ name: 'Meena', father_name: 'Subramanian' });

    const again = await book({ ...one, saved_person_id: String(kept!.id) }, bearer);
    expect(again.statusCode, again.body).toBe(201);
    expect((await list(bearer)).map((person) => person.father_name)).toEqual(['Subramanian']);
  });

  it("names a customer by their own booking, never a relative's; a name they gave stays", async () => {
    const bearer = await signIn(testApp, '9840077777');
    const forSon = await book(
      marriage({
        services: '1',
        gender: 'male',
        name: 'Arun',
        save_person: 'true',
        person_relation: 'son',
      }),
      bearer,
    );
    expect(forSon.statusCode, forSon.body).toBe(201);
    const profile = async () =>
      profileReplySchema.parse(
        (
          await testApp.inject({ method: 'GET', url: '/api/user/profile', headers: auth(bearer) })
        ).json(),
      ).user.name;
    expect(await profile()).toBeNull();
    expect((await book(marriage({ services: '1', name: 'Valli' }), bearer)).statusCode).toBe(201);
    expect(await profile()).toBe('Valli');
    expect((await book(marriage({ services: '1', name: 'Someone Else' }), bearer)).statusCode).toBe(
      201,
    );
    expect(await profile()).toBe('Valli');
  });

  it('saves nothing when not asked', async () => {
    const bearer = await signIn(testApp, '9840088888');
    expect((await book(marriage({}), bearer)).statusCode).toBe(201);
    expect(await list(bearer)).toEqual([]);
  });
});
