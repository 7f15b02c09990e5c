import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentChartsReplySchema,
  birthClockReplySchema,
  chartReplySchema,
  errorReplySchema,
  savedPeopleReplySchema,
  validationMessages,
} from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAdmin, createCustomer } from '../../test/customers';

// Births whose clock the tz database alone gets wrong or cannot know (decision 0111).
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

let address = 0;
const remoteAddress = () => `10.11.0.${(address += 1)}`;
const chart = async (payload: object) => {
  const reply = await testApp.inject({
    method: 'POST',
    url: '/api/astrology/chart',
    payload,
    remoteAddress: remoteAddress(),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return chartReplySchema.parse(reply.json()).chart;
};
const clockQuestion = async (query: Record<string, string>) => {
  const reply = await testApp.inject({
    method: 'GET',
    url: `/api/places/birth-clock?${new URLSearchParams(query).toString()}`,
    remoteAddress: remoteAddress(),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return birthClockReplySchema.parse(reply.json()).question;
};

describe('a place given by coordinates', () => {
  it('casts Pago Pago at −11:00, not in Samoa’s zone, and says the zone map disagreed', async () => {
    const cast = await chart({
      date_of_birth: '2020-06-15',
      birth_time: '10:00',
      latitude: -14.28,
      longitude: -170.7,
    });
    expect(cast.place.time_zone).toBe('Pacific/Pago_Pago');
    expect(cast.birth).toMatchObject({ utc_offset: '-11:00', utc: '2020-06-15T21:00:00.000Z' });
    expect(cast.warnings[0]).toMatchObject({
      code: 'zone_doubtful',
      time_zone: 'Pacific/Pago_Pago',
      utc_offset: '-11:00',
      other_time_zone: 'Pacific/Apia',
      other_utc_offset: '+13:00',
      place: 'Pago Pago',
    });
  });
});

describe('a clock time the clocks skipped', () => {
  it('shows the offset London 01:30 on 28 March 2021 was cast with, and says it did not exist', async () => {
    const cast = await chart({
      date_of_birth: '2021-03-28',
      birth_time: '01:30',
      birth_place: 'London, UK',
    });
    const skipped = cast.warnings.find((warning) => warning.code === 'clock_time_skipped');
    expect(skipped).toMatchObject({ time: '01:30' });
    // Cast as 01:30 GMT (+00:00), before the jump to BST; the chart shows that offset, not +01:00.
    expect(cast.birth).toMatchObject({ utc: '2021-03-28T01:30:00.000Z', utc_offset: '+00:00' });
    expect(skipped && 'readings' in skipped ? skipped.readings[0] : null).toEqual({
      utc: cast.birth.utc,
      utc_offset: cast.birth.utc_offset,
    });
  });
});

describe('a birth in Calcutta before 1949', () => {
  it('asks which clock, for Kolkata by name or by coordinates, and not for Chennai or 1950', async () => {
    const asked = { city: 'calcutta', city_offset: '+05:53:20', india_offset: '+05:30' };
    expect(await clockQuestion({ date_of_birth: '1940-05-10', birth_place: 'Calcutta' })).toEqual(
      asked,
    );
    expect(
      await clockQuestion({ date_of_birth: '1940-05-10', latitude: '22.58', longitude: '88.33' }),
    ).toEqual(asked);
    // Howrah, across the river, kept Calcutta's clock too.
    expect(await clockQuestion({ date_of_birth: '1940-05-10', birth_place: 'Howrah' })).toEqual(
      asked,
    );
    expect(await clockQuestion({ date_of_birth: '1940-05-10', birth_place: 'Chennai' })).toBeNull();
    expect(await clockQuestion({ date_of_birth: '1950-05-10', birth_place: 'Kolkata' })).toBeNull();
    // India's war time: every clock +06:30, none asked about.
    expect(await clockQuestion({ date_of_birth: '1943-05-10', birth_place: 'Kolkata' })).toBeNull();
  });

  it('asks about Bombay time until 1955, with India’s own clock of the day', async () => {
    expect(await clockQuestion({ date_of_birth: '1952-01-26', birth_place: 'Bombay' })).toEqual({
      city: 'bombay',
      city_offset: '+04:51',
      india_offset: '+05:30',
    });
    expect(await clockQuestion({ date_of_birth: '1903-01-26', birth_place: 'Mumbai' })).toEqual({
      city: 'bombay',
      city_offset: '+04:51',
      india_offset: '+05:21:10',
    });
    expect(await clockQuestion({ date_of_birth: '1956-01-26', birth_place: 'Mumbai' })).toBeNull();
  });

  describe('booked by a customer', () => {
    let customer: { authorization: string };
    let admin: { authorization: string };
    const booking = {
      name: 'Subhas',
      gender: 'male',
      date_of_birth: '1940-05-10',
      birth_time: '10:00',
      birth_place: 'Kolkata, West Bengal, India',
      birth_latitude: 22.5726,
      birth_longitude: 88.3639,
      services: [1],
      terms_agreed: true,
    };
    const book = (payload: object) =>
      testApp.inject({ method: 'POST', url: '/api/appointments', headers: customer, payload });

    beforeAll(async () => {
      customer = { authorization: `Bearer ${await createCustomer(testApp, '+919840511101')}` };
      admin = { authorization: `Bearer ${await createAdmin(testApp, '+919840511102')}` };
    });

    it('casts the answer “city time” at +05:53:20, and keeps it with the saved person', async () => {
      const booked = await book({
        ...booking,
        birth_utc_offset: '+05:53:20',
        save_person: true,
        person_relation: 'father',
        other_person_agreed: true,
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const id = booked.json<{ appointment: { id: number } }>().appointment.id;
      const charts = appointmentChartsReplySchema.parse(
        (
          await testApp.inject({
            method: 'GET',
            url: `/api/admin/appointments/${id}/chart`,
            headers: admin,
          })
        ).json(),
      );
      expect(charts.person.chart?.birth).toMatchObject({
        utc_offset: '+05:53:20',
        utc_offset_from: 'given',
        utc: '1940-05-10T04:06:40.000Z',
      });
      const people = savedPeopleReplySchema.parse(
        (
          await testApp.inject({ method: 'GET', url: '/api/user/people', headers: customer })
        ).json(),
      ).people;
      expect(people.find((person) => person.name === 'Subhas')?.birth_utc_offset).toBe('+05:53:20');
    });

    it('casts the answer “India time” on the zone, at +05:30', async () => {
      const booked = await book(booking);
      expect(booked.statusCode, booked.body).toBe(201);
      const id = booked.json<{ appointment: { id: number } }>().appointment.id;
      const charts = appointmentChartsReplySchema.parse(
        (
          await testApp.inject({
            method: 'GET',
            url: `/api/admin/appointments/${id}/chart`,
            headers: admin,
          })
        ).json(),
      );
      expect(charts.person.chart?.birth).toMatchObject({
        utc_offset: '+05:30',
        utc_offset_from: 'zone',
      });
    });

    it('refuses from a customer any offset but the city clock’s of that birth', async () => {
      for (const payload of [
        { ...booking, birth_utc_offset: '+06:00' },
        // Bombay's clock for a Calcutta birth, and Calcutta's for a birth in Chennai.
        { ...booking, birth_utc_offset: '+04:51' },
        {
          ...booking,
          birth_place: 'Chennai',
          birth_latitude: 13.08,
          birth_longitude: 80.27,
          birth_utc_offset: '+05:53:20',
        },
      ]) {
        const refused = await book(payload);
        expect(refused.statusCode, refused.body).toBe(400);
        expect(errorReplySchema.parse(refused.json()).fields?.birth_utc_offset).toBe(
          validationMessages.english.city_clock,
        );
      }
      const person = await testApp.inject({
        method: 'POST',
        url: '/api/user/people',
        headers: customer,
        payload: {
          name: 'Rani',
          relation: 'mother',
          gender: 'female',
          date_of_birth: '1975-01-01',
          birth_place: 'Kolkata',
          birth_utc_offset: '+05:53:20',
        },
      });
      expect(person.statusCode, person.body).toBe(400);
    });
  });
});
