import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays } from '@portal/contracts';
import { bookAppointment, createAdmin, createCustomer, markPaid } from '../../../test/customers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { nextWeekday, officeAsOneCalendar } from '../../../test/times';

/*
 * The astrologer policy through the API: the office's scheduling asks what an astrologer offers,
 * and a reschedule for any astrologer keeps or changes its astrologer (decision 0091). On the
 * first astrologer alone, with two more written straight into the tables.
 */

let testApp: TestApp;
let admin: string;
let customer: string;
let prasanamOnly: number;
let lakshmi: number;
const monday = nextWeekday(1, addDays(nextWeekday(1), 14));
const tuesday = addDays(monday, 1);

const run = (query: ReturnType<typeof sql>) => testApp.database.db.execute(query);
const idOf = (result: unknown) => Number((result as { rows: { id: number }[] }).rows[0]!.id);

/** An active astrologer of this order giving these services (by key), Monday to Saturday 09:00-18:00. */
async function addAstrologer(name: string, sortOrder: number, services: string[]) {
  const id = idOf(
    await run(
      sql`insert into astrologers (name_english, name_tamil, languages, sort_order)
        values (${name}, ${`${name} (த)`}, '{tamil}', ${sortOrder}) returning id`,
    ),
  );
  for (const key of services)
    await run(
      sql`insert into astrologer_services (astrologer_id, service_id) select ${id}, id from services
        where key = ${key}`,
    );
  for (const weekday of [1, 2, 3, 4, 5, 6])
    await run(
      sql`insert into weekly_hours (astrologer_id, weekday, opens_at_minute, closes_at_minute)
        values (${id}, ${weekday}, 540, 1080)`,
    );
  return id;
}

beforeAll(async () => {
  testApp = await createTestApp();
  await officeAsOneCalendar(testApp);
  await run(sql`update schedule_settings set max_reschedules = 10`);
  admin = await createAdmin(testApp, '+919840700001');
  customer = await createCustomer(testApp, '+919840700002');
  prasanamOnly = await addAstrologer('K. Prasanna', -1, ['prasanam']);
  lakshmi = await addAstrologer('R. Lakshmi', 5, ['jathagam', 'marriage_porutham', 'prasanam']);
});
afterAll(() => testApp.close());

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const astrologerOf = async (id: number) =>
  Number(
    (
      (await run(sql`select astrologer_id from appointments where id = ${id}`)) as {
        rows: { astrologer_id: number }[];
      }
    ).rows[0]!.astrologer_id,
  );

/** A paid Jathagam reading of the customer's. */
async function paidJathagam() {
  const id = await bookAppointment(testApp, customer);
  await markPaid(testApp, [id]);
  return id;
}

const schedule = (id: number, payload: object) =>
  testApp.inject({
    method: 'POST',
    url: `/api/admin/appointments/${id}/schedule`,
    headers: as(admin),
    payload,
  });
const bookSlot = (id: number, payload: object) =>
  testApp.inject({
    method: 'POST',
    url: `/api/appointments/${id}/book-slot`,
    headers: as(customer),
    payload: { date: tuesday, ...payload },
  });
const reschedule = (id: number, payload: object) =>
  testApp.inject({
    method: 'POST',
    url: `/api/appointments/${id}/reschedule`,
    headers: as(customer),
    payload: { date: tuesday, ...payload },
  });

describe("the office's scheduling", () => {
  it('gives no Jathagam reading to a Prasanam-only astrologer first in the team order', async () => {
    const id = await paidJathagam();
    const placed = await schedule(id, { date: monday, slot_id: 600 });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await astrologerOf(id)).not.toBe(prasanamOnly);
    expect(await astrologerOf(id)).toBe(1);
  });

  it('refuses to name a Prasanam-only astrologer for a Jathagam reading', async () => {
    const id = await paidJathagam();
    const refused = await schedule(id, { date: monday, slot_id: 660, astrologer_id: prasanamOnly });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe('SLOT_UNAVAILABLE');
  });

  it('gives any astrologer the one with the fewest consultations that day', async () => {
    // The first astrologer has the 10:00 reading of the first test; Lakshmi none.
    const id = await paidJathagam();
    expect((await schedule(id, { date: monday, slot_id: 720 })).statusCode).toBe(200);
    expect(await astrologerOf(id)).toBe(lakshmi);
  });
});

describe('a reschedule for any astrologer', () => {
  it('keeps its astrologer when free, changes when not, and still takes an id', async () => {
    const id = await paidJathagam();
    expect((await bookSlot(id, { slot_id: 600, astrologer_id: lakshmi })).statusCode).toBe(200);

    // Any astrologer: Lakshmi is free at 11:00, so she keeps it.
    const kept = await reschedule(id, { slot_id: 660, astrologer_id: 'any' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await astrologerOf(id)).toBe(lakshmi);

    // Lakshmi is booked at 12:00: any astrologer gives it to the first astrologer.
    const other = await paidJathagam();
    expect((await bookSlot(other, { slot_id: 720, astrologer_id: lakshmi })).statusCode).toBe(200);
    const changed = await reschedule(id, { slot_id: 720, astrologer_id: 'any' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await astrologerOf(id)).toBe(1);

    // An astrologer's id, as older clients send it, names them.
    const named = await reschedule(id, { slot_id: 780, astrologer_id: lakshmi });
    expect(named.statusCode, named.body).toBe(200);
    expect(await astrologerOf(id)).toBe(lakshmi);

    // Without one, the reschedule keeps its astrologer: booked at 12:00, the time is taken.
    const strict = await reschedule(id, { slot_id: 720 });
    expect(strict.statusCode).toBe(409);
    expect(strict.json<{ code: string }>().code).toBe('SLOT_TAKEN');
  });

  it("takes 'any' for a first booking too", async () => {
    const id = await paidJathagam();
    const booked = await bookSlot(id, { slot_id: 840, astrologer_id: 'any' });
    expect(booked.statusCode, booked.body).toBe(200);
    expect([1, lakshmi]).toContain(await astrologerOf(id));
  });
});
