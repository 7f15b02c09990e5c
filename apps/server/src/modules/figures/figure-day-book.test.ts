import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { figuresReplySchema, type FiguresReply } from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createAdmin, createCustomer } from '../../test/customers';
import { asAnotherCaller } from '../../db/transaction-guard';

// The figures of ended days are read from the day book (docs/decisions/0073), and they are the
// figures the tables give. The same January is made twice: in 2024 (ended: the day book sums it)
// and in 2030 (to come: counted from the tables). Their figures must agree day by day, before and
// after each kind of change the figures count is made to both years.

let testApp: TestApp;
let admin: string;
let customer: string;
let secondAstrologer: number;
const january: Record<number, { a: number; b: number; c: number; cashOfB: number }> = {};

const execute = (query: ReturnType<typeof sql>) => testApp.database.db.execute(query);
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const at = (indiaTime: string) => sql`(${indiaTime}::timestamp at time zone 'Asia/Kolkata')`;

async function book(services: number[]): Promise<number> {
  const reply = await testApp.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: { authorization: `Bearer ${customer}` },
    payload: {
      name: 'Ravi',
      gender: 'male',
      date_of_birth: '1985-11-02',
      birth_time: '14:30',
      birth_place: 'Coimbatore',
      services,
      terms_agreed: true,
      ...(services.includes(2)
        ? {
            bridegroom_name: 'Kumar',
            other_person_agreed: true,
            bridegroom_gender: 'male',
            bridegroom_date_of_birth: '1983-04-12',
            bridegroom_birth_time: '06:15',
            bridegroom_birth_place: 'Madurai',
            bridegroom_current_location: 'Chennai',
          }
        : {}),
    },
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json<{ appointment: { id: number } }>().appointment.id;
}

async function paid(
  appointmentId: number,
  method: 'online' | 'cash',
  rupees: number,
  indiaTime: string,
): Promise<number> {
  const result = await execute(sql`
    insert into payments
      (appointment_id, method, status, amount_paise, gateway, gateway_order_id, paid_at)
    values (${appointmentId}, ${method}, 'paid', ${rupees * 100},
      ${method === 'online' ? 'test' : null},
      ${method === 'online' ? `order_${appointmentId}_${indiaTime.replace(/\D/g, '')}` : null},
      ${at(indiaTime)})
    returning id`);
  return Number(rowsOf<{ id: number }>(result)[0]!.id);
}

async function refunded(
  appointmentId: number,
  paymentId: number,
  paise: number,
  indiaTime: string,
): Promise<void> {
  await execute(sql`
    insert into refunds (appointment_id, payment_id, kind, method, amount_paise, fee_paise, status,
      idempotency_key, processed_at)
    values (${appointmentId}, ${paymentId}, 'cancellation', 'online', ${paise}, 0, 'processed',
      ${`refund-${paymentId}-${paise}`}, ${at(indiaTime)})`);
}

/** The January of a year: a consultation held, one to come (paid in cash), one cancelled and half refunded. */
async function makeJanuary(year: number) {
  const a = await book([1]);
  const b = await book([1, 3]);
  const c = await book([2]);
  await execute(
    sql`update appointments set created_at = ${at(`${year}-01-05 10:00`)}, status = 'completed',
      payment_status = 'paid', astrologer_id = 1, scheduled_at = ${at(`${year}-01-12 10:00`)},
      ends_at = ${at(`${year}-01-12 10:30`)}, held_until = ${at(`${year}-01-12 10:30`)}
      where id = ${a}`,
  );
  await execute(
    sql`update appointments set created_at = ${at(`${year}-01-05 11:00`)}, status = 'scheduled',
      payment_status = 'paid', astrologer_id = 1, scheduled_at = ${at(`${year}-01-15 11:00`)},
      ends_at = ${at(`${year}-01-15 12:00`)}, held_until = ${at(`${year}-01-15 12:00`)}
      where id = ${b}`,
  );
  await execute(
    sql`update appointments set created_at = ${at(`${year}-01-06 09:00`)}, status = 'cancelled',
      payment_status = 'refunded', cancelled_at = ${at(`${year}-01-20 18:00`)} where id = ${c}`,
  );
  await paid(a, 'online', 590, `${year}-01-10 10:00`);
  const cashOfB = await paid(b, 'cash', 944, `${year}-01-10 23:50`);
  const paymentOfC = await paid(c, 'online', 1652, `${year}-01-11 00:10`);
  await refunded(c, paymentOfC, 82_600, `${year}-01-21 10:00`);
  january[year] = { a, b, c, cashOfB };
}

async function figures(year: number): Promise<FiguresReply> {
  const reply = await testApp.inject({
    method: 'GET',
    url: `/api/admin/figures?from=${year}-01-01&to=${year}-01-31&group=day`,
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return figuresReplySchema.parse(reply.json());
}

/** A reply without its dates: the two Januaries' figures side by side. */
function withoutDates(reply: FiguresReply) {
  const undated = <T extends { start: string; end: string }>({
    start: _start,
    end: _end,
    ...values
  }: T) => values;
  return {
    periods: reply.periods.map(undated),
    totals: reply.totals,
    by_service: reply.by_service,
    by_astrologer: reply.by_astrologer,
  };
}

async function summedDaysOf(year: number): Promise<string[]> {
  const result = await execute(
    sql`select to_char(day, 'YYYY-MM-DD') as day from figure_days
      where summed and day between ${`${year}-01-01`}::date and ${`${year}-01-31`}::date
      order by day`,
  );
  return rowsOf<{ day: string }>(result).map((row) => row.day);
}

/** Both Januaries' figures, which must agree; the ended one then read from the day book alone. */
async function bothAgree(): Promise<FiguresReply> {
  const ended = await figures(2024);
  expect(await summedDaysOf(2024)).toHaveLength(31);
  expect(await summedDaysOf(2030)).toEqual([]);
  expect(withoutDates(ended)).toEqual(withoutDates(await figures(2030)));
  expect(await figures(2024)).toEqual(ended);
  return ended;
}

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createAdmin(testApp, '+919840710001');
  customer = await createCustomer(testApp, '+919840710002');
  secondAstrologer = Number(
    rowsOf<{ id: number }>(
      await execute(
        sql`insert into astrologers (name_english, name_tamil, sort_order)
          values ('Meenakshi Sundaram', 'மீனாட்சி சுந்தரம்', 2) returning id`,
      ),
    )[0]!.id,
  );
  await makeJanuary(2024);
  await makeJanuary(2030);
});
afterAll(() => testApp.close());

describe('the figures day book', () => {
  it('sums each ended day once and gives the figures the tables give', async () => {
    const first = await bothAgree();
    expect(first.totals).toMatchObject({
      bookings: 3,
      held: 1,
      no_shows: 0,
      cancellations: 1,
      online: '2242.00',
      cash: '944.00',
      refunds: '826.00',
    });
    // The day book holds sums for the days something happened on.
    const [held] = rowsOf<{ rows: number }>(
      await execute(
        sql`select count(*)::int as rows from figure_day_sums where day between '2024-01-01' and '2024-01-31'`,
      ),
    );
    expect(held!.rows).toBeGreaterThan(0);
  });

  it('forgets a day when what it counted changes, and sums it again as it now stands', async () => {
    const before = await bothAgree();
    const changes: {
      what: string;
      change: (year: number) => ReturnType<typeof sql>;
      day: string;
    }[] = [
      {
        what: 'a consultation missed',
        change: (year) =>
          sql`update appointments set status = 'no_show' where id = ${january[year]!.b}`,
        day: '01-15',
      },
      {
        what: 'a consultation moved to another astrologer (its money goes with it)',
        change: (year) =>
          sql`update appointments set astrologer_id = ${secondAstrologer} where id = ${january[year]!.a}`,
        day: '01-10',
      },
      {
        what: "a service's price corrected",
        change: (year) =>
          sql`update appointment_services set price_paise = 25000
            where appointment_id = ${january[year]!.b} and service_id = 3`,
        day: '01-10',
      },
      {
        what: 'cash undone',
        change: (year) =>
          sql`update payments set status = 'undone', undone_at = ${at(`${year}-01-11 09:00`)}
            where id = ${january[year]!.cashOfB}`,
        day: '01-10',
      },
      {
        what: 'a service added to a booking',
        change: (year) =>
          sql`insert into appointment_services (appointment_id, service_id, price_paise)
            values (${january[year]!.a}, 3, 30000)`,
        day: '01-05',
      },
    ];
    let previous = before;
    for (const { what, change, day } of changes) {
      for (const year of [2024, 2030]) await execute(change(year));
      expect(await summedDaysOf(2024), what).not.toContain(`2024-${day}`);
      const [left] = rowsOf<{ rows: number }>(
        await execute(
          sql`select count(*)::int as rows from figure_day_sums where day = ${`2024-${day}`}::date`,
        ),
      );
      expect(left!.rows, `${what}: a forgotten day keeps no sums`).toBe(0);
      const now = await bothAgree();
      expect(withoutDates(now), what).not.toEqual(withoutDates(previous));
      previous = now;
    }
    expect(previous.totals).toMatchObject({
      bookings: 3,
      held: 1,
      no_shows: 1,
      cancellations: 1,
      online: '2242.00',
      cash: '0.00',
      refunds: '826.00',
    });
    expect(
      previous.by_astrologer.map((row) => [row.astrologer?.id ?? null, row.totals.online]),
    ).toContainEqual([secondAstrologer, '590.00']);
  });

  it('counts a refund given back on an ended day, and a payment taken away', async () => {
    await bothAgree();
    for (const year of [2024, 2030]) {
      const paymentOfA = Number(
        rowsOf<{ id: number }>(
          await execute(sql`select id from payments where appointment_id = ${january[year]!.a}`),
        )[0]!.id,
      );
      await refunded(january[year]!.a, paymentOfA, 10_000, `${year}-01-13 16:00`);
      await execute(sql`delete from refunds where appointment_id = ${january[year]!.c}`);
    }
    const now = await bothAgree();
    expect(now.totals.refunds).toBe('100.00');
  });
});

describe.skipIf(!process.env.DATABASE_URL)(
  'the figures day book beside a writer (PostgreSQL)',
  () => {
    it('counts a day a writer is changing from the tables, and sums it after the commit', async () => {
      await bothAgree();
      let during: FiguresReply | null = null;
      await testApp.database.db.transaction(async (tx) => {
        await tx.execute(
          sql`update payments set amount_paise = 60000 where appointment_id = ${january[2024]!.a}`,
        );
        // Another connection asks meanwhile: the 10th is being changed (its row is the writer's),
        // so it is counted from the tables as they stood.
        during = await asAnotherCaller(() => figures(2024));
      });
      expect(during!.totals.online).toBe('2242.00');
      expect(await summedDaysOf(2024)).not.toContain('2024-01-10');
      const after = await figures(2024);
      expect(after.totals.online).toBe('2252.00');
      expect(await summedDaysOf(2024)).toContain('2024-01-10');
    });
  },
);
