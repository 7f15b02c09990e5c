import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { erasureReplySchema, errorReplySchema } from '@portal/contracts';
import { bookAppointment, createAdmin, createCustomer, createDesk } from '../../../test/customers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rowsOf } from '../../../test/privacy-customer';
import { holdAt } from '../../../test/times';

let testApp: TestApp;
let admin: string;
let desk: string;
let customer: string;
let customerId: number;
let appointmentId: number;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createAdmin(testApp, '+919840079301');
  desk = await createDesk(testApp, '+919840079302');
  customer = await createCustomer(testApp, '+919840079303');
  appointmentId = await bookAppointment(testApp, customer);
  // Paid in cash at the desk.
  for (const [url, token] of [
    [`/api/payments/appointments/${appointmentId}/cash`, customer],
    [`/api/admin/appointments/${appointmentId}/mark-paid`, admin],
  ] as const)
    await testApp.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` } });
  await holdAt(testApp, appointmentId, 30);
  customerId = (
    await testApp.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${customer}` },
    })
  ).json<{ user: { id: number } }>().user.id;
});
afterAll(() => testApp.close());

const erase = (id: number, confirm: string, token = admin, language = 'en') =>
  testApp.inject({
    method: 'POST',
    url: `/api/admin/customers/${id}/erase`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    payload: { confirm_mobile_number: confirm },
  });
const erasedAt = async () =>
  (
    await rowsOf<{ erased_at: string | null }>(
      testApp,
      sql`select erased_at from users where id = ${customerId}`,
    )
  )[0]!.erased_at;

describe("the office's erasure of a customer", () => {
  it('is the admin’s alone', async () => {
    expect((await erase(customerId, '9840079303', desk)).statusCode).toBe(403);
    expect((await erase(customerId, '9840079303', customer)).statusCode).toBe(403);
    expect(await erasedAt()).toBeNull();
  });

  it('refuses another number than the customer’s, in Tamil too, and erases nothing', async () => {
    const refused = await erase(customerId, '9840079399', admin, 'ta');
    expect(refused.statusCode).toBe(400);
    expect(errorReplySchema.parse(refused.json()).fields?.confirm_mobile_number).toBe(
      'உறுதிசெய்ய, வாடிக்கையாளரின் கைபேசி எண்ணைக் காட்டியுள்ளபடியே உள்ளிடுங்கள்.',
    );
    expect(await erasedAt()).toBeNull();
    expect((await erase(999_999, '9840079303')).statusCode).toBe(404);
  });

  it('erases with the number typed as shown, owes the cash back in full, signs the customer out', async () => {
    const done = await erase(customerId, '+91 98400 79303');
    expect(done.statusCode, done.body).toBe(200);
    const reply = erasureReplySchema.parse(done.json());
    expect(reply.cancelled).toEqual([
      expect.objectContaining({
        refund: { amount: '590.00', method: 'cash', status: 'pending' },
      }),
    ]);
    expect(await erasedAt()).not.toBeNull();
    const signedOut = await testApp.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${customer}` },
    });
    expect(signedOut.statusCode).toBe(401);
    const entry = await rowsOf<{ actor_user_id: number; reason: string }>(
      testApp,
      sql`select actor_user_id, after->>'reason' as reason from audit_log
          where action = 'customer.erased' and entity_id = ${String(customerId)}`,
    );
    expect(entry).toEqual([{ actor_user_id: expect.any(Number) as number, reason: 'office' }]);
  });

  it('shows the customer erased in the office: their label, no number, no people', async () => {
    const list = await testApp.inject({
      method: 'GET',
      url: '/api/admin/customers',
      headers: { authorization: `Bearer ${admin}` },
    });
    const row = list
      .json<{
        customers: { id: number; erased: boolean; mobile_number: string; booked_for: string[] }[];
      }>()
      .customers.find((one) => one.id === customerId)!;
    expect(row).toMatchObject({ erased: true, mobile_number: '', booked_for: [] });
    const detail = await testApp.inject({
      method: 'GET',
      url: `/api/admin/appointments/${appointmentId}`,
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'ta' },
    });
    expect(
      detail.json<{ appointment: { name: string; customer: object } }>().appointment,
    ).toMatchObject({
      name: `அழிக்கப்பட்ட வாடிக்கையாளர் ${customerId}`,
      customer: { mobile_number: '', erased: true },
    });
  });

  it('takes no new note, birth details or chart notes on an erased customer', async () => {
    for (const [method, url, payload] of [
      ['POST', `/api/admin/customers/${customerId}/notes`, { body: 'Called again today' }],
      ['PUT', `/api/admin/appointments/${appointmentId}/chart-notes`, { text: 'Saturn strong' }],
    ] as const) {
      const refused = await testApp.inject({
        method,
        url,
        headers: { authorization: `Bearer ${admin}` },
        payload,
      });
      expect(refused.statusCode, url).toBe(409);
      expect(errorReplySchema.parse(refused.json()).code).toBe('CUSTOMER_ERASED');
    }
  });

  it('leaves a customer erased already as they are', async () => {
    const again = await erase(customerId, 'anything');
    expect(again.statusCode).toBe(200);
    expect(erasureReplySchema.parse(again.json()).cancelled).toEqual([]);
  });
});
