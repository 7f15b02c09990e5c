import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  adminAppointmentReplySchema,
  appointmentReplySchema,
  auditLogReplySchema,
  errorReplySchema,
} from '@portal/contracts';
import { bookAppointment, createAdmin, createCustomer, markPaid } from '../../../test/customers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { holdAt } from '../../../test/times';

let testApp: TestApp;
let admin: string;
let customer: string;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createAdmin(testApp, '+919840700001');
  customer = await createCustomer(testApp, '+919840700002');
});
afterAll(() => testApp.close());

const act = (id: number, action: string) =>
  testApp.inject({
    method: 'POST',
    url: `/api/admin/appointments/${id}/${action}`,
    headers: { authorization: `Bearer ${admin}`, 'accept-language': 'ta' },
    ...(action === 'cancel' ? { payload: {} } : {}),
  });
const detail = async (id: number) =>
  adminAppointmentReplySchema.parse(
    (
      await testApp.inject({
        method: 'GET',
        url: `/api/admin/appointments/${id}`,
        headers: { authorization: `Bearer ${admin}` },
      })
    ).json(),
  ).appointment;
async function paidAt(hoursFromNow: number) {
  const id = await bookAppointment(testApp, customer);
  await markPaid(testApp, [id]);
  await holdAt(testApp, id, hoursFromNow);
  return id;
}

it('cannot mark a consultation completed or absent before its start (409), in the office’s language', async () => {
  const id = await paidAt(2);
  expect(await detail(id)).toMatchObject({ can_complete: false, can_undo_outcome: false });
  for (const action of ['complete', 'no-show']) {
    const refused = await act(id, action);
    expect(refused.statusCode).toBe(409);
    const problem = errorReplySchema.parse(refused.json());
    expect(problem.code).toBe('NOT_STARTED');
    expect(problem.error).toContain('தொடங்கவில்லை');
  }
  expect((await detail(id)).status).toBe('scheduled');
});

it('completes or marks absent after the start, undone the same day', async () => {
  const done = await paidAt(-0.5);
  expect((await detail(done)).can_complete).toBe(true);
  expect(
    adminAppointmentReplySchema.parse((await act(done, 'complete')).json()).appointment,
  ).toMatchObject({ status: 'completed', can_undo_outcome: true });
  expect(
    adminAppointmentReplySchema.parse((await act(done, 'undo-outcome')).json()).appointment,
  ).toMatchObject({ status: 'scheduled', outcome_at: null });

  // An hour and a quarter ago: clear of the half-hour one above even when a minute turns between
  // the two (holdAt cuts to the minute).
  const absent = await paidAt(-1.25);
  const marked = adminAppointmentReplySchema.parse(
    (await act(absent, 'no-show')).json(),
  ).appointment;
  expect(marked).toMatchObject({
    status: 'no_show',
    payment_status: 'paid',
    refunds: [],
    can_office_cancel: false,
  });
  const customerView = appointmentReplySchema.parse(
    (
      await testApp.inject({
        method: 'GET',
        url: `/api/appointments/${absent}`,
        headers: { authorization: `Bearer ${customer}` },
      })
    ).json(),
  ).appointment;
  expect(customerView).toMatchObject({
    status: 'no_show',
    can_cancel: false,
    cancellation_refund: null,
  });
  expect((await act(absent, 'cancel')).statusCode).toBe(409);

  // Recorded yesterday (India time): too late to undo.
  await testApp.database.db.execute(
    sql`update appointments set outcome_at = now() - interval '1 day' where id = ${absent}`,
  );
  const late = await act(absent, 'undo-outcome');
  expect(late.statusCode).toBe(409);
  expect(errorReplySchema.parse(late.json()).code).toBe('UNDO_NOT_ALLOWED');
  expect((await act(await paidAt(3), 'undo-outcome')).statusCode).toBe(409);

  const log = await testApp.inject({
    method: 'GET',
    url: `/api/admin/audit-log?entity_type=appointment&entity_id=${done}`,
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(auditLogReplySchema.parse(log.json()).entries.map((entry) => entry.action)).toEqual([
    'appointment.undo_outcome',
    'appointment.complete',
  ]);
});
