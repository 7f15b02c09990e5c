import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  adminAppointmentReplySchema,
  adminAppointmentsReplySchema,
  auditActorsReplySchema,
  auditLogReplySchema,
  errorReplySchema,
  profileReplySchema,
} from '@portal/contracts';
import { officeAccess } from '@portal/contracts/office-access';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  bookAppointment,
  createAdmin,
  createAstrologerUser,
  createCustomer,
  createDesk,
  markPaid,
  samplePdf,
} from '../../test/customers';
import { multipartBody, sampleFiles } from '../../test/multipart';
import { tomorrow } from '../../test/times';
import { astrologers } from '../../db/schema';
import { indiaMoment } from '../../lib/india-time';

// The office roles (decision 0058): what desk and an astrologer may do in the office, from the
// access table (contracts office-access.ts) and the astrologer's scope in the repository.

let testApp: TestApp;
let admin: string;
let desk: string;
let astrologer: string;
let customer: string;
/**
 * Two consultations tomorrow: the first astrologer's, and the second's (whose sign-in `astrologer`
 * is).
 */
let chiefs: number;
let own: number;
/** A consultation of the second astrologer that has already begun (its outcome can be recorded). */
let ownStarted: number;
const day = tomorrow();
/** The team's newest astrologer: the one signed in as `astrologer`. */
let second: number;

/**
 * Gives an appointment a time with an astrologer straight in the database (the slot engine has its
 * own tests).
 */
async function scheduleWith(id: number, astrologerId: number, start: Date) {
  const end = new Date(start.getTime() + 30 * 60_000);
  await testApp.database.db.execute(
    sql`update appointments set status = 'scheduled', scheduled_at = ${start.toISOString()},
      ends_at = ${end.toISOString()}, held_until = ${end.toISOString()},
      astrologer_id = ${astrologerId}
      where id = ${id}`,
  );
}

beforeAll(async () => {
  testApp = await createTestApp();
  const [added] = await testApp.database.db
    .insert(astrologers)
    .values({ nameEnglish: 'Lakshmi Narayanan', nameTamil: 'லட்சுமி நாராயணன்' })
    .returning({ id: astrologers.id });
  second = added!.id;
  admin = await createAdmin(testApp, '+919840300001');
  desk = await createDesk(testApp, '+919840300002');
  astrologer = await createAstrologerUser(testApp, '+919840300003', second);
  customer = await createCustomer(testApp, '+919840300004');
  chiefs = await bookAppointment(testApp, customer);
  own = await bookAppointment(testApp, customer);
  ownStarted = await bookAppointment(testApp, customer);
  await markPaid(testApp, [chiefs, own, ownStarted]);
  await scheduleWith(chiefs, 1, indiaMoment(day, 10 * 60));
  await scheduleWith(own, second, indiaMoment(day, 10 * 60));
  await scheduleWith(
    ownStarted,
    second,
    new Date(Math.floor(Date.now() / 60_000) * 60_000 - 3_600_000),
  );
});
afterAll(() => testApp.close());

const call = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  testApp.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'ta' },
    ...(payload ? { payload } : {}),
  });

/** 403 in the envelope, in the caller's language. */
function expectForbidden(response: Awaited<ReturnType<typeof call>>, what: string) {
  expect(response.statusCode, what).toBe(403);
  const body = errorReplySchema.parse(response.json());
  expect(body.code, what).toBe('FORBIDDEN');
  expect(body.error, what).toBe(
    'இதற்கு உங்களுக்கு அனுமதி இல்லை: இது அனுமதி உள்ள அலுவலகப் பொறுப்புகளுக்கு மட்டுமே.',
  );
}

it("names every office route in the access table (a route left out would be the admin's alone)", () => {
  const officeRoutes = testApp.app.registeredRoutes
    .filter((route) => route.url.startsWith('/api/admin/') && route.method !== 'HEAD')
    .map((route) => `${route.method} ${route.url}`);
  expect(officeRoutes.length).toBeGreaterThanOrEqual(40);
  expect(officeRoutes.filter((route) => !(route in officeAccess))).toEqual([]);
});

it('says in the API document which roles may make each office call', async () => {
  type Operation = { description?: string; 'x-office-roles'?: string[] };
  const document = (await testApp.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  expect(document.paths['/api/admin/catalog']?.get?.['x-office-roles']).toEqual(['admin']);
  expect(document.paths['/api/admin/messages']?.get?.['x-office-roles']).toEqual(['admin', 'desk']);
  const list = document.paths['/api/admin/appointments']?.get;
  expect(list?.['x-office-roles']).toEqual(['admin', 'desk', 'astrologer']);
  expect(list?.description).toContain(
    'Office roles: admin, desk, astrologer (their own consultations only); any other is 403 FORBIDDEN.',
  );
  expect(document.paths['/api/services']?.get?.['x-office-roles']).toBeUndefined();
});

it('tells the web which role a person holds', async () => {
  for (const [token, role] of [
    [admin, 'admin'],
    [desk, 'desk'],
    [astrologer, 'astrologer'],
    [customer, 'customer'],
  ] as const) {
    expect(
      profileReplySchema.parse((await call(token, 'GET', '/api/user/profile')).json()).user.role,
    ).toBe(role);
  }
});

describe('an astrologer', () => {
  it('gets their own consultations only, by day and in every list', async () => {
    const ofDay = adminAppointmentsReplySchema.parse(
      (await call(astrologer, 'GET', `/api/admin/appointments?date=${day}`)).json(),
    );
    expect(ofDay.appointments.map((row) => row.id)).toEqual([own]);
    expect(ofDay.total).toBe(1);
    const everything = adminAppointmentsReplySchema.parse(
      (await call(astrologer, 'GET', '/api/admin/appointments')).json(),
    );
    expect(everything.appointments.map((row) => row.id).sort()).toEqual([own, ownStarted].sort());
    // The office sees both of the day's.
    const office = adminAppointmentsReplySchema.parse(
      (await call(desk, 'GET', `/api/admin/appointments?date=${day}`)).json(),
    );
    expect(office.appointments.map((row) => row.id).sort()).toEqual([chiefs, own].sort());
  });

  it("is told a colleague's consultation is not theirs, in their language, not that it is missing", async () => {
    const colleagues = await call(astrologer, 'GET', `/api/admin/appointments/${chiefs}`);
    expect(colleagues.statusCode).toBe(403);
    expect(errorReplySchema.parse(colleagues.json())).toMatchObject({
      code: 'NOT_YOUR_CONSULTATION',
      error: 'இந்த ஆலோசனை வேறொரு ஜோதிடருடையது. உங்கள் சொந்த ஆலோசனைகளை மட்டுமே நீங்கள் திறக்க முடியும்.',
    });
    const inEnglish = await testApp.inject({
      method: 'GET',
      url: `/api/admin/appointments/${chiefs}`,
      headers: { authorization: `Bearer ${astrologer}` },
    });
    expect(errorReplySchema.parse(inEnglish.json()).error).toBe(
      "This consultation is another astrologer's. You can open only your own consultations.",
    );
    // A number that is no consultation at all is still not found.
    const none = await call(astrologer, 'GET', '/api/admin/appointments/999999');
    expect(none.statusCode).toBe(404);
    expect(errorReplySchema.parse(none.json()).code).toBe('APPOINTMENT_NOT_FOUND');
  });

  it("opens their own consultation with its chart, files and report, not another's", async () => {
    expect(
      adminAppointmentReplySchema.parse(
        (await call(astrologer, 'GET', `/api/admin/appointments/${own}`)).json(),
      ).appointment.id,
    ).toBe(own);
    expect((await call(astrologer, 'GET', `/api/admin/appointments/${own}/chart`)).statusCode).toBe(
      200,
    );
    // The chart and the printed Jathagam read the consultation as its page does: a colleague's (403).
    for (const url of [
      `/api/admin/appointments/${chiefs}/chart`,
      `/api/admin/appointments/${chiefs}/jathagam.pdf`,
    ]) {
      const response = await call(astrologer, 'GET', url);
      expect(response.statusCode, url).toBe(403);
      expect(errorReplySchema.parse(response.json()).code, url).toBe('NOT_YOUR_CONSULTATION');
    }
    for (const url of [`/api/admin/appointments/${chiefs}/files/1`]) {
      const response = await call(astrologer, 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(errorReplySchema.parse(response.json()).code, url).toMatch(/NOT_FOUND$/);
    }
    const report = async (id: number) => {
      const requestId = adminAppointmentReplySchema.parse(
        (await call(admin, 'GET', `/api/admin/appointments/${id}`)).json(),
      ).appointment.pdf_service_requests[0]!.id;
      const { payload, headers } = await multipartBody(
        {},
        [{ name: 'report.pdf', content: samplePdf() }],
        'report',
      );
      return {
        requestId,
        upload: () =>
          testApp.inject({
            method: 'POST',
            url: `/api/admin/pdf-requests/${requestId}/report`,
            headers: { ...headers, authorization: `Bearer ${astrologer}` },
            payload,
          }),
      };
    };
    const mine = await report(own);
    expect((await mine.upload()).statusCode).toBe(200);
    expect(
      (await call(astrologer, 'GET', `/api/admin/pdf-requests/${mine.requestId}/report`))
        .statusCode,
    ).toBe(200);
    const theirs = await report(chiefs);
    expect((await theirs.upload()).statusCode).toBe(404);
    expect(
      (await call(astrologer, 'GET', `/api/admin/pdf-requests/${theirs.requestId}/report`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(astrologer, 'POST', `/api/admin/pdf-requests/${theirs.requestId}/deliver`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(astrologer, 'POST', `/api/admin/pdf-requests/${mine.requestId}/deliver`))
        .statusCode,
    ).toBe(200);
  });

  it("records the outcome of their own consultation, and cannot touch another's", async () => {
    const completed = await call(
      astrologer,
      'POST',
      `/api/admin/appointments/${ownStarted}/complete`,
    );
    expect(completed.statusCode).toBe(200);
    expect(adminAppointmentReplySchema.parse(completed.json()).appointment.status).toBe(
      'completed',
    );
    expect(
      (await call(astrologer, 'POST', `/api/admin/appointments/${ownStarted}/undo-outcome`))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(astrologer, 'POST', `/api/admin/appointments/${chiefs}/no-show`)).statusCode,
    ).toBe(404);
  });

  it('is refused (403) the office calls beyond their own consultations', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/admin/catalog'],
      ['PUT', '/api/admin/countries/1/pricing', { pricing: [] }],
      ['PUT', '/api/admin/services/1', {}],
      ['GET', '/api/admin/content'],
      ['POST', `/api/admin/appointments/${own}/mark-paid`],
      ['POST', `/api/admin/appointments/${own}/schedule`, { date: day, slot_id: 600 }],
      ['POST', `/api/admin/appointments/${own}/cancel`, {}],
      ['GET', '/api/admin/messages'],
      ['GET', '/api/admin/schedule'],
      ['POST', '/api/admin/blocked-days', { day }],
      ['GET', '/api/admin/staff'],
      ['GET', '/api/admin/audit-log'],
      ['PUT', '/api/admin/astrology-settings', { node: 'true' }],
    ] as const) {
      expectForbidden(await call(astrologer, method, url, payload), `${method} ${url}`);
    }
  });
});

describe('the desk', () => {
  it('is refused content, prices, settings, staff and the activity log (403)', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/admin/content'],
      ['PUT', '/api/admin/pages/terms/english', { title: 'Terms', content: 'x' }],
      ['PUT', '/api/admin/settings/ui', {}],
      ['POST', '/api/admin/testimonials', {}],
      ['GET', '/api/admin/catalog'],
      ['PUT', '/api/admin/countries/1/pricing', { pricing: [] }],
      ['PUT', '/api/admin/sign-in-settings', { countries: null }],
      ['PUT', '/api/admin/schedule', {}],
      ['GET', '/api/admin/staff'],
      ['PUT', '/api/admin/staff', { mobile_number: '9840300099', role: 'desk' }],
      ['GET', '/api/admin/audit-log'],
    ] as const) {
      expectForbidden(await call(desk, method, url, payload), `${method} ${url}`);
    }
  });

  it('runs the day: every consultation, cash, a time, closed days, messages and receipts', async () => {
    expect(
      adminAppointmentReplySchema.parse(
        (await call(desk, 'GET', `/api/admin/appointments/${chiefs}`)).json(),
      ).appointment.id,
    ).toBe(chiefs);
    const unpaid = await bookAppointment(testApp, customer);
    const paid = await call(desk, 'POST', `/api/admin/appointments/${unpaid}/mark-paid`);
    expect(paid.statusCode).toBe(200);
    expect(adminAppointmentReplySchema.parse(paid.json()).appointment.payment_status).toBe('paid');
    expect((await call(desk, 'GET', '/api/admin/messages')).statusCode).toBe(200);
    expect((await call(desk, 'GET', '/api/admin/schedule')).statusCode).toBe(200);
    expect((await call(desk, 'GET', `/api/admin/slots?date=${day}`)).statusCode).toBe(200);
    expect((await call(desk, 'GET', '/api/admin/status')).statusCode).toBe(200);
    expect((await call(desk, 'GET', `/api/admin/appointments/${chiefs}/chart`)).statusCode).toBe(
      200,
    );
  });
});

it('puts what each role did in the activity log with their name and role', async () => {
  await testApp.database.db.execute(
    sql`update users set name = 'Lakshmi' where mobile_number = '+919840300003'`,
  );
  const log = auditLogReplySchema.parse(
    (await call(admin, 'GET', '/api/admin/audit-log?group=appointments')).json(),
  );
  const completed = log.entries.find((entry) => entry.action === 'appointment.complete');
  expect(completed?.actor).toMatchObject({
    name: 'Lakshmi',
    mobile_number: '+919840300003',
    role: 'astrologer',
  });
  const cash = log.entries.find((entry) => entry.action === 'appointment.mark_cash_paid');
  expect(cash?.actor).toMatchObject({ mobile_number: '+919840300002', role: 'desk' });
  const { actors } = auditActorsReplySchema.parse(
    (await call(admin, 'GET', '/api/admin/audit-log/actors')).json(),
  );
  expect(actors).toContainEqual({
    id: completed!.actor!.id,
    name: 'Lakshmi',
    mobile_number: '+919840300003',
    role: 'astrologer',
  });
});

it("files of a consultation: an astrologer reads their own customer's upload only", async () => {
  const { payload, headers } = await multipartBody(
    {
      name: 'Meena',
      gender: 'female',
      date_of_birth: '1990-04-14',
      birth_time: '06:10',
      birth_place: 'Madurai',
      'services[]': '1',
      terms_agreed: 'true',
    },
    [sampleFiles.pdf('chart.pdf', 3000)],
  );
  const booked = await testApp.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: { ...headers, authorization: `Bearer ${customer}` },
    payload,
  });
  const id = booked.json<{ appointment: { id: number } }>().appointment.id;
  await markPaid(testApp, [id]);
  const fileId = adminAppointmentReplySchema.parse(
    (await call(admin, 'GET', `/api/admin/appointments/${id}`)).json(),
  ).appointment.files[0]!.id;
  await scheduleWith(id, 1, indiaMoment(day, 11 * 60));
  expect(
    (await call(astrologer, 'GET', `/api/admin/appointments/${id}/files/${fileId}`)).statusCode,
  ).toBe(404);
  await scheduleWith(id, second, indiaMoment(day, 11 * 60));
  expect(
    (await call(astrologer, 'GET', `/api/admin/appointments/${id}/files/${fileId}`)).statusCode,
  ).toBe(200);
});
