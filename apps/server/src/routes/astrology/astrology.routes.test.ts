import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentChartsReplySchema,
  chartReplySchema,
  errorReplySchema,
  placesReplySchema,
  type AppointmentChartsReply,
  poruthamReplySchema,
} from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAdmin, createCustomer } from '../../test/customers';
import { referenceCharts } from '../../modules/astrology/astronomy/reference/reference-charts.fixture';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

let address = 0;
/** Each test its own address, so the per-address limit meets only the test about it. */
const post = (
  url: string,
  payload: object,
  headers: Record<string, string> = {},
  remoteAddress = `10.9.0.${(address += 1)}`,
) => testApp.inject({ method: 'POST', url, payload, headers, remoteAddress });

const madras = referenceCharts.find((chart) => chart.id === 'chennai-1900-madras-time')!;

describe('POST /api/astrology/chart', () => {
  it('casts a chart of 1900 in Madras time, as the Swiss Ephemeris does', async () => {
    const reply = await post('/api/astrology/chart', {
      date_of_birth: '1900-01-01',
      birth_time: '00:30',
      birth_place: 'Chennai',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const { chart } = chartReplySchema.parse(reply.json());
    expect(chart.birth).toEqual({
      utc: madras.utc,
      utc_offset: '+05:21:10',
      time_known: true,
      utc_offset_from: 'zone',
    });
    expect(chart.place).toMatchObject({
      name: 'Chennai, Tamil Nadu, India',
      time_zone: 'Asia/Kolkata',
    });
    const moon = chart.planets.find((planet) => planet.key === 'moon')!;
    expect(Math.abs(moon.longitude - madras.positions.moon.longitude) * 60).toBeLessThan(1);
    // 247.06° sidereal: Dhanusu (240-270), the 19th star Moolam (240-253.33).
    expect(chart.moon).toMatchObject({ rasi: 9, nakshatra: 19 });
    expect(chart.planets.map((planet) => planet.key)).toEqual([
      'sun',
      'moon',
      'mars',
      'mercury',
      'jupiter',
      'venus',
      'saturn',
      'rahu',
      'ketu',
    ]);
    expect(chart.lagna).not.toBeNull();
    expect(chart.dasa.maha_dasas.length).toBeGreaterThan(8);
  });

  it('gives the panchangam of the birth, named in both languages', async () => {
    const reply = await post('/api/astrology/chart', {
      date_of_birth: '2024-04-23',
      birth_time: '07:15',
      birth_place: 'Madurai',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const { panchangam } = chartReplySchema.parse(reply.json()).chart;
    expect(panchangam).toMatchObject({
      thithi: { number: 15, english: 'Pournami', tamil: 'பௌர்ணமி', paksham: 'shukla' },
      nakshatra: { number: 14, english: 'Chithirai', tamil: 'சித்திரை' },
      yogam: { number: 15 },
      karanam: { number: 29 },
      weekday: { number: 2, tamil: 'செவ்வாய்' },
      tamil_month: { number: 1, english: 'Chithirai' },
      tamil_date: 10,
      tamil_year: { number: 38, english: 'Krodhi', tamil: 'குரோதி' },
      sun_edge: 'upper_limb_refracted',
    });
    // Sunrise at Madurai that day about 06:03 IST: the birth is an hour and 11 minutes later, 2
    // nazhigai and 58 vinazhigai or so.
    expect(panchangam.nazhigai!.nazhigai).toBe(2);
  });

  it('warns of a clock time lived twice or skipped, with both readings', async () => {
    const twice = chartReplySchema.parse(
      (
        await post('/api/astrology/chart', {
          date_of_birth: '2021-11-07',
          birth_time: '01:30',
          latitude: 40.71,
          longitude: -74.01,
        })
      ).json(),
    ).chart;
    expect(twice.birth).toMatchObject({ utc: '2021-11-07T05:30:00.000Z', utc_offset: '-04:00' });
    expect(twice.warnings[0]).toEqual({
      code: 'clock_time_repeated',
      time: '01:30',
      readings: [
        { utc: '2021-11-07T05:30:00.000Z', utc_offset: '-04:00' },
        { utc: '2021-11-07T06:30:00.000Z', utc_offset: '-05:00' },
      ],
      minutes: 60,
    });
    const skipped = chartReplySchema.parse(
      (
        await post('/api/astrology/chart', {
          date_of_birth: '2021-03-14',
          birth_time: '02:30',
          latitude: 40.71,
          longitude: -74.01,
        })
      ).json(),
    ).chart;
    expect(skipped.warnings[0]).toEqual({
      code: 'clock_time_skipped',
      time: '02:30',
      readings: [
        { utc: '2021-03-14T07:30:00.000Z', utc_offset: '-05:00' },
        { utc: '2021-03-14T06:30:00.000Z', utc_offset: '-04:00' },
      ],
      minutes: 60,
    });
    const plain = chartReplySchema.parse(
      (
        await post('/api/astrology/chart', {
          date_of_birth: '2021-11-08',
          birth_time: '01:30',
          latitude: 40.71,
          longitude: -74.01,
        })
      ).json(),
    ).chart;
    expect(plain.warnings.map((warning) => warning.code)).not.toContain('clock_time_repeated');
  });

  it('casts with the birth’s own utc_offset when given, refusing a malformed one', async () => {
    const birth = { date_of_birth: '1920-05-10', birth_time: '10:00', birth_place: 'Kolkata' };
    const zoned = chartReplySchema.parse((await post('/api/astrology/chart', birth)).json()).chart;
    const given = chartReplySchema.parse(
      (await post('/api/astrology/chart', { ...birth, utc_offset: '+05:53:20' })).json(),
    ).chart;
    expect(given.birth).toEqual({
      utc: '1920-05-10T04:06:40.000Z',
      utc_offset: '+05:53:20',
      time_known: true,
      utc_offset_from: 'given',
    });
    // 23 min 20 s earlier: the lagna about 5-7° back (a sidereal day turns the whole zodiac past
    // the horizon).
    const back = (zoned.lagna!.longitude - given.lagna!.longitude + 360) % 360;
    expect(back).toBeGreaterThan(4);
    expect(back).toBeLessThan(8);
    const refused = await post('/api/astrology/chart', { ...birth, utc_offset: '+15:00' });
    expect(errorReplySchema.parse(refused.json()).fields?.utc_offset).toMatch(
      /^Enter the offset from UTC/,
    );
  });

  it('casts Oslo 1961 in Norway’s summer time, which Node’s zone data has lost', async () => {
    const reply = await post('/api/astrology/chart', {
      date_of_birth: '1961-06-19',
      birth_time: '22:59',
      latitude: 59.91,
      longitude: 10.75,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(chartReplySchema.parse(reply.json()).chart.birth).toMatchObject({
      utc: '1961-06-19T20:59:00.000Z',
      utc_offset: '+02:00',
      utc_offset_from: 'zone',
    });
  });

  it('casts a period of the day with no lagna, and coordinates with their zone', async () => {
    const reply = await post('/api/astrology/chart', {
      date_of_birth: '1985-11-02',
      birth_time_type: 'period',
      birth_time_period: 'morning',
      latitude: 1.29,
      longitude: 103.85,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const { chart } = chartReplySchema.parse(reply.json());
    expect(chart.lagna).toBeNull();
    expect(chart.birth).toMatchObject({ time_known: false, utc_offset: '+08:00' });
    expect(chart.place).toMatchObject({
      latitude: 1.29,
      longitude: 103.85,
      time_zone: 'Asia/Singapore',
    });
    expect(chart.moon.nakshatra_range).toContain(chart.moon.nakshatra);
    expect(chart.planets.every((planet) => planet.house === null)).toBe(true);
    // The panchangam of the period's middle, without a nazhigai of birth.
    expect(chart.panchangam.nazhigai).toBeNull();
    expect(chart.panchangam.sunrise).not.toBeNull();
  });

  it('refuses an unknown place, a missing time and a year out of range', async () => {
    const unknown = await post(
      '/api/astrology/chart',
      { date_of_birth: '1990-01-01', birth_time: '10:00', birth_place: 'Nowhereville Xq' },
      { 'accept-language': 'ta' },
    );
    expect(unknown.statusCode).toBe(400);
    expect(errorReplySchema.parse(unknown.json()).fields?.birth_place).toBe(
      'இந்த இடம் கிடைக்கவில்லை. பரிந்துரைகளில் ஒன்றைத் தேர்ந்தெடுங்கள், அல்லது அதன் அட்சரேகை, ' +
        'தீர்க்கரேகையைத் தாருங்கள்.',
    );
    const untimed = errorReplySchema.parse(
      (
        await post('/api/astrology/chart', { date_of_birth: '1990-01-01', birth_place: 'Madurai' })
      ).json(),
    );
    expect(untimed.fields).toEqual({ birth_time: 'Please enter the exact birth time.' });
    const impossible = await post('/api/astrology/chart', {
      date_of_birth: '0000-00-00',
      birth_time: '10:00',
      birth_place: 'Madurai',
    });
    expect(impossible.statusCode).toBe(400);
    const early = errorReplySchema.parse(
      (
        await post('/api/astrology/chart', {
          date_of_birth: '1899-12-31',
          birth_time: '10:00',
          birth_place: 'Madurai',
        })
      ).json(),
    );
    expect(early.fields?.date_of_birth).toBe(
      'Enter a date of birth between 1 January 1900 and 31 December 2050.',
    );
  });

  it('answers 30 calls a minute from one address, then 429 with when to try again', async () => {
    const body = {
      date_of_birth: '1990-01-01',
      birth_time: '10:00',
      latitude: 9.92,
      longitude: 78.12,
    };
    for (let call = 0; call < 30; call += 1)
      expect((await post('/api/astrology/chart', body, {}, '10.8.8.8')).statusCode).toBe(200);
    const refused = await post('/api/astrology/chart', body, {}, '10.8.8.8');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('/api/astrology/chart', body, {}, '10.8.8.9')).statusCode).toBe(200);
  });
});

describe('GET /api/places', () => {
  it('suggests places by an old name and by Tamil, with their zones, and may be cached a day', async () => {
    const trichy = await testApp.inject({
      method: 'GET',
      url: '/api/places?q=Trichy&limit=3',
      remoteAddress: '10.7.0.1',
    });
    expect(trichy.statusCode, trichy.body).toBe(200);
    expect(trichy.headers['cache-control']).toBe('public, max-age=86400');
    expect(placesReplySchema.parse(trichy.json()).places[0]).toMatchObject({
      display_name: 'Tiruchirappalli, Tamil Nadu, India',
      time_zone: 'Asia/Kolkata',
    });
    const madurai = placesReplySchema.parse(
      (
        await testApp.inject({
          method: 'GET',
          url: `/api/places?q=${encodeURIComponent('மதுரை')}`,
          remoteAddress: '10.7.0.1',
        })
      ).json(),
    );
    expect(madurai.places[0]).toMatchObject({
      name: 'Madurai',
      display_name_tamil: 'மதுரை, தமிழ்நாடு, இந்தியா',
    });
    expect(
      (await testApp.inject({ method: 'GET', url: '/api/places?q=', remoteAddress: '10.7.0.1' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('POST /api/astrology/porutham', () => {
  it("counts from the bride's star, giving ten items and a verdict", async () => {
    const reply = await post('/api/astrology/porutham', {
      bride: { nakshatra: 1, pada: 1 },
      bridegroom: { nakshatra: 4, pada: 1 },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const { porutham } = poruthamReplySchema.parse(reply.json());
    expect(porutham.star_count).toBe(4);
    expect(porutham.items.map((item) => item.key)).toEqual([
      'dinam',
      'ganam',
      'mahendram',
      'stree_deergham',
      'yoni',
      'rasi',
      'rasi_athipathi',
      'vasiyam',
      'rajju',
      'vedhai',
    ]);
    expect(porutham.items.find((item) => item.key === 'mahendram')?.matched).toBe(true);
    expect(porutham.total).toBe(10);
  });

  it('reads the stars from birth details too, and a shared rajju vetoes the match', async () => {
    const byBirth = await post('/api/astrology/porutham', {
      bride: { date_of_birth: '1900-01-01', birth_time: '00:30', birth_place: 'Chennai' },
      bridegroom: { nakshatra: 1, pada: 2 },
    });
    expect(byBirth.statusCode, byBirth.body).toBe(200);
    // Moolam (19) to Ashwini (1): 19, 20 ... 27, 1
    expect(poruthamReplySchema.parse(byBirth.json()).porutham.star_count).toBe(10);
    const vetoed = poruthamReplySchema.parse(
      (
        await post('/api/astrology/porutham', {
          bride: { nakshatra: 1, pada: 1 },
          bridegroom: { nakshatra: 19, pada: 1 },
        })
      ).json(),
    ).porutham;
    expect(vetoed.items.find((item) => item.key === 'rajju')?.matched).toBe(false);
    expect(vetoed).toMatchObject({ vetoed: true, verdict: 'not_recommended' });
    // Bharani's second pada is in Mesham: a rasi that does not hold it is the caller's mistake,
    // said in their language.
    const wrongRasi = await post(
      '/api/astrology/porutham',
      { bride: { nakshatra: 2, pada: 2, rasi: 2 }, bridegroom: { nakshatra: 1, pada: 1 } },
      { 'accept-language': 'ta' },
    );
    expect(wrongRasi.statusCode).toBe(400);
    expect(errorReplySchema.parse(wrongRasi.json()).fields).toEqual({
      'bride.rasi': 'இந்த ராசியில் அந்த நட்சத்திரப் பாதம் இல்லை.',
    });
  });
});

describe('GET /api/admin/appointments/{id}/chart', () => {
  // One marriage booking (her time exact, his a period of the day) and one Prasanam booking with
  // no birth time, its question's time recorded; each test reads them or takes its own step.
  let admin: string;
  let customer: string;
  let asAdmin: { authorization: string };
  let marriage: number;
  let prasanam: number;
  let reply: AppointmentChartsReply;
  let untimed: AppointmentChartsReply;
  let recorded: NonNullable<AppointmentChartsReply['prasanam']>;
  let inTamil: NonNullable<AppointmentChartsReply['prasanam']>;

  const book = async (payload: object) => {
    const booked = await testApp.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { authorization: `Bearer ${customer}` },
      payload: { terms_agreed: true, ...payload },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    return booked.json<{ appointment: { id: number } }>().appointment.id;
  };
  const bookPrasanam = () =>
    book({
      name: 'Ravi',
      gender: 'male',
      date_of_birth: '1985-11-02',
      birth_place: 'Coimbatore',
      services: [3],
    });
  const chartsOf = async (id: number, headers: Record<string, string> = asAdmin) =>
    appointmentChartsReplySchema.parse(
      (
        await testApp.inject({
          method: 'GET',
          url: `/api/admin/appointments/${id}/chart`,
          headers,
        })
      ).json(),
    );
  const recordTime = (id: number, askedAt: string | null) =>
    testApp.inject({
      method: 'PUT',
      url: `/api/admin/appointments/${id}/prasanam-time`,
      headers: asAdmin,
      payload: { asked_at: askedAt },
    });
  const officeAt = (office_place: object) =>
    testApp.inject({
      method: 'PUT',
      url: '/api/admin/astrology-settings',
      headers: asAdmin,
      payload: { node: 'mean', office_place },
    });

  beforeAll(async () => {
    admin = await createAdmin(testApp, '+919840500091');
    customer = await createCustomer(testApp, '+919840500092');
    asAdmin = { authorization: `Bearer ${admin}` };
    marriage = await book({
      name: 'Meena',
      gender: 'female',
      date_of_birth: '1992-04-10',
      birth_time: '06:15',
      birth_place: 'Madurai',
      services: [2],
      bridegroom_name: 'Arun',
      other_person_agreed: true,
      bridegroom_date_of_birth: '1989-08-21',
      bridegroom_birth_time_type: 'period',
      bridegroom_birth_time: 'evening',
      bridegroom_birth_place: 'Trichy',
      bridegroom_current_location: 'Chennai',
    });
    const charts = await testApp.inject({
      method: 'GET',
      url: `/api/admin/appointments/${marriage}/chart`,
      headers: asAdmin,
    });
    expect(charts.statusCode, charts.body).toBe(200);
    reply = appointmentChartsReplySchema.parse(charts.json());
    prasanam = await bookPrasanam();
    untimed = await chartsOf(prasanam);
    recorded = appointmentChartsReplySchema.parse(
      (await recordTime(prasanam, '2026-11-20T10:45:00+05:30')).json(),
    ).prasanam!;
    inTamil = (await chartsOf(prasanam, { ...asAdmin, 'accept-language': 'ta' })).prasanam!;
  });

  it("gives the office both persons' charts of a marriage booking", () => {
    expect(reply.person).toMatchObject({ name: 'Meena', problem: null });
    expect(reply.person.chart?.lagna).not.toBeNull();
    expect(reply.bridegroom).toMatchObject({ name: 'Arun', problem: null });
    expect(reply.bridegroom?.chart?.lagna).toBeNull();
    expect(reply.bridegroom?.chart?.place.name).toBe('Tiruchirappalli, Tamil Nadu, India');
  });

  it('matches a birth period by the star alone, its sevvai unknown', () => {
    // His time is a period: a star-only porutham, or none when the Moon changed star within the
    // evening.
    const oneStar = reply.bridegroom!.chart!.moon.nakshatra_range.length === 1;
    expect(reply.porutham?.mode ?? 'none').toBe(oneStar ? 'star_only' : 'none');
    expect(reply.sevvai).toBe('unknown');
  });

  it('shows the customer the same star, rasi and lagna on the booking', async () => {
    const mine = await testApp.inject({
      method: 'GET',
      url: `/api/appointments/${marriage}`,
      headers: { authorization: `Bearer ${customer}` },
    });
    expect(mine.json<{ appointment: { astrology: unknown } }>().appointment.astrology).toEqual({
      nakshatra: reply.person.chart!.moon.nakshatra,
      pada: reply.person.chart!.moon.pada,
      rasi: reply.person.chart!.moon.rasi,
      lagna: reply.person.chart!.lagna!.rasi,
      nakshatra_range: [reply.person.chart!.moon.nakshatra],
    });
  });

  it("prints each person's Jathagam in Tamil or English, as a PDF", async () => {
    // The printed Jathagam of each person, in Tamil and in English: a PDF with the Tamil font
    // embedded.
    for (const [person, language] of [
      ['main', 'tamil'],
      ['bridegroom', 'english'],
    ]) {
      const sheet = await testApp.inject({
        method: 'GET',
        url: `/api/admin/appointments/${marriage}/jathagam.pdf?person=${person}&language=${language}`,
        headers: asAdmin,
      });
      expect(sheet.statusCode, sheet.body.slice(0, 200)).toBe(200);
      expect(sheet.headers['content-type']).toBe('application/pdf');
      expect(sheet.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(sheet.rawPayload.toString('latin1')).toMatch(/NotoSansTamil/);
      // Page one, the dasas and bhuktis with sevvai and transits, then the bhava chart (with a
      // lagna) and the couple's porutham.
      expect(sheet.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(3);
      if (process.env.JATHAGAM_SHEET_DIR)
        (await import('node:fs')).writeFileSync(
          `${process.env.JATHAGAM_SHEET_DIR}/jathagam-${person}-${language}.pdf`,
          sheet.rawPayload,
        );
    }
  });

  it('gives no chart for a booking without a birth time', async () => {
    expect(untimed).toMatchObject({
      person: { chart: null, problem: 'no_birth_time' },
      bridegroom: null,
      porutham: null,
    });
    expect(
      (
        await testApp.inject({
          method: 'GET',
          url: `/api/appointments/${prasanam}`,
          headers: { authorization: `Bearer ${customer}` },
        })
      ).json<{ appointment: { astrology: unknown } }>().appointment.astrology,
    ).toBeNull();
  });

  it("refuses a customer the office's chart", async () => {
    expect(
      (
        await testApp.inject({
          method: 'GET',
          url: `/api/admin/appointments/${prasanam}/chart`,
          headers: { authorization: `Bearer ${customer}` },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses the Jathagam of a booking without a birth time', async () => {
    const noSheet = await testApp.inject({
      method: 'GET',
      url: `/api/admin/appointments/${prasanam}/jathagam.pdf`,
      headers: asAdmin,
    });
    expect(noSheet.statusCode).toBe(409);
    expect(errorReplySchema.parse(noSheet.json()).fields?.chart).toBe(
      'No birth time was given (a booking of Prasanam alone needs none), so there is no chart.',
    );
  });

  it("has no Prasanam chart until the question's time is known", async () => {
    // The Prasanam's own chart: none until the consultation has a time or the astrologer records
    // when the question was asked.
    expect(untimed.prasanam).toEqual({ asked_at: null, from: null, chart: null });
    expect(reply.prasanam).toBeNull();
    const unasked = await bookPrasanam();
    const noQuestionSheet = await testApp.inject({
      method: 'GET',
      url: `/api/admin/appointments/${unasked}/jathagam.pdf?person=prasanam`,
      headers: asAdmin,
    });
    expect(errorReplySchema.parse(noQuestionSheet.json()).fields?.chart).toMatch(
      /no Prasanam chart/,
    );
  });

  it("records a question's time only on a Prasanam booking", async () => {
    expect((await recordTime(marriage, '2026-11-20T05:00:00Z')).statusCode).toBe(404);
  });

  it("refuses a question's time that is not a time", async () => {
    expect((await recordTime(prasanam, 'yesterday')).statusCode).toBe(400);
  });

  it('casts the question at the office, in Madurai by default', () => {
    expect(recorded).toMatchObject({ asked_at: '2026-11-20T05:15:00.000Z', from: 'recorded' });
    // Cast at the office (Madurai until the administrator says otherwise), with the panchangam of
    // that moment and a lagna.
    expect(recorded.chart!.place).toMatchObject({
      name: 'Madurai, Tamil Nadu, India',
      time_zone: 'Asia/Kolkata',
    });
    expect(inTamil.chart!.place.name).toBe('மதுரை, தமிழ்நாடு, இந்தியா');
  });

  it("casts the question's chart for its moment, with a lagna and panchangam", () => {
    expect(recorded.chart!.birth).toMatchObject({
      utc: '2026-11-20T05:15:00.000Z',
      utc_offset: '+05:30',
      time_known: true,
    });
    expect(recorded.chart!.lagna).not.toBeNull();
    expect(recorded.chart!.panchangam.weekday.number).toBe(5);
    expect(recorded.chart!.panchangam.nazhigai).not.toBeNull();
  });

  it('casts the question where the office has moved to', async () => {
    // The office moves to Chennai: the question's chart is cast there.
    const moved = await officeAt({ name: 'Chennai office', latitude: 13.0827, longitude: 80.2707 });
    try {
      expect(moved.statusCode, moved.body).toBe(200);
      const inChennai = (await chartsOf(prasanam)).prasanam!;
      expect(inChennai.chart!.place).toMatchObject({
        name: 'Chennai office',
        latitude: 13.0827,
        longitude: 80.2707,
      });
      expect(inChennai.chart!.lagna!.longitude).not.toBe(recorded.chart!.lagna!.longitude);
    } finally {
      await officeAt({
        name: 'Madurai, Tamil Nadu, India',
        name_tamil: 'மதுரை, தமிழ்நாடு, இந்தியா',
        latitude: 9.9195,
        longitude: 78.1193,
      });
    }
  });

  it('prints the Prasanam chart on one page in Tamil or English', async () => {
    for (const language of ['tamil', 'english']) {
      const sheet = await testApp.inject({
        method: 'GET',
        url: `/api/admin/appointments/${prasanam}/jathagam.pdf?person=prasanam&language=${language}`,
        headers: asAdmin,
      });
      expect(sheet.statusCode, sheet.body.slice(0, 200)).toBe(200);
      expect(sheet.headers['content-disposition']).toContain('prasanam_');
      expect(sheet.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
      if (process.env.JATHAGAM_SHEET_DIR)
        (await import('node:fs')).writeFileSync(
          `${process.env.JATHAGAM_SHEET_DIR}/prasanam-${language}.pdf`,
          sheet.rawPayload,
        );
    }
  });

  it("has no Prasanam chart again once the question's time is cleared", async () => {
    // Back to the consultation's start (none yet): no chart again.
    const cleared = await bookPrasanam();
    expect((await recordTime(cleared, '2026-11-20T10:45:00+05:30')).statusCode).toBe(200);
    expect(
      appointmentChartsReplySchema.parse((await recordTime(cleared, null)).json()).prasanam,
    ).toEqual({ asked_at: null, from: null, chart: null });
  });
});
