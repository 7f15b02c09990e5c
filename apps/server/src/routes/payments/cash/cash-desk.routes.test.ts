import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  adminAppointmentReplySchema,
  appointmentReplySchema,
  auditLogReplySchema,
  cashBookReplySchema,
  errorReplySchema,
  todayInIndia,
} from '@portal/contracts';
import {
  createAdmin,
  createAstrologerUser,
  createCustomer,
  createDesk,
} from '../../../test/customers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { holdAt } from '../../../test/times';

/**
 * Cash marked received is undone the same day (India time, decision 0069),
 * audited with the person and the amount, refused the next day in the caller's language; the cash
 * book lists the day's cash taken and handed back with its balance, and the cash refunds owed.
 */
let testApp: TestApp;
let customer: string;
let desk: string;
let admin: string;
beforeAll(async () => {
  testApp = await createTestApp();
  customer = await createCustomer(testApp, '+919842000001');
  desk = await createDesk(testApp, '+919842000002');
  admin = await createAdmin(testApp, '+919842000009');
  await testApp.database.db.execute(
    sql`update users set name = 'Priya' where mobile_number = '+919842000002'`,
  );
});
afterAll(() => testApp.close());

const as = (token: string, language = 'en') => ({
  authorization: `Bearer ${token}`,
  'accept-language': language,
});
const booking = {
  name: 'Ravi',
  gender: 'male',
  date_of_birth: '1985-11-02',
  birth_time: '14:30',
  birth_place: 'Coimbatore',
  services: [1],
  terms_agreed: true,
};

async function cashBooking(mode: 'in_person' | 'phone'): Promise<number> {
  const reply = await testApp.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: as(customer),
    payload: { ...booking, consultation_mode: mode },
  });
  expect(reply.statusCode, reply.body).toBe(201);
  const id = appointmentReplySchema.parse(reply.json()).appointment.id;
  expect(
    (
      await testApp.inject({
        method: 'POST',
        url: `/api/payments/appointments/${id}/cash`,
        headers: as(customer),
      })
    ).statusCode,
  ).toBe(200);
  return id;
}
const post = (id: number, action: 'mark-paid' | 'undo-cash', language = 'en', token = desk) =>
  testApp.inject({
    method: 'POST',
    url: `/api/admin/appointments/${id}/${action}`,
    headers: as(token, language),
  });
async function office(id: number, action: 'mark-paid' | 'undo-cash') {
  const reply = await post(id, action);
  expect(reply.statusCode, reply.body).toBe(200);
  return adminAppointmentReplySchema.parse(reply.json()).appointment;
}
const cashBook = async (query = '') => {
  const reply = await testApp.inject({
    method: 'GET',
    url: `/api/admin/cash${query}`,
    headers: as(desk),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return cashBookReplySchema.parse(reply.json());
};

describe('undoing cash marked received', () => {
  it('the same day: pending again with the cash choice standing, audited, taken later', async () => {
    const id = await cashBooking('phone');
    const paid = await office(id, 'mark-paid');
    expect(paid).toMatchObject({ status: 'paid', payment_status: 'paid', can_undo_cash: true });
    const undone = await office(id, 'undo-cash');
    expect(undone).toMatchObject({
      status: 'pending',
      payment_status: 'pending',
      can_undo_cash: false,
      payment: { method: 'cash', status: 'pending', amount: paid.total_cost },
    });
    expect(undone.payments.map((payment) => `${payment.method} ${payment.status}`)).toEqual([
      'cash undone',
      'cash pending',
    ]);
    // The customer sees cash still to pay.
    const mine = appointmentReplySchema.parse(
      (
        await testApp.inject({
          method: 'GET',
          url: `/api/appointments/${id}`,
          headers: as(customer),
        })
      ).json(),
    ).appointment;
    expect(mine).toMatchObject({
      payment_status: 'pending',
      payment: { method: 'cash', status: 'pending' },
      receipt_payment_id: null,
    });

    const log = auditLogReplySchema.parse(
      (
        await testApp.inject({
          method: 'GET',
          url: '/api/admin/audit-log?group=money',
          headers: as(admin),
        })
      ).json(),
    );
    const entry = log.entries.find(
      (candidate) =>
        candidate.action === 'appointment.undo_cash_paid' && candidate.appointment?.id === id,
    );
    expect(entry).toMatchObject({
      actor: { name: 'Priya', role: 'desk' },
      amount: paid.total_cost,
      after: { payment_status: 'pending', status: 'pending' },
    });

    // Undone twice: nothing left to undo.
    expect(errorReplySchema.parse((await post(id, 'undo-cash')).json()).code).toBe(
      'CASH_UNDO_NOT_ALLOWED',
    );
    expect(await office(id, 'mark-paid')).toMatchObject({
      status: 'paid',
      payment_status: 'paid',
      can_undo_cash: true,
    });
  });

  it('a consultation at the office keeps its time: scheduled, the amount due at the desk again', async () => {
    const id = await cashBooking('in_person');
    const at = await holdAt(testApp, id, 30);
    await office(id, 'mark-paid');
    expect(await office(id, 'undo-cash')).toMatchObject({
      status: 'scheduled',
      payment_status: 'pending',
      scheduled_datetime: at.toISOString(),
    });
  });

  it('the next day (India time) is refused in English and Tamil, changing nothing', async () => {
    const id = await cashBooking('phone');
    await office(id, 'mark-paid');
    await testApp.database.db.execute(
      sql`update payments set paid_at = paid_at - interval '1 day' where appointment_id = ${id} and status = 'paid'`,
    );
    const view = adminAppointmentReplySchema.parse(
      (
        await testApp.inject({
          method: 'GET',
          url: `/api/admin/appointments/${id}`,
          headers: as(desk),
        })
      ).json(),
    ).appointment;
    expect(view.can_undo_cash).toBe(false);
    const english = await post(id, 'undo-cash');
    expect(english.statusCode).toBe(409);
    const englishError = errorReplySchema.parse(english.json());
    expect(englishError).toMatchObject({ success: false, code: 'CASH_UNDO_TOO_LATE' });
    expect(englishError.error).toContain('only on the day it was marked received');
    const tamil = errorReplySchema.parse((await post(id, 'undo-cash', 'ta')).json());
    expect(tamil.code).toBe('CASH_UNDO_TOO_LATE');
    expect(tamil.error).toContain('அதே நாளில்');
    const after = adminAppointmentReplySchema.parse(
      (
        await testApp.inject({
          method: 'GET',
          url: `/api/admin/appointments/${id}`,
          headers: as(desk),
        })
      ).json(),
    ).appointment;
    expect(after).toMatchObject({ payment_status: 'paid', status: 'paid' });
  });

  it('refused once a phone consultation has a time, and never an astrologer’s', async () => {
    // Undone, the cash would leave a time held unpaid; an astrologer may neither undo cash nor
    // read the cash book.
    const id = await cashBooking('phone');
    await office(id, 'mark-paid');
    await holdAt(testApp, id, 31);
    const refused = await post(id, 'undo-cash', 'ta');
    expect(refused.statusCode).toBe(409);
    expect(errorReplySchema.parse(refused.json()).code).toBe('CASH_UNDO_NOT_ALLOWED');
    const astrologer = await createAstrologerUser(testApp, '+919842000003', 1);
    expect((await post(id, 'undo-cash', 'en', astrologer)).statusCode).toBe(403);
    expect(
      (await testApp.inject({ method: 'GET', url: '/api/admin/cash', headers: as(astrologer) }))
        .statusCode,
    ).toBe(403);
  });
});

describe('the cash book', () => {
  describe('a day of cash taken, undone, handed back and owed', () => {
    // Four cash bookings paid today: one kept, one undone, two cancelled (one refund handed back,
    // one owed). Each test reads the book as it stood; the last moves a payment a day back.
    type Book = Awaited<ReturnType<typeof cashBook>>;
    let today: string;
    let before: Book['days'][number];
    let kept: number;
    let slip: number;
    let cancelled: number;
    let owedOne: number;
    let owedNow: Book;
    let book: Book;
    let day: Book['days'][number];
    let price: number;
    const line = (id: number) => day.taken.filter((taken) => taken.appointment_id === id);
    const paise = (text: string) => Math.round(Number(text) * 100);

    beforeAll(async () => {
      today = todayInIndia();
      before = (await cashBook()).days[0]!;
      kept = await cashBooking('phone');
      slip = await cashBooking('phone');
      cancelled = await cashBooking('phone');
      owedOne = await cashBooking('phone');
      for (const id of [kept, slip, cancelled, owedOne]) await office(id, 'mark-paid');
      await office(slip, 'undo-cash');
      // The customer cancels two paid cash bookings with no time yet: everything back, in cash, owed until handed over.
      for (const id of [cancelled, owedOne])
        expect(
          (
            await testApp.inject({
              method: 'POST',
              url: `/api/appointments/${id}/cancel`,
              headers: as(customer),
              payload: {},
            })
          ).statusCode,
        ).toBe(200);
      owedNow = await cashBook();
      const refund = owedNow.owed.find((owed) => owed.appointment_id === cancelled)!;
      expect(
        (
          await testApp.inject({
            method: 'POST',
            url: `/api/admin/refunds/${refund.refund_id}/handed-over`,
            headers: as(desk),
          })
        ).statusCode,
      ).toBe(200);
      book = await cashBook();
      day = book.days[0]!;
      price = Number(day.taken.find((taken) => taken.appointment_id === kept)!.amount) * 100;
    });

    it('owes a cancelled booking its cash until it is handed back', () => {
      const refundOf = (id: number) => owedNow.owed.find((owed) => owed.appointment_id === id)!;
      expect(refundOf(cancelled)).toMatchObject({ handed_back_at: null });
    });

    it('shows the last seven days, today first', () => {
      expect(book.to).toBe(today);
      expect(book.days).toHaveLength(7);
      expect(day.date).toBe(today);
    });

    it('lists the cash taken, and who undid what was undone', () => {
      expect(line(kept)).toMatchObject([{ undone_at: null, undone_by: null }]);
      expect(line(slip)).toMatchObject([{ undone_by: 'Priya' }]);
      expect(line(slip)[0]!.undone_at).not.toBeNull();
    });

    it('lists a refund handed back on its day, not among those owed', () => {
      expect(day.handed_back.map((back) => back.appointment_id)).toContain(cancelled);
      expect(book.owed.map((owed) => owed.appointment_id)).not.toContain(cancelled);
    });

    it('lists a refund not yet handed back among those owed', () => {
      expect(day.handed_back.map((back) => back.appointment_id)).not.toContain(owedOne);
      expect(book.owed.map((owed) => owed.appointment_id)).toContain(owedOne);
    });

    it('counts the kept cash less the cash handed back in the balance', () => {
      // Three kept (the undone one left out), one handed back: the day moved by two prices.
      expect(paise(day.taken_total) - paise(before.taken_total)).toBe(3 * price);
      expect(paise(day.handed_back_total) - paise(before.handed_back_total)).toBe(price);
      expect(paise(day.balance) - paise(before.balance)).toBe(2 * price);
      expect(paise(day.balance)).toBe(paise(day.taken_total) - paise(day.handed_back_total));
    });

    it('totals the refunds owed', () => {
      expect(paise(book.owed_total)).toBe(
        book.owed.reduce((total, owed) => total + paise(owed.amount), 0),
      );
    });

    it('counts cash on the day it was taken', async () => {
      // A day moved back: the cash counts on the day it was taken.
      const takenYesterday = await cashBooking('phone');
      await office(takenYesterday, 'mark-paid');
      await testApp.database.db.execute(
        sql`update payments set paid_at = paid_at - interval '1 day'
          where appointment_id = ${takenYesterday} and status = 'paid'`,
      );
      const moved = await cashBook();
      expect(moved.days[1]!.taken.map((taken) => taken.appointment_id)).toContain(takenYesterday);
      expect(moved.days[0]!.taken.map((taken) => taken.appointment_id)).not.toContain(
        takenYesterday,
      );
    });
  });

  it('reads a range of days and refuses a range that runs backwards or is too long', async () => {
    expect((await cashBook('?from=2026-01-01&to=2026-01-03')).days.map((day) => day.date)).toEqual([
      '2026-01-03',
      '2026-01-02',
      '2026-01-01',
    ]);
    const backwards = await testApp.inject({
      method: 'GET',
      url: '/api/admin/cash?from=2026-01-05&to=2026-01-03',
      headers: as(desk),
    });
    expect(backwards.statusCode).toBe(400);
    const long = await testApp.inject({
      method: 'GET',
      url: '/api/admin/cash?from=2025-01-01&to=2026-01-03',
      headers: as(desk),
    });
    expect(long.statusCode).toBe(400);
  });
});
