import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  addDays,
  adminAppointmentReplySchema,
  adminAppointmentsReplySchema,
  appointmentReplySchema,
  auditLogReplySchema,
  errorReplySchema,
  todayInIndia,
} from '@portal/contracts';
import { officeAsOneCalendar } from '../../../test/times';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  bookAppointment,
  createAdmin,
  createCustomer,
  markPaid,
  samplePdf,
} from '../../../test/customers';
import { multipartBody, sampleFiles } from '../../../test/multipart';
import { indiaMoment, isoWeekday } from '../../../lib/india-time';

let testApp: TestApp;
let admin: string;
let customer: string;
let otherCustomer: string;
const tomorrow = addDays(todayInIndia(new Date()), 1);
/** The day itself, or the Monday after when it is a Sunday (closed). */
const workday = (day: string) => (isoWeekday(day) === 7 ? addDays(day, 1) : day);

beforeAll(async () => {
  testApp = await createTestApp();
  await officeAsOneCalendar(testApp);
  admin = await createAdmin(testApp, '+919840200001');
  customer = await createCustomer(testApp, '+919840200002');
  otherCustomer = await createCustomer(testApp, '+919840200003');
});
afterAll(() => testApp.close());

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  testApp.inject({
    method,
    url,
    headers: { authorization: `Bearer ${admin}` },
    ...(payload ? { payload } : {}),
  });
const detail = async (id: number) =>
  adminAppointmentReplySchema.parse((await asAdmin('GET', `/api/admin/appointments/${id}`)).json())
    .appointment;
const list = async (query: string) =>
  adminAppointmentsReplySchema.parse(
    (await asAdmin('GET', `/api/admin/appointments?${query}`)).json(),
  );

/** Schedules straight in the database, at a moment of a day in India time. */
async function scheduleAt(id: number, date: string, minute: number) {
  await testApp.database.db.execute(
    sql`update appointments
      set status = 'scheduled',
          scheduled_at = ${indiaMoment(date, minute).toISOString()},
          ends_at = ${indiaMoment(date, minute + 30).toISOString()},
          held_until = ${indiaMoment(date, minute + 30).toISOString()},
          astrologer_id = 1
      where id = ${id}`,
  );
}

describe('the list', () => {
  let early: number;
  let late: number;
  beforeAll(async () => {
    late = await bookAppointment(testApp, customer);
    early = await bookAppointment(testApp, otherCustomer);
    await markPaid(testApp, [early, late]);
    await scheduleAt(late, tomorrow, 15 * 60);
    await scheduleAt(early, tomorrow, 9 * 60 + 30);
  });

  it("gives a day's consultations in time order", async () => {
    const day = await list(`date=${tomorrow}`);
    expect(day.appointments.map((row) => row.id)).toEqual([early, late]);
    expect(day.appointments[0]).toMatchObject({
      mobile_number: '+919840200003',
      status: 'scheduled',
      payment_status: 'paid',
      services: ['Jathagam Reading'],
    });
    expect((await list(`date=${addDays(tomorrow, 1)}`)).appointments).toEqual([]);
  });

  it('searches by number, name and phone, filters by status and payment, and pages', async () => {
    const { appointment_number: number } = await detail(late);
    expect((await list(`q=${number}`)).appointments.map((row) => row.id)).toEqual([late]);
    expect((await list('q=9840200003')).appointments.map((row) => row.id)).toEqual([early]);
    expect((await list('q=ravi')).total).toBeGreaterThanOrEqual(2);
    expect((await list('q=100%25')).appointments).toEqual([]);
    expect(
      (await list('status=scheduled')).appointments.every((row) => row.status === 'scheduled'),
    ).toBe(true);
    expect(
      (await list('payment_status=pending')).appointments.every(
        (row) => row.payment_status === 'pending',
      ),
    ).toBe(true);
    const first = await list('page_size=1&page=1');
    const second = await list('page_size=1&page=2');
    expect(first.appointments[0]!.id).not.toBe(second.appointments[0]!.id);
    expect(first.total).toBe(second.total);
  });

  it('refuses an impossible date in the asked language', async () => {
    const response = await testApp.inject({
      method: 'GET',
      url: '/api/admin/appointments?date=2026-02-30',
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'ta' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorReplySchema.parse(response.json()).fields?.date).toBe(
      'சரியான தேதியைத் தேர்ந்தெடுங்கள்.',
    );
  });
});

it('shows one appointment with the customer, the files (readable by the office) and the payment history', async () => {
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
  const { id } = appointmentReplySchema.parse(booked.json()).appointment;
  await testApp.inject({
    method: 'POST',
    url: `/api/payments/appointments/${id}/cash`,
    headers: { authorization: `Bearer ${customer}` },
  });
  const appointment = await detail(id);
  expect(appointment.customer.mobile_number).toBe('+919840200002');
  expect(appointment.birth_place).toBe('Madurai');
  expect(appointment.payments).toMatchObject([
    { method: 'cash', status: 'pending', amount: appointment.total_cost },
  ]);
  expect(appointment.cancellation_refund).toEqual({ amount: '0.00', fee: '0.00' });
  const file = await asAdmin('GET', appointment.files[0]!.url);
  expect(file.statusCode).toBe(200);
  expect(file.rawPayload.length).toBe(3000);
  expect((await asAdmin('GET', '/api/admin/appointments/999999')).statusCode).toBe(404);
});

describe('cash, completion and the audit log', () => {
  let id: number;
  beforeAll(async () => {
    id = await bookAppointment(testApp, customer);
    await testApp.inject({
      method: 'POST',
      url: `/api/payments/appointments/${id}/cash`,
      headers: { authorization: `Bearer ${customer}` },
    });
  });

  it('cannot complete an unpaid consultation', async () => {
    const response = await asAdmin('POST', `/api/admin/appointments/${id}/complete`);
    expect(response.statusCode).toBe(409);
    expect(errorReplySchema.parse(response.json()).code).toBe('NOT_COMPLETABLE');
  });

  it('marks the cash paid once: the customer sees it paid', async () => {
    const paid = adminAppointmentReplySchema.parse(
      (await asAdmin('POST', `/api/admin/appointments/${id}/mark-paid`)).json(),
    ).appointment;
    expect(paid).toMatchObject({ status: 'paid', payment_status: 'paid' });
    expect(paid.payments).toMatchObject([{ method: 'cash', status: 'paid' }]);
    const again = await asAdmin('POST', `/api/admin/appointments/${id}/mark-paid`);
    expect(again.statusCode).toBe(409);
    expect(errorReplySchema.parse(again.json()).code).toBe('ALREADY_PAID');
    const seen = await testApp.inject({
      method: 'GET',
      url: `/api/appointments/${id}`,
      headers: { authorization: `Bearer ${customer}` },
    });
    expect(appointmentReplySchema.parse(seen.json()).appointment.payment).toMatchObject({
      method: 'cash',
      status: 'paid',
    });
  });

  it('completes a consultation once its time has come, audited', async () => {
    expect((await detail(id)).status).toBe('paid');
    // The consultation began an hour ago (given its time directly: the office schedules from today on).
    await testApp.database.db.execute(
      sql`update appointments
        set status = 'scheduled',
            scheduled_at = now() - interval '1 hour',
            ends_at = now() - interval '30 minutes',
            held_until = now() - interval '30 minutes',
            astrologer_id = 1
        where id = ${id}`,
    );
    expect(
      adminAppointmentReplySchema.parse(
        (await asAdmin('POST', `/api/admin/appointments/${id}/complete`)).json(),
      ).appointment.status,
    ).toBe('completed');
    expect((await asAdmin('POST', `/api/admin/appointments/${id}/complete`)).statusCode).toBe(200);
    const log = auditLogReplySchema.parse(
      (await asAdmin('GET', `/api/admin/audit-log?entity_type=appointment&entity_id=${id}`)).json(),
    );
    expect(log.entries.map((entry) => entry.action)).toEqual([
      'appointment.complete',
      'appointment.mark_cash_paid',
    ]);
    expect(log.entries[0]).toMatchObject({
      actor: { mobile_number: '+919840200001' },
      before: { status: 'scheduled' },
      after: { status: 'completed' },
    });
    expect(log.entries[1]).toMatchObject({
      before: { status: 'pending', payment_status: 'pending' },
      after: { payment_status: 'paid' },
    });
    const cancel = await asAdmin('POST', `/api/admin/appointments/${id}/cancel`, {});
    expect(errorReplySchema.parse(cancel.json()).code).toBe('NOT_CANCELLABLE');
  });
});

describe('scheduling for a customer', () => {
  it('schedules and reschedules; a held slot is 409, and of two at once exactly one wins', async () => {
    const [first, second, third] = [
      await bookAppointment(testApp, customer),
      await bookAppointment(testApp, customer),
      await bookAppointment(testApp, otherCustomer),
    ];
    await markPaid(testApp, [first, second, third]);
    const date = workday(addDays(tomorrow, 2));
    const scheduled = adminAppointmentReplySchema.parse(
      (
        await asAdmin('POST', `/api/admin/appointments/${first}/schedule`, { slot_id: 600, date })
      ).json(),
    ).appointment;
    expect(scheduled.scheduled_datetime).toBe(indiaMoment(date, 600).toISOString());
    const moved = adminAppointmentReplySchema.parse(
      (
        await asAdmin('POST', `/api/admin/appointments/${first}/schedule`, { slot_id: 630, date })
      ).json(),
    ).appointment;
    expect(moved).toMatchObject({
      status: 'scheduled',
      scheduled_datetime: indiaMoment(date, 630).toISOString(),
    });

    const taken = await asAdmin('POST', `/api/admin/appointments/${second}/schedule`, {
      slot_id: 630,
      date,
    });
    expect(taken.statusCode).toBe(409);
    expect(errorReplySchema.parse(taken.json()).code).toBe('SLOT_TAKEN');

    const race = await Promise.all(
      [second, third].map((id) =>
        asAdmin('POST', `/api/admin/appointments/${id}/schedule`, { slot_id: 660, date }),
      ),
    );
    expect(race.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses an unpaid appointment, a time that would cross midnight and a past day', async () => {
    const unpaid = await bookAppointment(testApp, customer);
    const open = workday(tomorrow);
    expect(
      errorReplySchema.parse(
        (
          await asAdmin('POST', `/api/admin/appointments/${unpaid}/schedule`, {
            slot_id: 600,
            date: open,
          })
        ).json(),
      ).code,
    ).toBe('NOT_PAID');
    expect(
      errorReplySchema.parse(
        (
          await asAdmin('POST', `/api/admin/appointments/${unpaid}/schedule`, {
            slot_id: 1430,
            date: open,
          })
        ).json(),
      ).code,
    ).toBe('SLOT_UNAVAILABLE');
    expect(
      errorReplySchema.parse(
        (
          await asAdmin('POST', `/api/admin/appointments/${unpaid}/schedule`, {
            slot_id: 600,
            date: '2020-01-06',
          })
        ).json(),
      ).code,
    ).toBe('DATE_NOT_BOOKABLE');
  });
});

describe('reports', () => {
  let requestId: number;
  let id: number;
  beforeAll(async () => {
    id = await bookAppointment(testApp, customer);
    requestId = (await detail(id)).pdf_service_requests[0]!.id;
  });
  const upload = async (file: { name: string; content: Uint8Array }) => {
    const { payload, headers } = await multipartBody({}, [file], 'report');
    return testApp.inject({
      method: 'POST',
      url: `/api/admin/pdf-requests/${requestId}/report`,
      headers: { ...headers, authorization: `Bearer ${admin}`, 'accept-language': 'ta' },
      payload,
    });
  };
  const download = (token: string) =>
    testApp.inject({
      method: 'GET',
      url: `/api/pdf-requests/${requestId}/download`,
      headers: { authorization: `Bearer ${token}` },
    });

  it('takes a PDF by its content only, 10 MB at most', async () => {
    const notPdf = await upload(sampleFiles.jpg('report.pdf'));
    expect(notPdf.statusCode).toBe(415);
    expect(errorReplySchema.parse(notPdf.json()).error).toBe('அறிக்கை PDF கோப்பாக இருக்க வேண்டும்.');
    expect((await upload(sampleFiles.pdf('big.pdf', 10 * 1024 * 1024 + 1))).statusCode).toBe(413);
    expect((await detail(id)).pdf_service_requests[0]!.status).toBe('pending');
  });

  const deliver = () => asAdmin('POST', `/api/admin/pdf-requests/${requestId}/deliver`);
  const openAsOffice = () =>
    testApp.inject({
      method: 'GET',
      url: `/api/admin/pdf-requests/${requestId}/report`,
      headers: { authorization: `Bearer ${admin}` },
    });

  it("keeps the customer's upload until a report is delivered", async () => {
    expect((await openAsOffice()).statusCode).toBe(404);
    const notYet = await deliver();
    expect(notYet.statusCode).toBe(409);
    expect(errorReplySchema.parse(notYet.json()).error).toBe(
      'Upload the report before giving it to the customer.',
    );

    const draft = samplePdf('A first draft');
    const uploaded = adminAppointmentReplySchema.parse(
      (await upload({ name: 'draft.pdf', content: draft })).json(),
    ).appointment;
    expect(uploaded.pdf_service_requests[0]).toMatchObject({
      status: 'pending',
      report_uploaded: true,
      report_url: `/api/admin/pdf-requests/${requestId}/report`,
      delivered_at: null,
    });
    await markPaid(testApp, [id]);
    expect(errorReplySchema.parse((await download(customer)).json()).code).toBe('REPORT_NOT_READY');
    const opened = await openAsOffice();
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.rawPayload.equals(draft)).toBe(true);

    const pdf = samplePdf('Jathagam reading for Ravi');
    expect((await upload({ name: 'reading.pdf', content: pdf })).statusCode).toBe(200);
    expect((await openAsOffice()).rawPayload.equals(pdf)).toBe(true);
    expect(errorReplySchema.parse((await download(customer)).json()).code).toBe('REPORT_NOT_READY');
  });

  it('delivers the report to its owner only, for good', async () => {
    const delivered = adminAppointmentReplySchema.parse((await deliver()).json()).appointment;
    expect(delivered.pdf_service_requests[0]).toMatchObject({
      status: 'completed',
      report_uploaded: true,
    });
    expect(delivered.pdf_service_requests[0]!.delivered_at).not.toBeNull();
    const downloaded = await download(customer);
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.rawPayload.equals(samplePdf('Jathagam reading for Ravi'))).toBe(true);
    expect((await download(otherCustomer)).statusCode).toBe(404);

    const late = await upload({ name: 'late.pdf', content: samplePdf('Too late') });
    expect(late.statusCode).toBe(409);
    expect(errorReplySchema.parse(late.json()).error).toBe(
      'இந்த அறிக்கை ஏற்கெனவே வாடிக்கையாளருக்கு வழங்கப்பட்டதால் இனி மாற்ற முடியாது.',
    );
    expect(errorReplySchema.parse((await deliver()).json()).code).toBe('REPORT_DELIVERED');
    expect(
      (await download(customer)).rawPayload.equals(samplePdf('Jathagam reading for Ravi')),
    ).toBe(true);
    expect(
      (
        await testApp.inject({
          method: 'GET',
          url: `/api/admin/pdf-requests/${requestId}/report`,
          headers: { authorization: `Bearer ${customer}` },
        })
      ).statusCode,
    ).toBe(403);

    const log = auditLogReplySchema.parse(
      (
        await asAdmin('GET', `/api/admin/audit-log?entity_type=pdf_request&entity_id=${requestId}`)
      ).json(),
    );
    expect(log.entries.map((entry) => entry.action)).toEqual([
      'report.deliver',
      'report.upload',
      'report.upload',
    ]);
    expect(log.entries[0]).toMatchObject({
      before: { status: 'pending' },
      after: { status: 'completed' },
    });
    expect(log.entries[2]).toMatchObject({
      before: { size_bytes: null },
      after: { size_bytes: samplePdf('A first draft').length },
    });
  });
});
