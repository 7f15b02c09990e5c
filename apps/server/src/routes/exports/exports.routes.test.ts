import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  appointmentReplySchema,
  creditNoteReplySchema,
  paymentInitiationReplySchema,
  receiptReplySchema,
  rupeeTextToPaise,
  taxSettingsReplySchema,
  testCheckoutReplySchema,
} from '@portal/contracts';
import { createAdmin, createCustomer, createDesk } from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Parses CSV with csv-parse: another library than the one that wrote it, as the accountant's spreadsheet would be. */
function parseCsv(text: string): string[][] {
  const records: string[][] = parse(text, { bom: true });
  return records;
}

/** The id of a query's first row. */
const idOf = (result: unknown) => Number((result as { rows: { id: number }[] }).rows[0]!.id);

let testApp: TestApp;
let admin: string;
let desk: string;
const customers: Record<'chennai' | 'bengaluru' | 'singapore' | 'cash', string> = {
  chennai: '',
  bengaluru: '',
  singapore: '',
  cash: '',
};
const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);

const as = (token: string) => ({ authorization: `Bearer ${token}`, 'accept-language': 'en' });
const post = (url: string, payload: object | undefined, token: string) =>
  testApp.inject({ method: 'POST', url, payload, headers: as(token) });
const get = (url: string, token = admin) =>
  testApp.inject({ method: 'GET', url, headers: as(token) });

async function bookAndPay(token: string, fields: object) {
  const booked = await post(
    '/api/appointments',
    {
      gender: 'female',
      date_of_birth: '1990-05-10',
      birth_time: '06:15',
      birth_place: 'Madurai',
      services: [1, 3],
      terms_agreed: true,
      ...fields,
    },
    token,
  );
  expect(booked.statusCode, booked.body).toBe(201);
  const appointment = appointmentReplySchema.parse(booked.json()).appointment;
  const order = paymentInitiationReplySchema.parse(
    (await post(`/api/payments/appointments/${appointment.id}/initiate`, undefined, token)).json(),
  );
  const checkout = testCheckoutReplySchema.parse(
    (
      await post(
        '/api/payments/test-gateway/checkout',
        { razorpay_order_id: order.razorpay_order_id, outcome: 'pay' },
        token,
      )
    ).json(),
  );
  const verified = await post(
    '/api/payments/verify',
    { ...checkout, appointment_id: appointment.id },
    token,
  );
  expect(verified.statusCode, verified.body).toBe(200);
  return appointmentReplySchema.parse(verified.json()).appointment;
}

let chennai: Awaited<ReturnType<typeof bookAndPay>>;
let bengaluru: Awaited<ReturnType<typeof bookAndPay>>;
let singapore: Awaited<ReturnType<typeof bookAndPay>>;
let sg: number;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createAdmin(testApp, '+919840700001');
  desk = await createDesk(testApp, '+919840700002');
  customers.chennai = await createCustomer(testApp, '+919840700011');
  customers.bengaluru = await createCustomer(testApp, '+919840700012');
  customers.singapore = await createCustomer(testApp, '+6591234567');
  const db = testApp.database.db;
  sg = idOf(await db.execute(sql`select id from countries where code = 'SG'`));
  const saved = await testApp.inject({
    method: 'PUT',
    url: '/api/admin/tax-settings',
    payload: { business_state: '33', sac_code: '999799', zero_rated_exports: true },
    headers: as(admin),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  chennai = await bookAndPay(customers.chennai, { name: 'மீனா சுந்தரம்', customer_state: '33' });
  bengaluru = await bookAndPay(customers.bengaluru, { name: 'Ravi Kumar', customer_state: '29' });
  singapore = await bookAndPay(customers.singapore, {
    name: 'Lakshmi',
    country_id: sg,
    consultation_mode: 'video',
  });
  // The customer's own name wins over the booking's: a Tamil one, and one a spreadsheet would run as a formula.
  await db.execute(sql`update users set name = null where mobile_number = '+919840700011'`);
  await db.execute(
    sql`update users set name = '=HYPERLINK("http://x.test","a")' where mobile_number = '+919840700012'`,
  );
  // Half of Bengaluru's payment given back (the policy kept half): its credit note.
  const payment = bengaluru.receipt_payment_id!;
  await db.execute(sql`insert into refunds (appointment_id, payment_id, kind, method, amount_paise,
      fee_paise, status, idempotency_key, processed_at)
    values (${bengaluru.id}, ${payment}, 'cancellation', 'online', 47200, 47200, 'processed',
      'exports-test-refund', now())`);
});
afterAll(() => testApp.close());

async function csv(kind: string, token = admin) {
  const response = await get(`/api/admin/exports/${kind}.csv?from=${today}&to=${today}`, token);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(String(response.headers['content-disposition'])).toContain(
    `${kind}-${today}-to-${today}.csv`,
  );
  expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const rows = parseCsv(response.rawPayload.toString('utf8'));
  const [header, ...body] = rows;
  return body.map((row) => Object.fromEntries(header!.map((name, index) => [name, row[index]!])));
}

const paise = (text: string | undefined) => rupeeTextToPaise(text ?? 'missing');

describe('the sales register', () => {
  it('has a row per receipt with the GST split by place of supply, each row adding up', async () => {
    const rows = await csv('sales');
    expect(rows).toHaveLength(3);
    for (const row of rows)
      expect(
        paise(row['Taxable value']) + paise(row.CGST) + paise(row.SGST) + paise(row.IGST),
      ).toBe(paise(row.Total));
    const byNumber = (appointmentNumber: string) =>
      rows.find((row) => row['Receipt number']!.includes(appointmentNumber))!;

    const tamilNadu = byNumber(chennai.appointment_number);
    expect(tamilNadu).toMatchObject({
      Customer: 'மீனா சுந்தரம்',
      'State or country': 'Tamil Nadu',
      'Place of supply': '33-Tamil Nadu',
      'SAC code': '999799',
      Total: '944.00',
    });
    expect(tamilNadu).toMatchObject({
      'Taxable value': '800.00',
      CGST: '72.00',
      SGST: '72.00',
      IGST: '0.00',
    });

    const karnataka = byNumber(bengaluru.appointment_number);
    expect(karnataka).toMatchObject({
      'Place of supply': '29-Karnataka',
      'Taxable value': '800.00',
      CGST: '0.00',
      SGST: '0.00',
      IGST: '144.00',
    });
    expect(karnataka.Customer).toBe(`'=HYPERLINK("http://x.test","a")`);

    const abroad = byNumber(singapore.appointment_number);
    expect(abroad).toMatchObject({
      'State or country': 'Singapore',
      'Place of supply': 'Singapore',
      'Supply type': 'Export of services, zero-rated',
      CGST: '0.00',
      SGST: '0.00',
      IGST: '0.00',
    });
    expect(abroad['Taxable value']).toBe(abroad.Total);
  });

  it('leaves out what was received outside the range', async () => {
    const response = await get('/api/admin/exports/sales.csv?from=2020-01-01&to=2020-01-31');
    expect(parseCsv(response.rawPayload.toString('utf8'))).toHaveLength(1);
    const backwards = await get(`/api/admin/exports/sales.csv?from=${today}&to=2020-01-01`);
    expect(backwards.statusCode).toBe(400);
  });

  it('streams a long range page after page, every receipt once and in order', async () => {
    const db = testApp.database.db;
    // 1,201 paid receipts on one old day (more than two of the export's pages of 500), copies of
    // Chennai's booking.
    await db.execute(sql`insert into appointments (appointment_number, user_id, name, gender,
        date_of_birth, birth_place, current_location, country_id, customer_state, total_cost_paise,
        status, payment_status, consultation_mode, created_at)
      select 'BULK-' || n, user_id, name, gender, date_of_birth, birth_place, current_location,
        country_id, customer_state, total_cost_paise, 'paid', 'paid', consultation_mode,
        timestamptz '2025-01-10 10:00:00+05:30'
      from appointments, generate_series(1, 1201) as n where id = ${chennai.id}`);
    await db.execute(sql`insert into appointment_services (appointment_id, service_id, price_paise)
      select a.id, s.service_id, s.price_paise from appointments a, appointment_services s
      where a.appointment_number like 'BULK-%' and s.appointment_id = ${chennai.id}`);
    await db.execute(sql`insert into payments (appointment_id, method, status, gateway_order_id,
        amount_paise, paid_at)
      select id, 'online', 'paid', 'order_bulk_' || id, total_cost_paise,
        timestamptz '2025-01-15 10:00:00+05:30'
          + (substring(appointment_number from 6)::int % 7) * interval '1 minute'
      from appointments where appointment_number like 'BULK-%'`);
    const response = await get('/api/admin/exports/sales.csv?from=2025-01-15&to=2025-01-15');
    const [, ...rows] = parseCsv(response.rawPayload.toString('utf8'));
    expect(rows).toHaveLength(1201);
    expect(new Set(rows.map((row) => row[0])).size).toBe(1201);
    expect(
      rows.every((row) => row[1] === '2025-01-15' && row[9] === '72.00' && row[10] === '72.00'),
    ).toBe(true);
  });

  it('is the admin’s: the desk is refused', async () => {
    expect(
      (await get(`/api/admin/exports/sales.csv?from=${today}&to=${today}`, desk)).statusCode,
    ).toBe(403);
  });
});

describe('the refunds register, the appointments and the cash book', () => {
  it('gives back the refunded share of the GST under the payment’s head', async () => {
    const [row, ...others] = await csv('refunds');
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      'Place of supply': '29-Karnataka',
      Total: '472.00',
      'Taxable value': '400.00',
      IGST: '72.00',
      CGST: '0.00',
      'Against receipt': `RCT-${bengaluru.appointment_number}-${bengaluru.receipt_payment_id}`,
    });
  });

  it('lists the appointments with Tamil names intact', async () => {
    const rows = await csv('appointments');
    expect(rows.map((row) => row['Appointment number']).sort()).toEqual(
      [chennai, bengaluru, singapore].map((one) => one.appointment_number).sort(),
    );
    expect(
      rows.find((row) => row['Appointment number'] === chennai.appointment_number),
    ).toMatchObject({ Customer: 'மீனா சுந்தரம்', 'State or country': 'Tamil Nadu', Total: '944.00' });
  });

  it('keeps the cash book: taken, handed back and the balance', async () => {
    const db = testApp.database.db;
    customers.cash = await createCustomer(testApp, '+919840700014');
    const booked = await post(
      '/api/appointments',
      {
        name: 'Kannan',
        gender: 'male',
        date_of_birth: '1980-01-01',
        birth_time: '10:00',
        birth_place: 'Madurai',
        services: [1],
        terms_agreed: true,
        customer_state: '33',
      },
      customers.cash,
    );
    const appointment = appointmentReplySchema.parse(booked.json()).appointment;
    const paid = idOf(
      await db.execute(
        sql`insert into payments (appointment_id, method, status, amount_paise, paid_at)
          values (${appointment.id}, 'cash', 'paid', 59000, now() - interval '1 minute')
          returning id`,
      ),
    );
    await db.execute(sql`insert into refunds (appointment_id, payment_id, kind, method, amount_paise,
        fee_paise, status, idempotency_key, processed_at)
      values (${appointment.id}, ${paid}, 'cancellation', 'cash', 29500, 29500, 'processed',
        'exports-test-cash', now())`);
    const rows = await csv('cash');
    expect(rows.map((row) => [row.Entry, row.Taken, row['Handed back'], row.Balance])).toEqual([
      ['Opening balance', '', '', '0.00'],
      ['Cash taken', '590.00', '', '590.00'],
      ['Cash handed back', '', '295.00', '295.00'],
    ]);
  });
});

describe('receipts and credit notes', () => {
  it('split the GST and name the SAC code, the place of supply and the GSTIN', async () => {
    const one = async (appointment: typeof chennai, token: string) =>
      receiptReplySchema.parse(
        (await get(`/api/payments/${appointment.receipt_payment_id}/receipt`, token)).json(),
      ).receipt.tax;
    expect(await one(chennai, customers.chennai)).toMatchObject({
      tax_invoice: true,
      sac_code: '999799',
      place_of_supply: { kind: 'intra_state', state_code: '33', label: '33-Tamil Nadu' },
      rate_basis_points: 1800,
      cgst: '72.00',
      sgst: '72.00',
      igst: '0.00',
      taxable_value: '800.00',
    });
    expect(await one(bengaluru, customers.bengaluru)).toMatchObject({
      place_of_supply: { kind: 'inter_state', label: '29-Karnataka' },
      igst: '144.00',
      cgst: '0.00',
    });
    expect(await one(singapore, customers.singapore)).toMatchObject({
      place_of_supply: { kind: 'export', state_code: null, label: 'Singapore' },
      rate_basis_points: 0,
      igst: '0.00',
    });
    const refundId = idOf(
      await testApp.database.db.execute(
        sql`select id from refunds where idempotency_key = 'exports-test-refund'`,
      ),
    );
    const note = creditNoteReplySchema.parse(
      (await get(`/api/refunds/${refundId}/credit-note`, customers.bengaluru)).json(),
    ).credit_note;
    expect(note.tax).toMatchObject({
      place_of_supply: { kind: 'inter_state' },
      taxable_value: '400.00',
      igst: '72.00',
      total: '472.00',
    });
  });

  it('follow the office’s correction of the customer’s state, audited', async () => {
    const changed = await testApp.inject({
      method: 'PUT',
      url: `/api/admin/appointments/${bengaluru.id}/customer-state`,
      payload: { customer_state: '33' },
      headers: as(desk),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const tax = receiptReplySchema.parse(
      (
        await get(`/api/payments/${bengaluru.receipt_payment_id}/receipt`, customers.bengaluru)
      ).json(),
    ).receipt.tax;
    expect(tax).toMatchObject({
      place_of_supply: { kind: 'intra_state', label: '33-Tamil Nadu' },
      cgst: '72.00',
      sgst: '72.00',
      igst: '0.00',
    });
    const log = await get('/api/admin/audit-log?action=appointment.customer_state');
    expect(log.json<{ entries: { action: string }[] }>().entries[0]).toMatchObject({
      action: 'appointment.customer_state',
    });
    await testApp.inject({
      method: 'PUT',
      url: `/api/admin/appointments/${bengaluru.id}/customer-state`,
      payload: { customer_state: '29' },
      headers: as(desk),
    });
  });

  it('tax abroad once exports are not zero-rated; an earlier receipt keeps its tax', async () => {
    const settings = await get('/api/admin/tax-settings');
    expect(taxSettingsReplySchema.parse(settings.json()).settings.zero_rated_exports).toBe(true);
    await testApp.inject({
      method: 'PUT',
      url: '/api/admin/tax-settings',
      payload: { business_state: '33', sac_code: '999799', zero_rated_exports: false },
      headers: as(admin),
    });
    try {
      const before = receiptReplySchema.parse(
        (
          await get(`/api/payments/${singapore.receipt_payment_id}/receipt`, customers.singapore)
        ).json(),
      ).receipt.tax;
      expect(before.place_of_supply.kind).toBe('export');
      const after = await bookAndPay(customers.singapore, {
        name: 'Lakshmi',
        country_id: sg,
        consultation_mode: 'video',
      });
      const tax = receiptReplySchema.parse(
        (
          await get(`/api/payments/${after.receipt_payment_id}/receipt`, customers.singapore)
        ).json(),
      ).receipt.tax;
      expect(tax.place_of_supply.kind).toBe('abroad_taxable');
    } finally {
      await testApp.inject({
        method: 'PUT',
        url: '/api/admin/tax-settings',
        payload: { business_state: '33', sac_code: '999799', zero_rated_exports: true },
        headers: as(admin),
      });
    }
  });
});
