import { afterAll, beforeAll, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import {
  addDays,
  adminAppointmentReplySchema,
  auditActorsReplySchema,
  auditLogReplySchema,
  errorReplySchema,
  todayInIndia,
} from '@portal/contracts';
import { auditLog, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bookAppointment, createAdmin, createCustomer } from '../../test/customers';

let testApp: TestApp;
let admin: string;
let adminId: number;
let appointmentId: number;
const today = todayInIndia(new Date());
const closedDay = addDays(today, 9);

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  testApp.inject({
    method,
    url,
    headers: { authorization: `Bearer ${admin}` },
    ...(payload ? { payload } : {}),
  });
const log = async (query = '') => {
  const reply = await asAdmin('GET', `/api/admin/audit-log?${query}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return auditLogReplySchema.parse(reply.json());
};

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createAdmin(testApp, '+919840900001');
  const customer = await createCustomer(testApp, '+919840900002');
  await testApp.database.db.execute(
    sql`update users set name = 'Priya' where mobile_number = '+919840900001'`,
  );
  const [row] = await testApp.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mobileNumber, '+919840900001'));
  adminId = row!.id;
  appointmentId = await bookAppointment(testApp, customer);
  expect(
    (await asAdmin('POST', `/api/admin/appointments/${appointmentId}/mark-paid`)).statusCode,
  ).toBe(200);
  expect(
    (await asAdmin('POST', `/api/admin/appointments/${appointmentId}/cancel`, {})).statusCode,
  ).toBe(200);
  expect(
    (await asAdmin('POST', '/api/admin/blocked-days', { day: closedDay, reason: 'Deepavali' }))
      .statusCode,
  ).toBe(200);
  // What the system did by itself, just after midnight in India on 2 March 2030 (18:45 UTC the day
  // before).
  await testApp.database.db.execute(
    sql`insert into audit_log
      (actor_user_id, action, entity_type, entity_id, before, after, created_at)
      values (null, 'refund.automatic', 'appointment', ${String(appointmentId)},
        ${JSON.stringify({ payment_id: 1 })}::jsonb,
        ${JSON.stringify({ kind: 'duplicate_payment', method: 'online', amount_paise: 150050 })}::jsonb,
        '2030-03-01T18:45:00Z')`,
  );
});
afterAll(() => testApp.close());

it('shows an appointment entry by its number, in rupees, without ids', async () => {
  const appointment = adminAppointmentReplySchema.parse(
    (await asAdmin('GET', `/api/admin/appointments/${appointmentId}`)).json(),
  ).appointment;
  const { entries } = await log(`entity_type=appointment&entity_id=${appointmentId}`);
  const byAction = new Map(entries.map((entry) => [entry.action, entry]));
  const paid = byAction.get('appointment.mark_cash_paid');
  expect(paid).toMatchObject({
    appointment: { id: appointmentId, number: appointment.appointment_number },
    amount: appointment.total_cost,
    actor: { id: adminId, name: 'Priya' },
  });
  expect(paid?.changes).toEqual([
    { field: 'status', kind: 'text', before: 'pending', after: 'paid' },
    { field: 'payment_status', kind: 'text', before: 'pending', after: 'paid' },
  ]);
  const cancelled = byAction.get('appointment.cancel');
  expect(cancelled?.amount).toMatch(/^\d+\.\d{2}$/);
  expect(cancelled?.changes).toContainEqual({
    field: 'refund.amount',
    kind: 'money',
    before: null,
    after: cancelled?.amount,
  });
  expect(cancelled?.changes.map((change) => change.field)).not.toContain('refund.id');
  const automatic = byAction.get('refund.automatic');
  expect(automatic).toMatchObject({ actor: null, amount: '1500.50' });
  expect(automatic?.changes).toContainEqual({
    field: 'amount',
    kind: 'money',
    before: null,
    after: '1500.50',
  });
  // Kept as stored, for technical details.
  expect(typeof (paid?.after as { cash_payment_id?: unknown }).cash_payment_id).toBe('number');
});

it('lists for the who filter the people once given a role, apart from the pages', async () => {
  const [customer] = await testApp.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mobileNumber, '+919840900002'));
  const actors = async () =>
    auditActorsReplySchema.parse((await asAdmin('GET', '/api/admin/audit-log/actors')).json())
      .actors;
  expect(await actors()).toEqual([
    { id: adminId, name: 'Priya', mobile_number: '+919840900001', role: 'admin' },
  ]);
  // A customer's own change is theirs in the log, but they are not listed; a page carries no list
  // at all.
  await testApp.database.db.execute(
    sql`insert into audit_log (actor_user_id, action, entity_type, entity_id)
      values (${customer!.id}, 'appointment.customer_cancel', 'appointment', ${String(appointmentId)})`,
  );
  expect(await actors()).toHaveLength(1);
  expect(Object.keys((await asAdmin('GET', '/api/admin/audit-log?page=1')).json()).sort()).toEqual([
    'entries',
    'success',
    'total',
    'total_capped',
  ]);
  // Someone who was given a role and has it no more (staff.grant names them) is still listed, with
  // the role they hold now.
  await testApp.database.db.execute(
    sql`insert into audit_log (actor_user_id, action, entity_type, entity_id)
      values (${adminId}, 'staff.grant', 'user', ${String(customer!.id)})`,
  );
  expect((await actors()).map((actor) => [actor.mobile_number, actor.role])).toEqual([
    ['+919840900001', 'admin'],
    ['+919840900002', 'customer'],
  ]);
  await testApp.database.db.execute(
    sql`delete from audit_log where actor_user_id = ${customer!.id} or action = 'staff.grant'`,
  );
});

it('gives a deep page the same entries whichever end of the log it is read from', async () => {
  await testApp.database.db.execute(
    sql`insert into audit_log (actor_user_id, action, entity_type, entity_id, after)
      select null, 'page.update', 'content_page', 'about/' || g, '{}'::jsonb
      from generate_series(1, 2150) g`,
  );
  const ids = (
    await testApp.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.action, 'page.update'))
      .orderBy(desc(auditLog.id))
  ).map((row) => row.id);
  // Pages 1 and 21 to 22 of 100: near the start, deep in the first half (2,000 on), and the short
  // last page read from the end.
  for (const page of [1, 10, 21, 22]) {
    const { entries, total } = await log(`action=page.update&page=${page}&page_size=100`);
    expect(total).toBe(2150);
    expect(entries.map((entry) => entry.id)).toEqual(ids.slice((page - 1) * 100, page * 100));
  }
  expect((await log('action=page.update&page=23&page_size=100')).entries).toEqual([]);
  await testApp.database.db.execute(sql`delete from audit_log where action = 'page.update'`);
});

it('counts a long log up to 10,000, says there are more, and pages past it', async () => {
  await testApp.database.db.execute(
    sql`insert into audit_log (actor_user_id, action, entity_type, entity_id, after)
      select null, 'page.update', 'content_page', 'about/' || g, '{}'::jsonb
      from generate_series(1, 10120) g`,
  );
  const ids = (
    await testApp.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.action, 'page.update'))
      .orderBy(desc(auditLog.id))
  ).map((row) => row.id);
  for (const page of [1, 101, 102]) {
    const reply = await log(`action=page.update&page=${page}&page_size=100`);
    expect([reply.total, reply.total_capped]).toEqual([10_000, true]);
    expect(reply.entries.map((entry) => entry.id)).toEqual(ids.slice((page - 1) * 100, page * 100));
  }
  expect((await log('action=page.update&page=1&page_size=100&from=2030-01-01')).total_capped).toBe(
    false,
  );
  await testApp.database.db.execute(sql`delete from audit_log where action = 'page.update'`);
});

it('says what a schedule entry changed, with no appointment', async () => {
  const [closed] = (await log('action=blocked_day.add')).entries;
  expect(closed).toMatchObject({
    entity_id: closedDay,
    appointment: null,
    amount: null,
    changes: [
      { field: 'day', kind: 'date', before: null, after: closedDay },
      { field: 'reason', kind: 'text', before: null, after: 'Deepavali' },
    ],
  });
});

it('filters by who, what and when (India days)', async () => {
  const all = await log();
  expect(all.total).toBe(4);
  expect((await log(`actor=${adminId}`)).entries.map((entry) => entry.action)).toEqual([
    'blocked_day.add',
    'appointment.cancel',
    'appointment.mark_cash_paid',
  ]);
  expect((await log('actor=system')).entries.map((entry) => entry.action)).toEqual([
    'refund.automatic',
  ]);
  expect((await log('group=schedule')).total).toBe(1);
  expect((await log('group=money')).entries.map((entry) => entry.action)).toEqual([
    'refund.automatic',
    'appointment.mark_cash_paid',
  ]);
  expect((await log('group=money&action=appointment.mark_cash_paid')).total).toBe(1);
  expect((await log('group=schedule&action=appointment.cancel')).total).toBe(0);
  expect((await log(`from=${today}&to=${today}`)).total).toBe(3);
  expect((await log(`from=${addDays(today, 1)}&to=${addDays(today, 1)}`)).total).toBe(0);
  // 18:45 UTC on 1 March is 00:15 on 2 March in India.
  expect((await log('from=2030-03-02&to=2030-03-02')).entries.map((entry) => entry.action)).toEqual(
    ['refund.automatic'],
  );
  expect((await log('from=2030-02-01&to=2030-03-01')).total).toBe(0);
  expect((await log(`actor=system&from=2030-03-02&page=1&page_size=1`)).total).toBe(1);
});

it('refuses a bad filter with a 400 in the error envelope', async () => {
  for (const query of [
    'actor=someone',
    'actor=0',
    'action=appointment.delete',
    'group=everything',
    'from=2030-02-30',
    'from=2030-03-02&to=2030-03-01',
  ]) {
    const reply = await asAdmin('GET', `/api/admin/audit-log?${query}`);
    expect(reply.statusCode, query).toBe(400);
    expect(errorReplySchema.parse(reply.json()).code, query).toBe('VALIDATION_FAILED');
  }
  const backwards = errorReplySchema.parse(
    (await asAdmin('GET', '/api/admin/audit-log?from=2030-03-02&to=2030-03-01')).json(),
  );
  expect(backwards.fields).toEqual({ to: 'The end date cannot be before the start date.' });
});
