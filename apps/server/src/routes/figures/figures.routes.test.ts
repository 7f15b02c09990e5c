import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  errorReplySchema,
  figuresReplySchema,
  rupeeTextToPaise,
  type FigureValues,
} from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAdmin, createCustomer, createDesk } from '../../test/customers';

// The figures (decision 0066) add up, to the paisa, what a known set of payments and refunds
// holds: online and cash payments, a second payment given back in full, a cancellation's partial
// refund, a refund still pending, cash undone the same day, a no-show; India days, weeks and
// months (the boundaries at India's midnight), by service and by astrologer. Prices: Jathagam
// 500 + 18% GST = 590, Prasanam 300 + 54 = 354, Marriage Porutham 1400 + 252 = 1652; in
// Singapore Prasanam 600 + 3% processing (no GST) = 618.

let testApp: TestApp;
let admin: string;
let desk: string;
const ids: Record<'a' | 'b' | 'c' | 'd' | 'e', number> = { a: 0, b: 0, c: 0, d: 0, e: 0 };

const execute = (query: ReturnType<typeof sql>) => testApp.database.db.execute(query);
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const bridegroom = {
  bridegroom_name: 'Kumar',
  other_person_agreed: true,
  bridegroom_gender: 'male',
  bridegroom_date_of_birth: '1983-04-12',
  bridegroom_birth_time: '06:15',
  bridegroom_birth_place: 'Madurai',
  bridegroom_current_location: 'Chennai',
};

async function book(token: string, services: number[], countryId?: number): Promise<number> {
  const reply = await testApp.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      name: 'Ravi',
      gender: 'male',
      date_of_birth: '1985-11-02',
      birth_time: '14:30',
      birth_place: 'Coimbatore',
      services,
      terms_agreed: true,
      ...(countryId ? { country_id: countryId } : {}),
      ...(services.includes(2) ? bridegroom : {}),
    },
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json<{ appointment: { id: number } }>().appointment.id;
}

/** A payment received at an India time ("2030-01-10 23:50"). */
async function paid(
  appointmentId: number,
  method: 'online' | 'cash',
  rupees: number,
  indiaTime: string,
  status: 'paid' | 'refunded' = 'paid',
): Promise<number> {
  const order =
    method === 'online' ? `order_${appointmentId}_${indiaTime.replace(/\D/g, '')}` : null;
  const result = await execute(sql`
    insert into payments
      (appointment_id, method, status, amount_paise, gateway, gateway_order_id, paid_at)
    values (${appointmentId}, ${method}, ${status}, ${rupees * 100},
      ${method === 'online' ? 'test' : null}, ${order},
      (${indiaTime}::timestamp at time zone 'Asia/Kolkata'))
    returning id`);
  return Number(rowsOf<{ id: number }>(result)[0]!.id);
}

async function refunded(
  appointmentId: number,
  paymentId: number,
  kind: string,
  paise: number,
  feePaise: number,
  indiaTime: string | null,
): Promise<void> {
  await execute(sql`
    insert into refunds (appointment_id, payment_id, kind, method, amount_paise, fee_paise, status,
      idempotency_key, processed_at)
    values (${appointmentId}, ${paymentId}, ${kind}, 'online', ${paise}, ${feePaise},
      ${indiaTime ? 'processed' : 'pending'}, ${`refund-${paymentId}`},
      ${indiaTime ? sql`(${indiaTime}::timestamp at time zone 'Asia/Kolkata')` : null})`);
}

const at = (indiaTime: string) => sql`(${indiaTime}::timestamp at time zone 'Asia/Kolkata')`;

async function figures(query: string, token = admin) {
  const reply = await testApp.inject({
    method: 'GET',
    url: `/api/admin/figures?${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return figuresReplySchema.parse(reply.json());
}

const zero: FigureValues = {
  bookings: 0,
  held: 0,
  no_shows: 0,
  cancellations: 0,
  online: '0.00',
  cash: '0.00',
  refunds: '0.00',
  gst: '0.00',
  net: '0.00',
};

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createAdmin(testApp, '+919840700001');
  desk = await createDesk(testApp, '+919840700002');
  const customer = await createCustomer(testApp, '+919840700003');
  const singapore = Number(
    rowsOf<{ id: number }>(await execute(sql`select id from countries where code = 'SG'`))[0]!.id,
  );

  ids.a = await book(customer, [1]); // 590: held with astrologer 1, paid online, and paid twice (the second given back)
  ids.b = await book(customer, [1, 3]); // 944: a no-show with astrologer 1, paid in cash
  ids.c = await book(customer, [2]); // 1652: paid online just after India's midnight, cancelled, half refunded
  ids.d = await book(customer, [3], singapore); // 618, no GST: paid online, its refund still pending
  ids.e = await book(customer, [1]); // cancelled before it was paid

  await execute(
    sql`update appointments set created_at = ${at('2030-01-05 10:00')} where id in (${ids.a}, ${ids.b}, ${ids.c})`,
  );
  await execute(
    sql`update appointments set created_at = ${at('2030-01-20 09:00')}, status = 'cancelled',
      cancelled_at = ${at('2030-01-21 12:00')} where id = ${ids.e}`,
  );
  await execute(
    sql`update appointments set created_at = ${at('2030-02-01 08:00')} where id = ${ids.d}`,
  );
  await execute(
    sql`update appointments set status = 'completed', payment_status = 'paid', astrologer_id = 1,
      scheduled_at = ${at('2030-01-12 10:00')}, ends_at = ${at('2030-01-12 10:30')},
      held_until = ${at('2030-01-12 10:30')} where id = ${ids.a}`,
  );
  await execute(
    sql`update appointments set status = 'no_show', payment_status = 'paid', astrologer_id = 1,
      scheduled_at = ${at('2030-01-15 11:00')}, ends_at = ${at('2030-01-15 12:00')},
      held_until = ${at('2030-01-15 12:00')} where id = ${ids.b}`,
  );
  await execute(
    sql`update appointments set status = 'cancelled', payment_status = 'refunded',
      cancelled_at = ${at('2030-02-01 18:00')} where id = ${ids.c}`,
  );

  await paid(ids.a, 'online', 590, '2030-01-10 10:00');
  const second = await paid(ids.a, 'online', 590, '2030-01-10 11:00', 'refunded');
  await refunded(ids.a, second, 'duplicate_payment', 59_000, 0, '2030-01-11 09:00');
  await paid(ids.b, 'cash', 944, '2030-01-10 23:50');
  const c = await paid(ids.c, 'online', 1652, '2030-01-11 00:10');
  await refunded(ids.c, c, 'cancellation', 82_600, 82_600, '2030-02-02 10:00');
  const d = await paid(ids.d, 'online', 618, '2030-02-03 15:00');
  await refunded(ids.d, d, 'cancellation', 61_800, 0, null);
  // Cash marked in error and undone the same day (decision 0069): not received, not counted.
  await execute(
    sql`insert into payments (appointment_id, method, status, amount_paise, paid_at, undone_at)
      values (${ids.e}, 'cash', 'undone', 59000, ${at('2030-01-10 12:00')},
        ${at('2030-01-10 12:05')})`,
  );
  // Outside the range: not counted.
  await paid(ids.e, 'cash', 590, '2030-03-01 10:00', 'paid');
});
afterAll(() => testApp.close());

describe('GET /api/admin/figures', () => {
  it('adds up a month at a time what the payments and refunds tables hold, to the paisa', async () => {
    const reply = await figures('from=2030-01-01&to=2030-02-28&group=month');
    expect(reply.periods).toEqual([
      {
        start: '2030-01-01',
        end: '2030-01-31',
        bookings: 4,
        held: 1,
        no_shows: 1,
        cancellations: 1,
        online: '2832.00',
        cash: '944.00',
        refunds: '590.00',
        gst: '576.00',
        net: '3186.00',
      },
      {
        start: '2030-02-01',
        end: '2030-02-28',
        bookings: 1,
        held: 0,
        no_shows: 0,
        cancellations: 1,
        online: '618.00',
        cash: '0.00',
        refunds: '826.00',
        gst: '0.00',
        net: '-208.00',
      },
    ]);
    expect(reply.totals).toEqual({
      bookings: 5,
      held: 1,
      no_shows: 1,
      cancellations: 2,
      online: '3450.00',
      cash: '944.00',
      refunds: '1416.00',
      gst: '576.00',
      net: '2978.00',
    });

    // The same sums straight from the tables.
    const [money] = rowsOf<{ online: string; cash: string; refunds: string }>(
      await execute(sql`
        select
          (select sum(amount_paise) from payments
            where method = 'online' and status in ('paid', 'refunded')
              and paid_at >= ${at('2030-01-01 00:00')} and paid_at < ${at('2030-03-01 00:00')}
          ) as online,
          (select sum(amount_paise) from payments
            where method = 'cash' and status in ('paid', 'refunded')
              and paid_at >= ${at('2030-01-01 00:00')} and paid_at < ${at('2030-03-01 00:00')}
          ) as cash,
          (select sum(amount_paise) from refunds
            where status = 'processed' and processed_at >= ${at('2030-01-01 00:00')}
              and processed_at < ${at('2030-03-01 00:00')}
          ) as refunds`),
    );
    expect(rupeeTextToPaise(reply.totals.online)).toBe(Number(money!.online));
    expect(rupeeTextToPaise(reply.totals.cash)).toBe(Number(money!.cash));
    expect(rupeeTextToPaise(reply.totals.refunds)).toBe(Number(money!.refunds));
  });

  it('counts days in India time: 00:10 in India is the next day, whatever UTC says', async () => {
    const reply = await figures('from=2030-01-10&to=2030-01-12&group=day');
    expect(
      reply.periods.map((period) => [
        period.start,
        period.online,
        period.cash,
        period.refunds,
        period.gst,
        period.held,
      ]),
    ).toEqual([
      ['2030-01-10', '1180.00', '944.00', '0.00', '324.00', 0],
      ['2030-01-11', '1652.00', '0.00', '590.00', '252.00', 0],
      ['2030-01-12', '0.00', '0.00', '0.00', '0.00', 1],
    ]);
    expect(reply.periods.map((period) => period.end)).toEqual([
      '2030-01-10',
      '2030-01-11',
      '2030-01-12',
    ]);
  });

  it('groups by ISO weeks from Monday, clipped to the range, empty weeks included', async () => {
    const reply = await figures('from=2030-01-10&to=2030-01-31&group=week');
    expect(
      reply.periods.map((period) => [
        period.start,
        period.end,
        period.no_shows,
        period.cancellations,
      ]),
    ).toEqual([
      ['2030-01-10', '2030-01-13', 0, 0],
      ['2030-01-14', '2030-01-20', 1, 0],
      ['2030-01-21', '2030-01-27', 0, 1],
      ['2030-01-28', '2030-01-31', 0, 0],
    ]);
    expect(reply.periods[3]).toMatchObject({ ...zero, start: '2030-01-28' });
  });

  it('splits by service and by astrologer, each adding up to the totals', async () => {
    const reply = await figures('from=2030-01-01&to=2030-02-28&group=month');
    const byService = new Map(reply.by_service.map((entry) => [entry.service.id, entry.totals]));
    expect(byService.get(1)).toEqual({
      bookings: 3,
      held: 1,
      no_shows: 1,
      cancellations: 1,
      online: '1180.00',
      cash: '590.00',
      refunds: '590.00',
      gst: '270.00',
      net: '1180.00',
    });
    expect(byService.get(3)).toEqual({
      bookings: 2,
      held: 0,
      no_shows: 1,
      cancellations: 0,
      online: '618.00',
      cash: '354.00',
      refunds: '0.00',
      gst: '54.00',
      net: '972.00',
    });
    expect(byService.get(2)).toEqual({
      bookings: 1,
      held: 0,
      no_shows: 0,
      cancellations: 1,
      online: '1652.00',
      cash: '0.00',
      refunds: '826.00',
      gst: '252.00',
      net: '826.00',
    });
    const byAstrologer = new Map(
      reply.by_astrologer.map((entry) => [entry.astrologer?.id ?? null, entry]),
    );
    expect(byAstrologer.get(1)?.totals).toEqual({
      bookings: 2,
      held: 1,
      no_shows: 1,
      cancellations: 0,
      online: '1180.00',
      cash: '944.00',
      refunds: '590.00',
      gst: '324.00',
      net: '1534.00',
    });
    expect(byAstrologer.get(1)?.astrologer?.name_english).toBeTruthy();
    expect(byAstrologer.get(null)?.totals).toMatchObject({
      bookings: 3,
      cancellations: 2,
      online: '2270.00',
      refunds: '826.00',
      gst: '252.00',
    });
    for (const field of ['online', 'cash', 'refunds', 'gst', 'net'] as const) {
      const sum = (entries: { totals: FigureValues }[]) =>
        entries.reduce((total, entry) => total + rupeeTextToPaise(entry.totals[field]), 0);
      expect(sum(reply.by_service), field).toBe(rupeeTextToPaise(reply.totals[field]));
      expect(sum(reply.by_astrologer), field).toBe(rupeeTextToPaise(reply.totals[field]));
      // Each period's split adds up to the period too.
      reply.periods.forEach((period, position) => {
        expect(
          reply.by_service.reduce(
            (total, entry) => total + rupeeTextToPaise(entry.periods[position]![field]),
            0,
          ),
        ).toBe(rupeeTextToPaise(period[field]));
      });
    }
  });

  it('shares an odd amount among services to the paisa', async () => {
    // A payment of 1000.01 for Jathagam and Prasanam (590 : 354): 625.01 and 375.00, not 625.006 and 375.004.
    const odd = await paid(ids.b, 'online', 1000.01, '2030-04-02 10:00', 'refunded');
    const reply = await figures('from=2030-04-01&to=2030-04-30&group=month');
    const byService = new Map(
      reply.by_service.map((entry) => [entry.service.id, entry.totals.online]),
    );
    expect(reply.totals.online).toBe('1000.01');
    expect(rupeeTextToPaise(byService.get(1)!) + rupeeTextToPaise(byService.get(3)!)).toBe(100_001);
    expect([byService.get(1), byService.get(3)]).toEqual(['625.00', '375.01']);
    await execute(sql`delete from payments where id = ${odd}`);
  });

  it('answers a range with nothing in it with zeros, one period for each day', async () => {
    const reply = await figures('from=2031-06-01&to=2031-06-07');
    expect(reply.group).toBe('day');
    expect(reply.periods).toHaveLength(7);
    expect(reply.totals).toEqual(zero);
    expect(reply.by_service).toEqual([]);
    expect(reply.by_astrologer).toEqual([]);
  });

  it("refuses a range upside down or too long for its grouping, in the caller's language", async () => {
    const upsideDown = await testApp.inject({
      method: 'GET',
      url: '/api/admin/figures?from=2030-02-01&to=2030-01-01',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(upsideDown.statusCode).toBe(400);
    const tooLong = await testApp.inject({
      method: 'GET',
      url: '/api/admin/figures?from=2029-01-01&to=2030-02-01&group=day',
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'ta' },
    });
    expect(tooLong.statusCode).toBe(400);
    const error = errorReplySchema.parse(tooLong.json());
    expect(error.success).toBe(false);
    expect(JSON.stringify(error)).toContain('ஆண்டுகள்');
    expect((await figures('from=2021-01-01&to=2030-12-31&group=month')).periods).toHaveLength(120);
  });

  it("is the admin's alone: the desk and customers are refused", async () => {
    const asDesk = await testApp.inject({
      method: 'GET',
      url: '/api/admin/figures?from=2030-01-01&to=2030-01-31',
      headers: { authorization: `Bearer ${desk}` },
    });
    expect(asDesk.statusCode).toBe(403);
    const anonymous = await testApp.inject({
      method: 'GET',
      url: '/api/admin/figures?from=2030-01-01&to=2030-01-31',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
