import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentChartsReplySchema,
  astrologySettingsReplySchema,
  chartReplySchema,
  errorReplySchema,
} from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAdmin, createCustomer } from '../../test/customers';

let testApp: TestApp;
let admin: string;
let customer: string;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createAdmin(testApp, '+919840500191');
  customer = await createCustomer(testApp, '+919840500192');
});
afterAll(() => testApp.close());

const as = (token: string) => ({ authorization: `Bearer ${token}` });

async function book(payload: object, language = 'en') {
  return testApp.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: { ...as(customer), 'accept-language': language },
    payload: { terms_agreed: true, services: [1], ...payload },
  });
}

async function chartsOf(id: number) {
  const reply = await testApp.inject({
    method: 'GET',
    url: `/api/admin/appointments/${id}/chart`,
    headers: as(admin),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return appointmentChartsReplySchema.parse(reply.json());
}

describe('a birth place given by its coordinates', () => {
  it('keeps the coordinates of a place the gazetteer does not know, and casts the chart there', async () => {
    // A hamlet near Kumbakonam that no gazetteer lists: the customer gives where it is.
    const reply = await book({
      name: 'Selvi',
      gender: 'female',
      date_of_birth: '1990-03-14',
      birth_time: '05:40',
      birth_place: 'Thirupanandal Pudur',
      birth_latitude: '11.13',
      birth_longitude: '79.55',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const { appointment } = reply.json<{
      appointment: {
        id: number;
        birth_latitude: number;
        birth_longitude: number;
        astrology: unknown;
      };
    }>();
    expect([appointment.birth_latitude, appointment.birth_longitude]).toEqual([11.13, 79.55]);
    expect(appointment.astrology).not.toBeNull();
    const { person } = await chartsOf(appointment.id);
    expect(person.problem).toBeNull();
    expect(person.chart?.place).toMatchObject({
      name: 'Thirupanandal Pudur',
      latitude: 11.13,
      longitude: 79.55,
      time_zone: 'Asia/Kolkata',
    });
  });

  it("casts a place chosen from the suggestions at its coordinates, not a namesake's", async () => {
    // Salem, Tamil Nadu, chosen from the suggestions; a second Salem in Oregon would be nine zones
    // away.
    const reply = await book({
      name: 'Guna',
      gender: 'male',
      date_of_birth: '1979-07-01',
      birth_time: '22:10',
      birth_place: 'Salem',
      birth_latitude: 11.65,
      birth_longitude: 78.16,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const { person } = await chartsOf(reply.json<{ appointment: { id: number } }>().appointment.id);
    expect(person.chart?.place).toMatchObject({
      latitude: 11.65,
      longitude: 78.16,
      time_zone: 'Asia/Kolkata',
    });
  });

  it('refuses half a pair of coordinates or a latitude off the globe', async () => {
    const before = await testApp.inject({
      method: 'GET',
      url: '/api/appointments',
      headers: as(customer),
    });
    const half = await book(
      {
        name: 'Selvi',
        gender: 'female',
        date_of_birth: '1990-03-14',
        birth_time: '05:40',
        birth_place: 'Pudur',
        birth_latitude: '11.13',
      },
      'ta',
    );
    expect(half.statusCode).toBe(400);
    expect(errorReplySchema.parse(half.json()).fields).toEqual({
      birth_longitude: '-180 முதல் 180 டிகிரி வரையிலான தீர்க்கரேகையை உள்ளிடுங்கள்.',
    });
    const pole = await book({
      name: 'Selvi',
      gender: 'female',
      date_of_birth: '1990-03-14',
      birth_time: '05:40',
      birth_place: 'Pudur',
      birth_latitude: '95',
      birth_longitude: 'east',
    });
    expect(errorReplySchema.parse(pole.json()).fields).toEqual({
      birth_latitude:
        'Enter a latitude between -90 and 90 degrees (the poles themselves are not taken).',
      birth_longitude: 'Enter a longitude between -180 and 180 degrees.',
    });
    const groomHalf = await book({
      name: 'Meena',
      date_of_birth: '1992-04-10',
      birth_time: '06:15',
      birth_place: 'Madurai',
      services: [2],
      bridegroom_name: 'Arun',
      other_person_agreed: true,
      bridegroom_date_of_birth: '1989-08-21',
      bridegroom_birth_place: 'Kallikudi',
      bridegroom_birth_longitude: '78.0',
      bridegroom_current_location: 'Chennai',
    });
    expect(errorReplySchema.parse(groomHalf.json()).fields).toEqual({
      bridegroom_birth_latitude:
        'Enter a latitude between -90 and 90 degrees (the poles themselves are not taken).',
    });
    const after = await testApp.inject({
      method: 'GET',
      url: '/api/appointments',
      headers: as(customer),
    });
    expect(after.json<{ appointments: unknown[] }>().appointments.length).toBe(
      before.json<{ appointments: unknown[] }>().appointments.length,
    );
  });

  it("stores the bridegroom's coordinates only with a marriage service", async () => {
    const marriage = await book({
      name: 'Meena',
      date_of_birth: '1992-04-10',
      birth_time: '06:15',
      birth_place: 'Madurai',
      services: [2],
      bridegroom_name: 'Arun',
      other_person_agreed: true,
      bridegroom_date_of_birth: '1989-08-21',
      bridegroom_birth_time: '18:20',
      bridegroom_birth_place: 'Kallikudi',
      bridegroom_birth_latitude: '9.75',
      bridegroom_birth_longitude: '78.02',
      bridegroom_current_location: 'Chennai',
    });
    expect(marriage.statusCode, marriage.body).toBe(201);
    const charts = await chartsOf(marriage.json<{ appointment: { id: number } }>().appointment.id);
    expect(charts.bridegroom?.chart?.place).toMatchObject({
      name: 'Kallikudi',
      latitude: 9.75,
      longitude: 78.02,
    });
    expect(charts.porutham).not.toBeNull();
    const single = await book({
      name: 'Ravi',
      gender: 'male',
      date_of_birth: '1985-11-02',
      birth_time: '14:30',
      birth_place: 'Coimbatore',
      bridegroom_birth_latitude: '9.75',
      bridegroom_birth_longitude: '78.02',
    });
    expect(
      single.json<{
        appointment: { bridegroom_birth_latitude: unknown; bridegroom_birth_longitude: unknown };
      }>().appointment,
    ).toMatchObject({ bridegroom_birth_latitude: null, bridegroom_birth_longitude: null });
  });
});

describe('/api/admin/astrology-settings', () => {
  it('uses the mean node until the office chooses the true node for every chart', async () => {
    const read = await testApp.inject({
      method: 'GET',
      url: '/api/admin/astrology-settings',
      headers: as(admin),
    });
    const madurai = {
      name: 'Madurai, Tamil Nadu, India',
      name_tamil: 'மதுரை, தமிழ்நாடு, இந்தியா',
      latitude: 9.9195,
      longitude: 78.1193,
      time_zone: 'Asia/Kolkata',
    };
    expect(astrologySettingsReplySchema.parse(read.json()).settings).toEqual({
      node: 'mean',
      office_place: madurai,
    });
    const birth = { date_of_birth: '1984-05-20', birth_time: '09:30', birth_place: 'Madurai' };
    const rahuOf = async () => {
      const reply = await testApp.inject({
        method: 'POST',
        url: '/api/astrology/chart',
        payload: birth,
        remoteAddress: '10.8.0.1',
      });
      const { chart } = chartReplySchema.parse(reply.json());
      return {
        node: chart.node,
        rahu: chart.planets.find((planet) => planet.key === 'rahu')!.longitude,
        ketu: chart.planets.find((planet) => planet.key === 'ketu')!.longitude,
      };
    };
    const mean = await rahuOf();
    expect(mean.node).toBe('mean');

    expect(
      (
        await testApp.inject({
          method: 'PUT',
          url: '/api/admin/astrology-settings',
          headers: as(customer),
          payload: { node: 'true' },
        })
      ).statusCode,
    ).toBe(403);
    const wrong = await testApp.inject({
      method: 'PUT',
      url: '/api/admin/astrology-settings',
      headers: as(admin),
      payload: { node: 'osculating' },
    });
    expect(wrong.statusCode).toBe(400);
    const saved = await testApp.inject({
      method: 'PUT',
      url: '/api/admin/astrology-settings',
      headers: as(admin),
      payload: { node: 'true' },
    });
    expect(astrologySettingsReplySchema.parse(saved.json()).settings).toEqual({
      node: 'true',
      office_place: madurai,
    });

    const truly = await rahuOf();
    expect(truly.node).toBe('true');
    // The true node swings up to about 1.7° either side of the mean one; Ketu stays opposite.
    const apart = Math.abs(((truly.rahu - mean.rahu + 540) % 360) - 180);
    expect(apart).toBeGreaterThan(0.001);
    expect(apart).toBeLessThan(2);
    expect((truly.ketu - truly.rahu + 360) % 360).toBeCloseTo(180, 6);

    const booked = await book({ name: 'Ravi', gender: 'male', ...birth });
    const { person } = await chartsOf(
      booked.json<{ appointment: { id: number } }>().appointment.id,
    );
    expect(person.chart?.node).toBe('true');
    expect(person.chart?.planets.find((planet) => planet.key === 'rahu')?.longitude).toBeCloseTo(
      truly.rahu,
      9,
    );

    const log = await testApp.inject({
      method: 'GET',
      url: '/api/admin/audit-log?action=astrology_settings.update',
      headers: as(admin),
    });
    expect(log.json<{ entries: { before: unknown; after: unknown }[] }>().entries).toMatchObject([
      { before: { node: 'mean' }, after: { node: 'true' } },
    ]);
    // Saving the same choice again writes no entry.
    await testApp.inject({
      method: 'PUT',
      url: '/api/admin/astrology-settings',
      headers: as(admin),
      payload: { node: 'true' },
    });
    const again = await testApp.inject({
      method: 'GET',
      url: '/api/admin/audit-log?action=astrology_settings.update',
      headers: as(admin),
    });
    expect(again.json<{ entries: unknown[] }>().entries).toHaveLength(1);
  });

  it('stores the office’s place for a Prasanam, refusing a pole or an empty name', async () => {
    const put = (payload: object, headers: Record<string, string> = {}) =>
      testApp.inject({
        method: 'PUT',
        url: '/api/admin/astrology-settings',
        headers: { ...as(admin), ...headers },
        payload,
      });
    const pole = await put(
      { node: 'mean', office_place: { name: 'North Pole', latitude: 90, longitude: 0 } },
      { 'accept-language': 'ta' },
    );
    expect(pole.statusCode).toBe(400);
    expect(errorReplySchema.parse(pole.json()).fields).toMatchObject({
      'office_place.latitude': '-90 முதல் 90 டிகிரி வரையிலான அட்சரேகையை உள்ளிடுங்கள் (துருவங்கள் தவிர).',
    });
    expect(
      (await put({ node: 'mean', office_place: { name: ' ', latitude: 13, longitude: 80 } }))
        .statusCode,
    ).toBe(400);
    const colombo = await put({
      node: 'mean',
      office_place: { name: 'Colombo branch', latitude: 6.9271, longitude: 79.8612 },
    });
    expect(astrologySettingsReplySchema.parse(colombo.json()).settings.office_place).toEqual({
      name: 'Colombo branch',
      name_tamil: null,
      latitude: 6.9271,
      longitude: 79.8612,
      time_zone: 'Asia/Colombo',
    });
    const nodeOnly = await put({ node: 'mean' });
    expect(astrologySettingsReplySchema.parse(nodeOnly.json()).settings.office_place.name).toBe(
      'Colombo branch',
    );
    await put({
      node: 'mean',
      office_place: {
        name: 'Madurai, Tamil Nadu, India',
        name_tamil: 'மதுரை, தமிழ்நாடு, இந்தியா',
        latitude: 9.9195,
        longitude: 78.1193,
      },
    });
  });
});
