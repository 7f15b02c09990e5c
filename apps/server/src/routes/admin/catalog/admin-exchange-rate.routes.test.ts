import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  adminCatalogReplySchema,
  auditLogReplySchema,
  errorReplySchema,
  pricingReplySchema,
} from '@portal/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createAdmin, createDesk } from '../../../test/customers';

/*
 * Prices abroad (decision 0080): the office sets a rate per country, and a customer there sees an
 * approximate figure in their currency beside the rupees they pay.
 */

let testApp: TestApp;
let admin: string;
let desk: string;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createAdmin(testApp, '+919840600001');
  desk = await createDesk(testApp, '+919840600002');
});
afterAll(() => testApp.close());

const asAdmin = (method: 'GET' | 'PUT', url: string, payload?: object, language = 'ta') =>
  testApp.inject({
    method,
    url,
    headers: { authorization: `Bearer ${admin}`, 'accept-language': language },
    ...(payload ? { payload } : {}),
  });
const catalog = async () =>
  adminCatalogReplySchema.parse((await asAdmin('GET', '/api/admin/catalog')).json());
const countryId = async (code: string) =>
  (await catalog()).pricing.find((pricing) => pricing.code === code)!.country_id;
const pricingFor = async (id: number, language = 'english') =>
  pricingReplySchema.parse(
    (
      await testApp.inject({
        method: 'POST',
        url: '/api/countries/pricing',
        payload: { country_id: id, language },
      })
    ).json(),
  );
const setRate = (
  id: number,
  exchangeRate: { currency_code: string; rupees_per_unit: string } | null,
  language = 'ta',
) =>
  asAdmin(
    'PUT',
    `/api/admin/countries/${id}/exchange-rate`,
    { exchange_rate: exchangeRate },
    language,
  );
const entriesFor = async (id: number) =>
  auditLogReplySchema.parse(
    (
      await asAdmin(
        'GET',
        `/api/admin/audit-log?entity_type=country&entity_id=${id}&action=exchange_rate.update`,
      )
    ).json(),
  ).entries;

it('shows the demo rate beside the rupees to a customer in Singapore only', async () => {
  const singapore = await pricingFor(await countryId('SG'));
  expect(singapore.exchange_rate).toMatchObject({ currency_code: 'SGD', rupees_per_unit: '63' });
  expect(Date.parse(singapore.exchange_rate!.set_at)).not.toBeNaN();
  // ₹2,500 and the 3% processing charge: ₹2,575, about SGD 40.87; still charged in rupees.
  expect(singapore.pricing.marriage_porutham).toMatchObject({
    total_price: '2575.00',
    currency_symbol: '₹',
    approximate_total_price: '40.87',
  });
  expect((await pricingFor(await countryId('US'))).pricing.jathagam).toMatchObject({
    total_price: '1030.00',
    approximate_total_price: '12.12',
  });

  for (const code of ['IN', 'OTHER']) {
    const reply = await pricingFor(await countryId(code));
    expect(reply.exchange_rate).toBeNull();
    expect(Object.values(reply.pricing).map((price) => price.approximate_total_price)).toEqual([
      null,
      null,
      null,
    ]);
  }
  const office = await catalog();
  expect(office.pricing.find((pricing) => pricing.code === 'SG')?.exchange_rate).toMatchObject({
    currency_code: 'SGD',
    rupees_per_unit: '63',
  });
  expect(office.pricing.find((pricing) => pricing.code === 'IN')?.exchange_rate).toBeNull();
});

it('shows a changed rate on the next pricing call and logs the change', async () => {
  const singapore = await countryId('SG');
  expect(
    (await pricingFor(singapore, 'tamil')).pricing.marriage_porutham?.approximate_total_price,
  ).toBe('40.87');
  const before = Date.now();
  const saved = await setRate(singapore, { currency_code: ' sgd ', rupees_per_unit: '64.375' });
  expect(saved.statusCode).toBe(200);
  const rate = adminCatalogReplySchema
    .parse(saved.json())
    .pricing.find((pricing) => pricing.country_id === singapore)?.exchange_rate;
  expect(rate).toMatchObject({ currency_code: 'SGD', rupees_per_unit: '64.375' });
  expect(Date.parse(rate!.set_at)).toBeGreaterThanOrEqual(before - 1000);

  const after = await pricingFor(singapore, 'tamil');
  expect(after.exchange_rate).toEqual(rate);
  expect(after.pricing.marriage_porutham?.approximate_total_price).toBe('40.00');

  const [entry] = await entriesFor(singapore);
  expect(entry).toMatchObject({
    action: 'exchange_rate.update',
    entity_type: 'country',
    subject_name: { english: 'Singapore' },
  });
  expect(entry?.changes).toEqual([
    { field: 'rupees_per_unit', kind: 'text', before: '63', after: '64.375' },
  ]);
});

it('takes a rate away, leaving rupees only, and can set a new one again', async () => {
  const us = await countryId('US');
  expect((await setRate(us, null)).statusCode).toBe(200);
  const reply = await pricingFor(us);
  expect(reply.exchange_rate).toBeNull();
  expect(reply.pricing.jathagam?.approximate_total_price).toBeNull();
  expect((await entriesFor(us))[0]?.changes).toEqual([
    { field: 'currency_code', kind: 'text', before: 'USD', after: null },
    { field: 'rupees_per_unit', kind: 'text', before: '85', after: null },
  ]);

  expect((await setRate(us, { currency_code: 'EUR', rupees_per_unit: '0.5' })).statusCode).toBe(
    200,
  );
  expect((await pricingFor(us)).pricing.jathagam?.approximate_total_price).toBe('2060.00');
  await setRate(us, { currency_code: 'USD', rupees_per_unit: '85' });
});

it('refuses a bad currency code or rate in both languages, changing nothing', async () => {
  const singapore = await countryId('SG');
  const before = await catalog();
  const logged = (await entriesFor(singapore)).length;
  const refused = async (
    rate: { currency_code: string; rupees_per_unit: string },
    language = 'ta',
  ) => {
    const response = await setRate(singapore, rate, language);
    expect(response.statusCode).toBe(400);
    const body = errorReplySchema.parse(response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    return body.fields;
  };
  const currencyTamil =
    'அந்த நாட்டு நாணயத்தின் மூன்றெழுத்து ISO 4217 குறியீட்டை உள்ளிடுங்கள், எ.கா. SGD (INR அல்ல).';
  const rateTamil =
    'அந்த நாணயத்தின் ஓர் அலகு எத்தனை ரூபாய் என்பதை உள்ளிடுங்கள்: பூஜ்ஜியத்தை விட அதிகமாக, ' +
    'அதிகபட்சம் ஆறு தசம இடங்களுடன், எ.கா. 63.25.';
  for (const currency of ['SG', 'SGDX', 'S1D', 'INR', 'inr', 'QQQ'])
    expect(await refused({ currency_code: currency, rupees_per_unit: '63' })).toEqual({
      'exchange_rate.currency_code': currencyTamil,
    });
  for (const rupees of ['0', '0.000000', '-63', '63.1234567', 'sixty', '', '12345678'])
    expect(await refused({ currency_code: 'SGD', rupees_per_unit: rupees })).toEqual({
      'exchange_rate.rupees_per_unit': rateTamil,
    });
  expect(await refused({ currency_code: 'RUPEE', rupees_per_unit: '0' }, 'en')).toEqual({
    'exchange_rate.currency_code':
      "Enter the three-letter ISO 4217 code of the country's own currency, for example SGD (not INR).",
    'exchange_rate.rupees_per_unit':
      'Enter how many rupees one unit of that currency is: more than zero, at most six decimals, for example 63.25.',
  });
  expect(
    (
      await asAdmin('PUT', `/api/admin/countries/${singapore}/exchange-rate`, {
        currency_code: 'SGD',
        rupees_per_unit: '63',
      })
    ).statusCode,
  ).toBe(400);
  expect((await setRate(999, { currency_code: 'SGD', rupees_per_unit: '63' })).statusCode).toBe(
    404,
  );
  expect(await catalog()).toEqual(before);
  expect(await entriesFor(singapore)).toHaveLength(logged);
});

it('never gives India a rate: the office may not set one, nor is one shown', async () => {
  const india = await countryId('IN');
  const response = await setRate(india, { currency_code: 'USD', rupees_per_unit: '85' });
  expect(response.statusCode).toBe(400);
  expect(errorReplySchema.parse(response.json()).fields).toEqual({
    exchange_rate:
      'இந்தியாவில் உள்ள வாடிக்கையாளர்கள் ரூபாயில் மட்டுமே பார்த்துச் செலுத்துவதால், ' +
      'இந்தியாவுக்கு நாணய மாற்று விகிதம் இல்லை.',
  });
  expect(await entriesFor(india)).toEqual([]);

  await testApp.database.db.execute(
    sql`update countries set currency_code = 'USD', rupees_per_unit = 85, exchange_rate_set_at = now()
      where code = 'IN'`,
  );
  await testApp.app.readCache.invalidate('catalog');
  const reply = await pricingFor(india);
  expect(reply.exchange_rate).toBeNull();
  expect(reply.pricing.jathagam?.approximate_total_price).toBeNull();
  expect(
    (await catalog()).pricing.find((pricing) => pricing.code === 'IN')?.exchange_rate,
  ).toBeNull();
  await testApp.database.db.execute(
    sql`update countries
      set currency_code = null, rupees_per_unit = null, exchange_rate_set_at = null
      where code = 'IN'`,
  );
});

it("is the admin's alone: the desk may not set a rate", async () => {
  const response = await testApp.inject({
    method: 'PUT',
    url: `/api/admin/countries/${await countryId('SG')}/exchange-rate`,
    headers: { authorization: `Bearer ${desk}` },
    payload: { exchange_rate: { currency_code: 'SGD', rupees_per_unit: '1' } },
  });
  expect(response.statusCode).toBe(403);
});
