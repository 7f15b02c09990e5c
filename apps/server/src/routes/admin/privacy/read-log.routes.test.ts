import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  addDays,
  adminAppointmentReplySchema,
  appointmentReplySchema,
  readLogReplySchema,
  todayInIndia,
  type ReadLogEntry,
} from '@portal/contracts';
import { readLog } from '../../../db/schema';
import { purgeOldReads } from '../../../modules/privacy/read-log/purge-old-reads';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  createAdmin,
  createAstrologerUser,
  createCustomer,
  createDesk,
  samplePdf,
} from '../../../test/customers';
import { multipartBody, sampleFiles } from '../../../test/multipart';
import { holdAt } from '../../../test/times';

let testApp: TestApp;
let admin: string;
let adminId: number;
let desk: string;
let deskId: number;
let astrologer: string;
let customer: string;
let customerId: number;
let appointmentId: number;

const call = (token: string, url: string, method: 'GET' | 'POST' = 'GET') =>
  testApp.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
const idOf = async (mobile: string) =>
  (
    (await testApp.database.db.execute<{ id: number }>(
      sql`select id from users where mobile_number = ${mobile}`,
    )) as { rows: { id: number }[] }
  ).rows[0]!.id;
const reads = async (query = '') => {
  const response = await call(admin, `/api/admin/read-log${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return readLogReplySchema.parse(response.json());
};
const newest = async (query = '') => (await reads(query)).entries[0]!;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createAdmin(testApp, '+919840360001');
  desk = await createDesk(testApp, '+919840360002');
  astrologer = await createAstrologerUser(testApp, '+919840360003', 1);
  customer = await createCustomer(testApp, '+919871360004');
  [adminId, deskId, customerId] = (await Promise.all(
    ['+919840360001', '+919840360002', '+919871360004'].map(idOf),
  )) as [number, number, number];
  await testApp.database.db.execute(
    sql`update users set name = 'Desk Revathi' where id = ${deskId}`,
  );
  const { payload, headers } = await multipartBody(
    {
      name: 'Kavitha',
      gender: 'female',
      date_of_birth: '1990-04-14',
      birth_time: '06:10',
      birth_place: 'Madurai',
      'services[]': '1',
      terms_agreed: 'true',
    },
    [sampleFiles.pdf('horoscope.pdf', 3000)],
  );
  const booked = await testApp.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: { ...headers, authorization: `Bearer ${customer}` },
    payload,
  });
  appointmentId = appointmentReplySchema.parse(booked.json()).appointment.id;
});
afterAll(() => testApp.close());

describe('an office read of a customer', () => {
  it("records who read the customer's page, with their role, and whose it was", async () => {
    const before = Date.now();
    expect((await call(desk, `/api/admin/customers/${customerId}`)).statusCode).toBe(200);
    const entry = await newest();
    expect(entry).toMatchObject({
      what: 'customer',
      staff: { id: deskId, name: 'Desk Revathi', role: 'desk' },
      customer: { id: customerId, mobile_number: '+919871360004' },
      row_count: null,
    });
    expect(Date.parse(entry.created_at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('records an appointment, its chart, its printed Jathagam, an upload and a report', async () => {
    const detail = adminAppointmentReplySchema.parse(
      (await call(admin, `/api/admin/appointments/${appointmentId}`)).json(),
    ).appointment;
    const number = detail.appointment_number;
    expect(await newest()).toMatchObject({
      what: 'appointment',
      entity_id: String(appointmentId),
      appointment: { id: appointmentId, number },
      customer: { id: customerId },
    });

    expect((await call(admin, `/api/admin/appointments/${appointmentId}/chart`)).statusCode).toBe(
      200,
    );
    expect(await newest()).toMatchObject({ what: 'chart', appointment: { id: appointmentId } });
    const sheet = await call(admin, `/api/admin/appointments/${appointmentId}/jathagam.pdf`);
    expect(sheet.statusCode, sheet.body).toBe(200);
    expect(await newest()).toMatchObject({ what: 'chart', entity_id: String(appointmentId) });

    const file = detail.files[0]!;
    expect((await call(admin, file.url)).statusCode).toBe(200);
    expect(await newest()).toMatchObject({
      what: 'file',
      entity_id: String(file.id),
      appointment: { id: appointmentId, number },
    });

    const requestId = detail.pdf_service_requests[0]!.id;
    const { payload, headers } = await multipartBody(
      {},
      [{ name: 'report.pdf', content: samplePdf() }],
      'report',
    );
    const uploaded = await testApp.inject({
      method: 'POST',
      url: `/api/admin/pdf-requests/${requestId}/report`,
      headers: { ...headers, authorization: `Bearer ${admin}` },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect((await call(admin, `/api/admin/pdf-requests/${requestId}/report`)).statusCode).toBe(200);
    expect(await newest()).toMatchObject({
      what: 'report',
      entity_id: String(requestId),
      appointment: { id: appointmentId },
      staff: { id: adminId, role: 'admin' },
    });
  });

  it('records nothing for a read that found nothing or was refused', async () => {
    const { total } = await reads();
    expect((await call(admin, '/api/admin/customers/999999')).statusCode).toBe(404);
    // Not yet the astrologer's consultation: another astrologer's, refused as such.
    expect((await call(astrologer, `/api/admin/appointments/${appointmentId}`)).statusCode).toBe(
      403,
    );
    expect((await reads()).total).toBe(total);
  });

  it("records an astrologer's read of their own consultation", async () => {
    await holdAt(testApp, appointmentId, 48);
    expect((await call(astrologer, `/api/admin/appointments/${appointmentId}`)).statusCode).toBe(
      200,
    );
    expect((await newest()).staff.role).toBe('astrologer');
  });

  it('records a CSV export by its kind and rows, naming no customer', async () => {
    const from = addDays(todayInIndia(), -1);
    const to = addDays(todayInIndia(), 3);
    const response = await call(admin, `/api/admin/exports/appointments.csv?from=${from}&to=${to}`);
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.body.trim().split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    expect(await newest()).toMatchObject({
      what: 'export',
      entity_id: 'appointments',
      customer: null,
      row_count: lines.length - 1,
      staff: { id: adminId },
    });
  });

  it('refuses the read when it cannot be recorded, sending nothing of the customer', async () => {
    await testApp.database.db.execute(
      sql`alter table read_log add constraint read_log_refused check (false) not valid`,
    );
    try {
      const { total } = await reads();
      const refused = await call(desk, `/api/admin/customers/${customerId}`);
      expect(refused.statusCode).toBe(500);
      expect(refused.body).not.toContain('+919871360004');
      const from = addDays(todayInIndia(), -1);
      const file = await call(admin, `/api/admin/exports/appointments.csv?from=${from}&to=${from}`);
      expect(file.statusCode).toBe(500);
      expect(file.body).not.toContain('Appointment number');
      expect((await reads()).total).toBe(total);
    } finally {
      await testApp.database.db.execute(sql`alter table read_log drop constraint read_log_refused`);
    }
  });
});

describe("the admins' read log", () => {
  it('filters by customer and by staff member, newest first, and pages', async () => {
    const byCustomer = await reads(`?customer_id=${customerId}`);
    expect(byCustomer.customer).toMatchObject({ id: customerId, mobile_number: '+919871360004' });
    expect(byCustomer.entries.every((entry) => entry.customer?.id === customerId)).toBe(true);
    expect(byCustomer.entries.map((entry) => entry.what)).toContain('customer');
    const ids = byCustomer.entries.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const byDesk = await reads(`?staff_id=${deskId}`);
    expect(byDesk.entries.map((entry: ReadLogEntry) => entry.what)).toEqual(['customer']);
    expect(byDesk.customer).toBeNull();
    expect((await reads(`?staff_id=${deskId}&customer_id=${customerId}`)).total).toBe(1);

    const firstPage = await reads('?page_size=2');
    const secondPage = await reads('?page_size=2&page=2');
    expect(firstPage.entries).toHaveLength(2);
    expect(secondPage.entries[0]!.id).toBeLessThan(firstPage.entries[1]!.id);
    expect(firstPage.total).toBe(secondPage.total);
  });

  it('is for admins only', async () => {
    expect((await call(desk, '/api/admin/read-log')).statusCode).toBe(403);
    expect((await call(astrologer, '/api/admin/read-log')).statusCode).toBe(403);
    expect((await call(customer, '/api/admin/read-log')).statusCode).toBe(403);
  });

  it('keeps a year: older reads are purged, the rest stay', async () => {
    const now = new Date('2027-06-15T10:00:00Z');
    await testApp.database.db.insert(readLog).values([
      {
        staffUserId: adminId,
        staffRole: 'admin',
        customerUserId: customerId,
        what: 'customer',
        createdAt: new Date('2026-06-14T10:00:00Z'),
      },
      {
        staffUserId: adminId,
        staffRole: 'admin',
        customerUserId: customerId,
        what: 'appointment',
        entityId: 'kept',
        createdAt: new Date('2026-06-16T10:00:00Z'),
      },
    ]);
    const { total } = await reads();
    expect(await purgeOldReads(testApp.database.db, now)).toBe(1);
    const after = await reads('?page_size=100');
    expect(after.total).toBe(total - 1);
    expect(after.entries.some((entry) => entry.entity_id === 'kept')).toBe(true);
  });
});
