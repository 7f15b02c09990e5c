import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import {
  adminAppointmentReplySchema,
  appointmentChartsReplySchema,
  appointmentsReplySchema,
  auditLogReplySchema,
  deskBookingReplySchema,
  errorReplySchema,
  paymentInitiationReplySchema,
  paymentResultReplySchema,
  testCheckoutReplySchema,
} from '@portal/contracts';
import {
  createAdmin,
  createAstrologerUser,
  createCustomer,
  createDesk,
} from '../../../test/customers';
import { signIn } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { nextWeekday, officeAsOneCalendar } from '../../../test/times';

/**
 * The desk at work (decisions 0062, 0063): the desk books for a caller by their number (a new
 * number becomes a customer who sees the booking on signing in), sends a pay link paid through the
 * test gateway, and corrects birth details (the star is recast, the log keeps before and after).
 */
let testApp: TestApp;
let desk: string;
let admin: string;
let astrologer: string;

beforeAll(async () => {
  testApp = await createTestApp();
  await officeAsOneCalendar(testApp);
  desk = await createDesk(testApp, '+919842000001');
  admin = await createAdmin(testApp, '+919842000002');
  astrologer = await createAstrologerUser(testApp, '+919842000003', 1);
});
afterAll(() => testApp.close());

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const caller = {
  name: 'Murugan',
  gender: 'male',
  date_of_birth: '1980-04-14',
  birth_time: '06:15',
  birth_place: 'Madurai',
  services: [1],
  terms_agreed: true,
};
const bookFor = (payload: object, token = desk, language = 'english') =>
  testApp.inject({
    method: 'POST',
    url: '/api/admin/appointments',
    headers: { ...as(token), 'accept-language': language === 'tamil' ? 'ta' : 'en' },
    payload,
  });
async function rowsOf<T>(query: SQL): Promise<T[]> {
  const result: unknown = await testApp.database.db.execute(query);
  return (result as { rows: T[] }).rows;
}
const messagesOf = (appointmentId: number) =>
  rowsOf<{ kind: string; channel: string; language: string; recipient: string }>(
    sql`select kind, channel, language, recipient from messages
      where appointment_id = ${appointmentId} and audience = 'customer' order by id`,
  );
const entriesOf = async (appointmentId: number) =>
  auditLogReplySchema.parse(
    (
      await testApp.inject({
        method: 'GET',
        url: `/api/admin/audit-log?entity_type=appointment&entity_id=${appointmentId}`,
        headers: as(admin),
      })
    ).json(),
  ).entries;

describe('book for a caller', () => {
  it('books for a new number, whose customer sees it on signing in', async () => {
    const reply = await bookFor({
      ...caller,
      mobile_number: '98420 55501',
      language: 'tamil',
      payment: 'cash',
      consultation_mode: 'in_person',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const booked = deskBookingReplySchema.parse(reply.json());
    expect(booked).toMatchObject({ new_customer: true, time_refused: null });
    expect(booked.appointment).toMatchObject({
      name: 'Murugan',
      status: 'pending',
      payment_status: 'pending',
      consultation_mode: 'in_person',
      payment: { method: 'cash', status: 'pending' },
      customer: { mobile_number: '+919842055501' },
    });
    // Told by their channels, in Tamil, through the outbox.
    const told = await messagesOf(booked.appointment.id);
    expect(
      told
        .filter((message) => message.kind === 'booking_created')
        .map((message) => [message.channel, message.language, message.recipient])
        .sort(),
    ).toEqual([
      ['sms', 'tamil', '+919842055501'],
      ['whatsapp', 'tamil', '+919842055501'],
    ]);
    // The customer signs in with their own code and finds it in My Appointments.
    const customer = await signIn(testApp, '9842055501');
    const mine = appointmentsReplySchema.parse(
      (
        await testApp.inject({ method: 'GET', url: '/api/appointments', headers: as(customer) })
      ).json(),
    ).appointments;
    expect(mine.map((appointment) => appointment.appointment_number)).toEqual([
      booked.appointment.appointment_number,
    ]);
    expect(mine[0]).toMatchObject({ can_choose_time: true, payment: { method: 'cash' } });
    // Audited with the desk person as actor.
    const [entry] = await entriesOf(booked.appointment.id);
    expect(entry).toMatchObject({
      action: 'appointment.desk_book',
      actor: { mobile_number: '+919842000001', role: 'desk' },
    });
  });

  it('books a known number with a time at the office, by the team calendar', async () => {
    await createCustomer(testApp, '+919842055502');
    const day = nextWeekday(2);
    const reply = await bookFor({
      ...caller,
      mobile_number: '+919842055502',
      language: 'tamil',
      payment: 'cash',
      consultation_mode: 'in_person',
      date: day,
      slot_id: 600,
      astrologer_id: 1,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const booked = deskBookingReplySchema.parse(reply.json());
    expect(booked).toMatchObject({ new_customer: false, time_refused: null });
    expect(booked.appointment).toMatchObject({
      status: 'scheduled',
      payment_status: 'pending',
      astrologer: { id: 1 },
    });
    expect(booked.appointment.scheduled_datetime).toBe(
      new Date(`${day}T10:00:00+05:30`).toISOString(),
    );
    expect(
      (await messagesOf(booked.appointment.id)).map(
        (message) => `${message.kind}:${message.language}`,
      ),
    ).toContain('slot_booked:english');
    expect((await entriesOf(booked.appointment.id)).map((entry) => entry.action).sort()).toEqual([
      'appointment.desk_book',
      'appointment.schedule',
    ]);

    // The same time again is taken: the booking stands without one, and the desk is told why.
    const again = deskBookingReplySchema.parse(
      (
        await bookFor({
          ...caller,
          mobile_number: '+919842055502',
          payment: 'cash',
          consultation_mode: 'in_person',
          date: day,
          slot_id: 600,
          astrologer_id: 1,
        })
      ).json(),
    );
    expect(again.time_refused?.code).toBe('SLOT_TAKEN');
    expect(again.appointment.scheduled_datetime).toBeNull();
  });

  it("answers in the desk's language, whatever language the caller hears in", async () => {
    const day = nextWeekday(3);
    const booking = (mobile_number: string, language: 'english' | 'tamil') => ({
      ...caller,
      mobile_number,
      language,
      payment: 'cash',
      consultation_mode: 'in_person',
      date: day,
      slot_id: 660,
      astrologer_id: 1,
    });
    // An English screen books for a caller who hears in Tamil: the reply reads in English.
    const english = deskBookingReplySchema.parse(
      (await bookFor(booking('+919842055521', 'tamil'))).json(),
    );
    expect(english.appointment.astrologer?.name).toBe('Chief Astrologer');
    expect(english.appointment.services).toEqual(['Jathagam Reading']);
    // The same time again, from a Tamil screen for a caller who hears in English: refused in Tamil.
    const tamil = deskBookingReplySchema.parse(
      (await bookFor(booking('+919842055522', 'english'), desk, 'tamil')).json(),
    );
    expect(tamil.appointment.services).toEqual(['ஜாதகம் பார்த்தல்']);
    expect(tamil.time_refused?.code).toBe('SLOT_TAKEN');
    expect(tamil.time_refused?.error).toMatch(/[\u0B80-\u0BFF]/);
    expect(tamil.time_refused?.error).not.toMatch(/[A-Za-z]{3}/);
  });

  it('books once for a form sent twice with its Idempotency-Key', async () => {
    const payload = {
      ...caller,
      mobile_number: '+919842055509',
      language: 'english',
      payment: 'cash',
      consultation_mode: 'in_person',
    };
    const send = () =>
      testApp.inject({
        method: 'POST',
        url: '/api/admin/appointments',
        headers: { ...as(desk), 'idempotency-key': 'desk-form-1' },
        payload,
      });
    const [first, second] = await Promise.all([send(), send()]);
    expect([first.statusCode, second.statusCode], second.body).toEqual([201, 201]);
    const idOf = (reply: typeof first) => deskBookingReplySchema.parse(reply.json()).appointment.id;
    expect(idOf(second)).toBe(idOf(first));
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(idOf(again)).toBe(idOf(first));
    const [made] = await rowsOf<{ count: number }>(
      sql`select count(*)::int as count from appointments a join users u on u.id = a.user_id
        where u.mobile_number = '+919842055509'`,
    );
    expect(made!.count).toBe(1);
    // Another form under the same key is refused, not booked.
    const other = await testApp.inject({
      method: 'POST',
      url: '/api/admin/appointments',
      headers: { ...as(desk), 'idempotency-key': 'desk-form-1' },
      payload: { ...payload, name: 'Someone else' },
    });
    expect(other.statusCode).toBe(422);
  });

  it('refuses a bad booking or number, a time before payment, and an astrologer', async () => {
    const noTerms = await bookFor({
      ...caller,
      terms_agreed: false,
      mobile_number: '9842055503',
      payment: 'cash',
    });
    expect(noTerms.statusCode).toBe(400);
    expect(errorReplySchema.parse(noTerms.json()).fields).toHaveProperty('terms_agreed');
    const badNumber = await bookFor({ ...caller, mobile_number: '12345', payment: 'cash' });
    expect(errorReplySchema.parse(badNumber.json()).code).toBe('PHONE_INVALID');
    const byPhone = await bookFor({
      ...caller,
      mobile_number: '9842055503',
      payment: 'link',
      consultation_mode: 'phone',
      date: nextWeekday(3),
      slot_id: 600,
    });
    expect(errorReplySchema.parse(byPhone.json()).code).toBe('NOT_PAID');
    expect(
      (await bookFor({ ...caller, mobile_number: '9842055503', payment: 'cash' }, astrologer))
        .statusCode,
    ).toBe(403);
    // Nothing was made for the refused ones.
    const made = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from users where mobile_number = '+919842055503'`,
    );
    expect(made[0]!.n).toBe(0);
  });
});

describe('the pay link', () => {
  it('sends the customer a link to their own checkout, paid through the test gateway', async () => {
    const booked = deskBookingReplySchema.parse(
      (
        await bookFor({
          ...caller,
          mobile_number: '9842055504',
          payment: 'link',
          consultation_mode: 'phone',
        })
      ).json(),
    );
    expect(booked.appointment.payment).toBeNull();
    const sent = await testApp.inject({
      method: 'POST',
      url: `/api/admin/appointments/${booked.appointment.id}/payment-link`,
      headers: as(desk),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(
      (await messagesOf(booked.appointment.id))
        .filter((message) => message.kind === 'payment_link')
        .map((message) => message.channel)
        .sort(),
    ).toEqual(['sms', 'whatsapp']);

    // Another signed-in person cannot pay it; the customer, signed in with their number, can.
    const stranger = await signIn(testApp, '9842055505');
    expect(
      (
        await testApp.inject({
          method: 'POST',
          url: `/api/payments/appointments/${booked.appointment.id}/initiate`,
          headers: as(stranger),
        })
      ).statusCode,
    ).toBe(404);
    const customer = await signIn(testApp, '9842055504');
    const order = paymentInitiationReplySchema.parse(
      (
        await testApp.inject({
          method: 'POST',
          url: `/api/payments/appointments/${booked.appointment.id}/initiate`,
          headers: as(customer),
        })
      ).json(),
    );
    expect(order).toMatchObject({
      amount: booked.appointment.total_cost,
      prefill: { contact: '+919842055504' },
    });
    const paid = testCheckoutReplySchema.parse(
      (
        await testApp.inject({
          method: 'POST',
          url: '/api/payments/test-gateway/checkout',
          headers: as(customer),
          payload: { razorpay_order_id: order.razorpay_order_id, outcome: 'pay' },
        })
      ).json(),
    );
    const verified = await testApp.inject({
      method: 'POST',
      url: '/api/payments/verify',
      headers: as(customer),
      payload: {
        razorpay_order_id: order.razorpay_order_id,
        razorpay_payment_id: paid.razorpay_payment_id,
        razorpay_signature: paid.razorpay_signature,
        appointment_id: booked.appointment.id,
      },
    });
    expect(paymentResultReplySchema.parse(verified.json()).appointment).toMatchObject({
      status: 'paid',
      payment_status: 'paid',
      can_choose_time: true,
    });

    // Paid: no more links.
    const late = await testApp.inject({
      method: 'POST',
      url: `/api/admin/appointments/${booked.appointment.id}/payment-link`,
      headers: as(desk),
    });
    expect(errorReplySchema.parse(late.json()).code).toBe('ALREADY_PAID');
    expect((await entriesOf(booked.appointment.id)).map((entry) => entry.action)).toContain(
      'appointment.payment_link',
    );
  });
});

describe('correct a record', () => {
  const correct = (id: number, payload: object, token = desk) =>
    testApp.inject({
      method: 'PUT',
      url: `/api/admin/appointments/${id}/birth-details`,
      headers: as(token),
      payload,
    });
  const chart = async (id: number) =>
    appointmentChartsReplySchema.parse(
      (
        await testApp.inject({
          method: 'GET',
          url: `/api/admin/appointments/${id}/chart`,
          headers: as(desk),
        })
      ).json(),
    );

  it('changes the birth time with a reason, recasting the star at once', async () => {
    const booked = deskBookingReplySchema.parse(
      (await bookFor({ ...caller, mobile_number: '9842055506', payment: 'cash' })).json(),
    );
    const starBefore = booked.appointment.astrology!.nakshatra;
    const body = {
      name: 'Murugan',
      gender: 'male',
      date_of_birth: '1980-04-15',
      birth_time: '18:15',
      birth_place: 'Madurai',
    };
    const noReason = await correct(booked.appointment.id, body);
    expect(noReason.statusCode).toBe(400);
    expect(errorReplySchema.parse(noReason.json()).fields).toMatchObject({
      reason: 'This field is required.',
    });
    expect(
      (await correct(booked.appointment.id, { ...body, reason: 'x' }, astrologer)).statusCode,
    ).toBe(403);

    const reply = await correct(booked.appointment.id, {
      ...body,
      reason: 'The caller read the wrong day from the certificate',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const corrected = adminAppointmentReplySchema.parse(reply.json()).appointment;
    expect(corrected).toMatchObject({ date_of_birth: '1980-04-15', birth_time: '18:15' });
    expect(corrected.astrology!.nakshatra).not.toBe(starBefore);
    expect((await chart(booked.appointment.id)).person.chart!.moon.nakshatra).toBe(
      corrected.astrology!.nakshatra,
    );

    const [entry] = await entriesOf(booked.appointment.id);
    expect(entry!.action).toBe('appointment.birth_details');
    const changes = Object.fromEntries(
      entry!.changes.map((change) => [change.field, [change.before, change.after]]),
    );
    expect(changes).toMatchObject({
      date_of_birth: ['1980-04-14', '1980-04-15'],
      birth_time: ['06:15', '18:15'],
      reason: [null, 'The caller read the wrong day from the certificate'],
    });
    expect(changes.star![0]).not.toBe(changes.star![1]);
    // The same details again change nothing and log nothing.
    expect((await correct(booked.appointment.id, { ...body, reason: 'again' })).statusCode).toBe(
      200,
    );
    expect(
      (await entriesOf(booked.appointment.id)).filter(
        (one) => one.action === 'appointment.birth_details',
      ),
    ).toHaveLength(1);
  });

  it('records a birth’s own UTC offset and casts the chart with it', async () => {
    const booked = deskBookingReplySchema.parse(
      (await bookFor({ ...caller, mobile_number: '9842055508', payment: 'cash' })).json(),
    );
    const body = {
      name: 'Murugan',
      gender: 'male',
      date_of_birth: '1920-05-10',
      birth_time: '10:00',
      birth_place: 'Kolkata',
      reason: 'Born in Calcutta time',
    };
    const zoned = await correct(booked.appointment.id, body);
    expect(zoned.statusCode, zoned.body).toBe(200);
    const zoneChart = (await chart(booked.appointment.id)).person.chart!;
    expect(zoneChart.birth).toMatchObject({
      utc: '1920-05-10T04:30:00.000Z',
      utc_offset: '+05:30',
      utc_offset_from: 'zone',
    });

    const bad = await testApp.inject({
      method: 'PUT',
      url: `/api/admin/appointments/${booked.appointment.id}/birth-details`,
      headers: { ...as(desk), 'accept-language': 'ta' },
      payload: { ...body, birth_utc_offset: '+5:53' },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorReplySchema.parse(bad.json()).fields?.birth_utc_offset).toContain('+05:53:20');

    const given = await correct(booked.appointment.id, { ...body, birth_utc_offset: '+05:53:20' });
    expect(given.statusCode, given.body).toBe(200);
    expect(adminAppointmentReplySchema.parse(given.json()).appointment.birth_utc_offset).toBe(
      '+05:53:20',
    );
    const cast = (await chart(booked.appointment.id)).person.chart!;
    // 10:00 Calcutta time is 04:06:40 UTC, 23 minutes 20 seconds before 10:00 IST: the lagna moves
    // back by about that much sky.
    expect(cast.birth).toMatchObject({
      utc: '1920-05-10T04:06:40.000Z',
      utc_offset: '+05:53:20',
      utc_offset_from: 'given',
    });
    const moved = (zoneChart.lagna!.longitude - cast.lagna!.longitude + 360) % 360;
    expect(moved).toBeGreaterThan(4);
    expect(moved).toBeLessThan(8);
  });

  it("corrects the bridegroom's details of a Marriage Porutham, and the porutham is recast", async () => {
    const marriage = {
      name: 'Lakshmi',
      date_of_birth: '1994-03-12',
      birth_time: '05:40',
      birth_place: 'Madurai',
      services: [2],
      terms_agreed: true,
      bridegroom_name: 'Karthik',
      other_person_agreed: true,
      bridegroom_date_of_birth: '1990-07-01',
      bridegroom_birth_time: '09:00',
      bridegroom_birth_place: 'Trichy',
      bridegroom_current_location: 'Chennai',
    };
    const booked = deskBookingReplySchema.parse(
      (await bookFor({ ...marriage, mobile_number: '9842055507', payment: 'cash' })).json(),
    );
    const before = await chart(booked.appointment.id);
    const { services: _services, terms_agreed: _terms, ...details } = marriage;
    const missing = await correct(booked.appointment.id, {
      ...details,
      bridegroom_name: '',
      reason: 'typo',
    });
    expect(errorReplySchema.parse(missing.json()).fields).toHaveProperty('bridegroom_name');
    const reply = await correct(booked.appointment.id, {
      ...details,
      bridegroom_date_of_birth: '1990-07-05',
      reason: 'Wrong date given',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const after = await chart(booked.appointment.id);
    expect(after.bridegroom!.chart!.moon.nakshatra).not.toBe(
      before.bridegroom!.chart!.moon.nakshatra,
    );
    expect(after.porutham).not.toEqual(before.porutham);
  });
});
