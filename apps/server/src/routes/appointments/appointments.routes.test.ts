import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  appointmentReplySchema,
  appointmentsReplySchema,
  errorReplySchema,
  pricingReplySchema,
  todayInIndia,
} from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../../test/sign-in';
import { multipartBody, sampleFiles, type TestFile } from '../../test/multipart';

let testApp: TestApp;
let token: string;
let otherToken: string;
beforeAll(async () => {
  testApp = await createTestApp();
  token = await signIn(testApp, '9840011111');
  otherToken = await signIn(testApp, '9840022222');
});
afterAll(() => testApp.close());

const auth = (bearer = token) => ({ authorization: `Bearer ${bearer}` });

/** A complete, valid booking of the Jathagam reading, as form fields. */
const jathagamBooking = (): Record<string, string | string[]> => ({
  name: 'Lakshmi',
  gender: 'female',
  date_of_birth: '1994-03-12',
  birth_time_type: 'exact',
  birth_time: '05:40',
  birth_place: 'Madurai',
  services: '1',
  terms_agreed: 'true',
});

const marriageBooking = (): Record<string, string | string[]> => ({
  ...jathagamBooking(),
  gender: 'male',
  birth_time_type: 'period',
  birth_time: 'early_morning',
  services: ['2'],
  bridegroom_name: 'Karthik',
  other_person_agreed: 'true',
  bridegroom_date_of_birth: '1990-07-01',
  bridegroom_birth_time_type: 'exact',
  bridegroom_birth_time: '21:15',
  bridegroom_birth_place: 'Tiruchirappalli',
  bridegroom_current_location: 'Chennai',
});

async function book(
  fields: Record<string, string | string[]>,
  files: TestFile[] = [],
  headers: Record<string, string> = {},
) {
  const body = await multipartBody(fields, files);
  return testApp.inject({
    method: 'POST',
    url: '/api/appointments',
    payload: body.payload,
    headers: { ...body.headers, ...auth(), ...headers },
  });
}

async function rowCounts() {
  const result = await testApp.database.db.execute<Record<string, number>>(sql`
    select (select count(*)::int from appointments) as appointments,
           (select count(*)::int from appointment_files) as files,
           (select count(*)::int from appointment_services) as services,
           (select count(*)::int from pdf_requests) as reports`);
  return (result as { rows: Record<string, number>[] }).rows[0];
}

/** Expects a refusal with this status and field message, and nothing new stored. */
async function expectRefused(
  response: Awaited<ReturnType<typeof book>>,
  status: number,
  field: string,
  message: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  const body = errorReplySchema.parse(response.json());
  expect(body.fields?.[field]).toBe(message);
  return body;
}

describe('booking Marriage Porutham', () => {
  it('stores the whole booking: bridegroom, files, total and Tamil names', async () => {
    const response = await book(
      { ...marriageBooking(), total_cost: '1.00' },
      [sampleFiles.jpg(), sampleFiles.pdf()],
      { 'accept-language': 'ta' },
    );
    expect(response.statusCode, response.body).toBe(201);
    const { appointment } = appointmentReplySchema.parse(response.json());
    expect(appointment).toMatchObject({
      appointment_number: expect.stringMatching(/^AST-\d{4}-\d{4,}$/) as string,
      name: 'Lakshmi',
      gender: 'female',
      birth_time_type: 'period',
      birth_time: 'early_morning',
      current_location: 'Madurai',
      country: { code: 'IN' },
      services: ['திருமணப் பொருத்தம்'],
      service_ids: [2],
      bridegroom_name: 'Karthik',
      bridegroom_gender: 'male',
      bridegroom_date_of_birth: '1990-07-01',
      bridegroom_birth_time: '21:15',
      bridegroom_birth_place: 'Tiruchirappalli',
      bridegroom_current_location: 'Chennai',
      // ₹1,400 and 18% GST, whatever the client said.
      total_cost: '1652.00',
      status: 'pending',
      payment_status: 'pending',
      payment: null,
      scheduled_datetime: null,
    });
    expect(appointment.files.map((file) => [file.file_name, file.content_type])).toEqual([
      ['jathagam.jpg', 'image/jpeg'],
      ['horoscope.pdf', 'application/pdf'],
    ]);
    expect(appointment.pdf_service_requests).toEqual([
      {
        id: expect.any(Number) as number,
        service_type: 'marriage_porutham',
        service_name: 'திருமணப் பொருத்தம்',
        status: 'pending',
        payment_status: 'pending',
      },
    ]);

    const file = await testApp.inject({
      method: 'GET',
      url: appointment.files[1]!.url,
      headers: auth(),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(Buffer.from(sampleFiles.pdf().content))).toBe(true);
  });

  it('reads back in the list (newest first) and alone, and counts on the profile', async () => {
    await book({ ...jathagamBooking(), name: 'Newest' });
    const list = appointmentsReplySchema.parse(
      (await testApp.inject({ method: 'GET', url: '/api/appointments', headers: auth() })).json(),
    );
    expect(list.appointments.map((appointment) => appointment.name)).toEqual(['Newest', 'Lakshmi']);
    const [newest] = list.appointments;
    const one = appointmentReplySchema.parse(
      (
        await testApp.inject({
          method: 'GET',
          url: `/api/appointments/${newest!.id}`,
          headers: auth(),
        })
      ).json(),
    );
    expect(one.appointment).toEqual(newest);
    expect(one.appointment).toMatchObject({
      services: ['Jathagam Reading'],
      total_cost: '590.00',
      files: [],
    });
    const profile = (
      await testApp.inject({ method: 'GET', url: '/api/user/profile', headers: auth() })
    ).json<{ user: { appointments_count: number } }>();
    expect(profile.user.appointments_count).toBe(2);
  });
});

describe('the booking rules, with their messages', () => {
  const cases: [string, Record<string, string | string[]>, string, string][] = [
    ['a missing name', { ...jathagamBooking(), name: ' ' }, 'name', 'Please enter your name.'],
    ['a missing gender', { ...jathagamBooking(), gender: '' }, 'gender', 'Please choose a gender.'],
    [
      'a missing date of birth',
      { ...jathagamBooking(), date_of_birth: '' },
      'date_of_birth',
      'Please enter a valid date of birth.',
    ],
    [
      'a date of birth in the future',
      { ...jathagamBooking(), date_of_birth: '2999-01-01' },
      'date_of_birth',
      'The date of birth cannot be in the future.',
    ],
    [
      'a date of birth before 1900',
      { ...jathagamBooking(), date_of_birth: '1899-06-01' },
      'date_of_birth',
      'Please enter a date of birth from 1 January 1900 onwards.',
    ],
    [
      'an impossible date',
      { ...jathagamBooking(), date_of_birth: '1990-02-30' },
      'date_of_birth',
      'Please enter a valid date of birth.',
    ],
    [
      'a missing birth place',
      { ...jathagamBooking(), birth_place: '' },
      'birth_place',
      'Please enter the place of birth.',
    ],
    [
      'an emoji in the name',
      { ...jathagamBooking(), name: 'Ravi 😀' },
      'name',
      'Use only letters, spaces, full stops, apostrophes and hyphens in a name, with no emoji or symbols.',
    ],
    [
      'an emoji as the birth place',
      { ...jathagamBooking(), birth_place: '🏠' },
      'birth_place',
      "Use only letters, digits, spaces and . , ' - ( ) / in a place, with no emoji or symbols.",
    ],
    [
      'no service',
      { ...jathagamBooking(), services: '' },
      'services',
      'Please select at least one service.',
    ],
    [
      'an unknown service',
      { ...jathagamBooking(), services: '99' },
      'services',
      'Choose a valid service.',
    ],
    [
      'exact time chosen, none given',
      { ...jathagamBooking(), birth_time: '' },
      'birth_time',
      'Please enter the exact birth time.',
    ],
    [
      'exact time chosen, not a time',
      { ...jathagamBooking(), birth_time: '25:00' },
      'birth_time',
      'Please enter the exact birth time.',
    ],
    [
      'period chosen, none given',
      { ...jathagamBooking(), birth_time_type: 'period', birth_time: '' },
      'birth_time',
      'Please select a time period.',
    ],
    [
      'period chosen, not a period',
      { ...jathagamBooking(), birth_time_type: 'period', birth_time: 'noon' },
      'birth_time',
      'Please select a time period.',
    ],
    [
      'marriage without bridegroom name',
      { ...marriageBooking(), bridegroom_name: '' },
      'bridegroom_name',
      "Please enter the bridegroom's name.",
    ],
    [
      'marriage without bridegroom date of birth',
      { ...marriageBooking(), bridegroom_date_of_birth: '' },
      'bridegroom_date_of_birth',
      "Please enter the bridegroom's valid date of birth.",
    ],
    [
      'marriage, bridegroom born in the future',
      { ...marriageBooking(), bridegroom_date_of_birth: '2999-01-01' },
      'bridegroom_date_of_birth',
      "The bridegroom's date of birth cannot be in the future.",
    ],
    [
      'marriage, bridegroom birth time not a time',
      { ...marriageBooking(), bridegroom_birth_time: '25:00' },
      'bridegroom_birth_time',
      "Please enter the bridegroom's exact birth time.",
    ],
    [
      'marriage without bridegroom birth place',
      { ...marriageBooking(), bridegroom_birth_place: '' },
      'bridegroom_birth_place',
      "Please enter the bridegroom's place of birth.",
    ],
    [
      'terms not agreed',
      { ...jathagamBooking(), terms_agreed: 'false' },
      'terms_agreed',
      'Please agree to the Terms and Conditions.',
    ],
    [
      'an unknown country',
      { ...jathagamBooking(), country_id: '999' },
      'country_id',
      'Choose a valid country.',
    ],
  ];

  it.each(cases)('refuses %s, and stores nothing', async (_case, fields, field, message) => {
    const before = await rowCounts();
    await expectRefused(await book(fields), 400, field, message);
    expect(await rowCounts()).toEqual(before);
  });

  it('shows every problem at once, in Tamil when asked', async () => {
    const response = await book({ services: '2', birth_time_type: 'period' }, [], {
      'accept-language': 'ta',
    });
    const body = await expectRefused(
      response,
      400,
      'bridegroom_birth_place',
      'மணமகனின் பிறந்த இடத்தை உள்ளிடுங்கள்.',
    );
    expect(body.fields).toMatchObject({
      name: 'உங்கள் பெயரை உள்ளிடுங்கள்.',
      birth_time: 'நேரப் பகுதியைத் தேர்ந்தெடுங்கள்.',
      bridegroom_name: 'மணமகனின் பெயரை உள்ளிடுங்கள்.',
      bridegroom_date_of_birth: 'மணமகனின் சரியான பிறந்த தேதியை உள்ளிடுங்கள்.',
      terms_agreed: 'விதிமுறைகள் மற்றும் நிபந்தனைகளை ஏற்றுக்கொள்ளுங்கள்.',
    });
    expect(body.fields).not.toHaveProperty('gender');
    // The bridegroom's current location may be left out, like the customer's own (decision 0078).
    expect(body.fields).not.toHaveProperty('bridegroom_current_location');
  });

  it('takes JSON too, and prices in the chosen country from its pricing', async () => {
    const pricing = pricingReplySchema.parse(
      (
        await testApp.inject({
          method: 'POST',
          url: '/api/countries/pricing',
          payload: { country_id: 3, service_codes: ['jathagam', 'prasanam'] },
        })
      ).json(),
    );
    const expected = (
      Number(pricing.pricing.jathagam!.total_price) + Number(pricing.pricing.prasanam!.total_price)
    ).toFixed(2);
    const response = await testApp.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: auth(),
      payload: {
        ...jathagamBooking(),
        services: [1, 3],
        country_id: 3,
        terms_agreed: true,
        total_cost: '0.01',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { appointment } = appointmentReplySchema.parse(response.json());
    expect(appointment).toMatchObject({
      country: { code: 'US' },
      total_cost: expected,
      service_ids: [1, 3],
    });
    expect(appointment.pdf_service_requests.map((request) => request.service_type)).toEqual([
      'jathagam',
    ]);
  });

  it('needs a signed-in customer', async () => {
    const body = await multipartBody(jathagamBooking());
    const response = await testApp.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(401);
    expect((await testApp.inject({ method: 'GET', url: '/api/appointments' })).statusCode).toBe(
      401,
    );
  });

  it('books Prasanam alone with no birth time, but asks for one with Jathagam', async () => {
    const { birth_time: _time, birth_time_type: _type, ...untimed } = jathagamBooking();
    const alone = await book({ ...untimed, services: '3' });
    expect(alone.statusCode, alone.body).toBe(201);
    expect(appointmentReplySchema.parse(alone.json()).appointment).toMatchObject({
      birth_time: null,
      birth_time_type: null,
      date_of_birth: '1994-03-12',
      birth_place: 'Madurai',
    });
    const before = await rowCounts();
    await expectRefused(
      await book({ ...untimed, services: ['1', '3'] }, [], { 'accept-language': 'ta' }),
      400,
      'birth_time',
      'சரியான பிறந்த நேரத்தை உள்ளிடுங்கள்.',
    );
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a place no list knows for a chart, in the language asked, and stores nothing', async () => {
    const before = await rowCounts();
    await expectRefused(
      await book({ ...jathagamBooking(), birth_place: 'Xyzzyville' }),
      400,
      'birth_place',
      'Choose the place from the list as you type, or give its latitude and longitude.',
    );
    const groom = await expectRefused(
      await book({ ...marriageBooking(), bridegroom_birth_place: 'ஏதோ ஊர்' }, [], {
        'accept-language': 'ta',
      }),
      400,
      'bridegroom_birth_place',
      'தட்டச்சு செய்யும்போது வரும் பட்டியலிலிருந்து இடத்தைத் தேர்ந்தெடுங்கள், அல்லது அதன் அட்சரேகை, தீர்க்கரேகையைத் தாருங்கள்.',
    );
    expect(groom.fields).not.toHaveProperty('birth_place');
    expect(await rowCounts()).toEqual(before);
  });

  it('takes a place not in the list by its coordinates, and Prasanam alone by its name', async () => {
    const pointed = await book({
      ...jathagamBooking(),
      birth_place: 'Xyzzyville',
      birth_latitude: '9.75',
      birth_longitude: '78.02',
    });
    expect(pointed.statusCode, pointed.body).toBe(201);
    expect(appointmentReplySchema.parse(pointed.json()).appointment).toMatchObject({
      birth_place: 'Xyzzyville',
      birth_latitude: 9.75,
    });
    // Cast at the office from the question's moment: the place is the customer's word.
    const question = await book({ ...jathagamBooking(), birth_place: 'Xyzzyville', services: '3' });
    expect(question.statusCode, question.body).toBe(201);
  });

  it('accepts today as a date of birth (in India)', async () => {
    // A baby's details come with the parent's declaration (decision 0100).
    const baby = {
      ...jathagamBooking(),
      date_of_birth: todayInIndia(),
      guardian_declaration: 'true',
    };
    expect((await book(baby)).statusCode).toBe(201);
  });
});

describe('horoscope files', () => {
  it('refuses a sixth file, and keeps nothing of the request', async () => {
    const before = await rowCounts();
    const six = [1, 2, 3, 4, 5, 6].map((index) => sampleFiles.png(`chart-${index}.png`));
    await expectRefused(
      await book(jathagamBooking(), six),
      400,
      'files',
      'Maximum 5 files allowed.',
    );
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses an 11 MB file, and keeps nothing of the request', async () => {
    const before = await rowCounts();
    const response = await book(jathagamBooking(), [
      sampleFiles.jpg(),
      sampleFiles.pdf('big.pdf', 11 * 1024 * 1024),
    ]);
    await expectRefused(response, 413, 'files', 'File size should not exceed 10MB.');
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses an executable renamed .png, in Tamil when asked, and keeps nothing', async () => {
    const before = await rowCounts();
    const response = await book(jathagamBooking(), [sampleFiles.jpg(), sampleFiles.exeAsPng()], {
      'accept-language': 'ta',
    });
    const body = await expectRefused(
      response,
      415,
      'files',
      'தவறான கோப்பு வகை. JPG, PNG, PDF கோப்புகள் மட்டுமே அனுமதிக்கப்படும்.',
    );
    expect(body.error).toBe('தவறான கோப்பு வகை. JPG, PNG, PDF கோப்புகள் மட்டுமே அனுமதிக்கப்படும்.');
    expect(await rowCounts()).toEqual(before);
  });

  it('takes five files of exactly 10 MB at most', async () => {
    const five = [
      sampleFiles.jpg('a.jpg', 10 * 1024 * 1024),
      sampleFiles.png(),
      sampleFiles.pdf(),
      sampleFiles.jpg('d.jpg'),
      sampleFiles.png('e.png'),
    ];
    const response = await book(jathagamBooking(), five);
    expect(response.statusCode, response.body).toBe(201);
    expect(appointmentReplySchema.parse(response.json()).appointment.files[0]!.size_bytes).toBe(
      10 * 1024 * 1024,
    );
  });

  it('leaves nothing behind when the database fails halfway through', async () => {
    const db = testApp.database.db;
    await db.execute(
      sql`create function refuse_report() returns trigger language plpgsql
        as $$ begin raise exception 'disk full'; end $$`,
    );
    await db.execute(
      sql`create trigger refuse_report before insert on pdf_requests
        for each row execute function refuse_report()`,
    );
    try {
      const before = await rowCounts();
      const response = await book(jathagamBooking(), [sampleFiles.jpg()]);
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('disk full');
      expect(await rowCounts()).toEqual(before);
    } finally {
      await db.execute(sql`drop trigger refuse_report on pdf_requests`);
      await db.execute(sql`drop function refuse_report()`);
    }
  });
});

describe("another customer's appointments", () => {
  it('are not found: the appointment, its files, and the list', async () => {
    const { appointment } = appointmentReplySchema.parse(
      (await book(marriageBooking(), [sampleFiles.png()])).json(),
    );
    const asOther = (url: string) =>
      testApp.inject({ method: 'GET', url, headers: auth(otherToken) });
    const one = await asOther(`/api/appointments/${appointment.id}`);
    expect(one.statusCode).toBe(404);
    expect(errorReplySchema.parse(one.json()).error).toBe('Appointment not found.');
    expect((await asOther(appointment.files[0]!.url)).statusCode).toBe(404);
    expect(
      appointmentsReplySchema.parse((await asOther('/api/appointments')).json()).appointments,
    ).toEqual([]);
    expect(
      (await testApp.inject({ method: 'GET', url: appointment.files[0]!.url, headers: auth() }))
        .statusCode,
    ).toBe(200);
  });
});
