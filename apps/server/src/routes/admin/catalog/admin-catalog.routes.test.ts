import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  adminCatalogReplySchema,
  appointmentReplySchema,
  auditLogReplySchema,
  errorReplySchema,
  pricingReplySchema,
  servicesReplySchema,
} from '@portal/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bookAppointment, createAdmin, createCustomer } from '../../../test/customers';

let testApp: TestApp;
let admin: string;
let customer: string;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createAdmin(testApp, '+919840500001');
  customer = await createCustomer(testApp, '+919840500002');
});
afterAll(() => testApp.close());

const asAdmin = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  testApp.inject({
    method,
    url,
    headers: { authorization: `Bearer ${admin}`, 'accept-language': 'ta' },
    ...(payload ? { payload } : {}),
  });
const catalog = async () =>
  adminCatalogReplySchema.parse((await asAdmin('GET', '/api/admin/catalog')).json());
const jathagam = {
  name_english: 'Jathagam Reading',
  name_tamil: 'ஜாதகம் பார்த்தல்',
  description_english: 'A full reading of your birth chart.',
  description_tamil: 'உங்கள் ஜாதகத்தின் முழுமையான பலன்.',
  includes_report: true,
  consultation_modes: ['in_person', 'video'],
  active: true,
};

it("changes a service's words and India's price for new bookings, not booked ones", async () => {
  const before = await bookAppointment(testApp, customer);
  const renamed = adminCatalogReplySchema.parse(
    (
      await asAdmin('PUT', '/api/admin/services/1', {
        ...jathagam,
        name_tamil: 'முழு ஜாதகம் பார்த்தல்',
      })
    ).json(),
  );
  expect(renamed.services.find((service) => service.id === 1)).toMatchObject({
    name_tamil: 'முழு ஜாதகம் பார்த்தல்',
    price: '500.00',
  });
  const india = renamed.pricing.find((pricing) => pricing.code === 'IN')!;
  const prices = india.prices.map((price) =>
    price.service_id === 1 ? { ...price, price: '650' } : price,
  );
  const saved = adminCatalogReplySchema.parse(
    (
      await asAdmin('PUT', `/api/admin/countries/${india.country_id}/pricing`, {
        prices,
        charges: india.charges,
      })
    ).json(),
  );
  expect(saved.services.find((service) => service.id === 1)?.price).toBe('650.00');
  expect(
    saved.pricing
      .find((pricing) => pricing.code === 'IN')!
      .prices.find((price) => price.service_id === 1)?.price,
  ).toBe('650.00');

  const services = servicesReplySchema.parse(
    (
      await testApp.inject({ method: 'GET', url: '/api/services?language=tamil&country=india' })
    ).json(),
  ).services;
  expect(services.find((service) => service.id === 1)).toMatchObject({
    name: 'முழு ஜாதகம் பார்த்தல்',
    price: '650.00',
  });
  const after = await bookAppointment(testApp, customer);
  const total = async (id: number) =>
    appointmentReplySchema.parse(
      (
        await testApp.inject({
          method: 'GET',
          url: `/api/appointments/${id}`,
          headers: { authorization: `Bearer ${customer}` },
        })
      ).json(),
    ).appointment.total_cost;
  expect(await total(before)).toBe('590.00');
  expect(await total(after)).toBe('767.00');
});

it("replaces a country's prices and charges; the pricing call shows them", async () => {
  const us = (await catalog()).pricing.find((pricing) => pricing.code === 'US')!;
  const saved = await asAdmin('PUT', `/api/admin/countries/${us.country_id}/pricing`, {
    prices: [{ service_id: 1, price: '1200.50' }],
    charges: [
      {
        code: 'FX',
        name_english: 'Conversion fee',
        name_tamil: 'மாற்றுக் கட்டணம்',
        rate_percent: '2.5',
        is_included: false,
      },
    ],
  });
  expect(saved.statusCode).toBe(200);
  const pricing = pricingReplySchema.parse(
    (
      await testApp.inject({
        method: 'POST',
        url: '/api/countries/pricing',
        payload: { country_id: us.country_id, service_codes: ['jathagam'], language: 'tamil' },
      })
    ).json(),
  ).pricing;
  expect(pricing.jathagam).toMatchObject({
    base_price: '1200.50',
    total_charges: '30.01',
    total_price: '1230.51',
    charge_breakdown: [{ name: 'மாற்றுக் கட்டணம்', amount: '30.01', is_included: false }],
  });
  const log = auditLogReplySchema.parse(
    (
      await asAdmin('GET', `/api/admin/audit-log?entity_type=country&entity_id=${us.country_id}`)
    ).json(),
  );
  expect(log.entries[0]).toMatchObject({
    action: 'pricing.update',
    after: { prices: [{ service_id: 1, price: '1200.50' }] },
  });
});

it('refuses a bad price, rate or charge code in Tamil, changing nothing', async () => {
  const before = await catalog();
  const india = before.pricing.find((pricing) => pricing.code === 'IN')!;
  const zero = await asAdmin('PUT', `/api/admin/countries/${india.country_id}/pricing`, {
    prices: [{ service_id: 1, price: '0' }],
    charges: india.charges,
  });
  expect(zero.statusCode).toBe(400);
  expect(errorReplySchema.parse(zero.json()).fields?.['prices.0.price']).toBe(
    'பூஜ்ஜியத்தை விட அதிகமான விலையை ரூபாயில் உள்ளிடுங்கள், எ.கா. 500 அல்லது 499.50.',
  );
  const priceOnService = await asAdmin('PUT', '/api/admin/services/1', {
    ...jathagam,
    price: '650',
  });
  expect(priceOnService.statusCode).toBe(400);
  expect(errorReplySchema.parse(priceOnService.json()).fields?.price).toBe(
    'சேவையின் விலையை "நாடு வாரியாக விலைகளும் கட்டணங்களும்" பகுதியில் மாற்றுங்கள்.',
  );
  const gst = {
    code: 'GST',
    name_english: 'GST',
    name_tamil: 'ஜிஎஸ்டி',
    rate_percent: '120',
    is_included: false,
  };
  const badRate = errorReplySchema.parse(
    (
      await asAdmin('PUT', `/api/admin/countries/${india.country_id}/pricing`, {
        prices: [],
        charges: [gst],
      })
    ).json(),
  );
  expect(badRate.fields?.['charges.0.rate_percent']).toBe(
    '0 முதல் 100 வரையிலான சதவீதத்தை உள்ளிடுங்கள், எ.கா. 18.',
  );
  const twice = await asAdmin('PUT', `/api/admin/countries/${india.country_id}/pricing`, {
    prices: [],
    charges: [
      { ...gst, rate_percent: '18' },
      { ...gst, rate_percent: '5' },
    ],
  });
  expect(twice.statusCode).toBe(400);
  const unknown = await asAdmin('PUT', `/api/admin/countries/${india.country_id}/pricing`, {
    prices: [{ service_id: 99, price: '100' }],
    charges: [],
  });
  expect(unknown.statusCode).toBe(400);
  expect(
    (await asAdmin('PUT', '/api/admin/countries/999/pricing', { prices: [], charges: [] }))
      .statusCode,
  ).toBe(404);
  expect(await catalog()).toEqual(before);
});

it("stores each service's length and the pause after it, refusing one out of range", async () => {
  const lengths = (await catalog()).services.map((service) => [
    service.key,
    service.duration_minutes,
    service.buffer_minutes,
  ]);
  expect(lengths).toEqual([
    ['jathagam', 30, 0],
    ['marriage_porutham', 45, 15],
    ['prasanam', 20, 0],
  ]);
  const current = (await catalog()).services.find((service) => service.id === 3)!;
  const prasanam = {
    name_english: current.name_english,
    name_tamil: current.name_tamil,
    description_english: current.description_english,
    description_tamil: current.description_tamil,
    includes_report: current.includes_report,
    active: current.active,
    consultation_modes: current.consultation_modes,
  };
  const saved = adminCatalogReplySchema.parse(
    (
      await asAdmin('PUT', '/api/admin/services/3', {
        ...prasanam,
        duration_minutes: 40,
        buffer_minutes: 5,
      })
    ).json(),
  );
  expect(saved.services.find((service) => service.id === 3)).toMatchObject({
    duration_minutes: 40,
    buffer_minutes: 5,
  });
  const services = servicesReplySchema.parse(
    (
      await testApp.inject({ method: 'GET', url: '/api/services?language=english&country=india' })
    ).json(),
  ).services;
  expect(services.find((service) => service.id === 3)?.duration_minutes).toBe(40);
  // Left out: unchanged.
  expect(
    adminCatalogReplySchema
      .parse((await asAdmin('PUT', '/api/admin/services/3', prasanam)).json())
      .services.find((service) => service.id === 3),
  ).toMatchObject({ duration_minutes: 40, buffer_minutes: 5 });
  const bad = await asAdmin('PUT', '/api/admin/services/3', {
    ...prasanam,
    duration_minutes: 5,
    buffer_minutes: 200,
  });
  expect(bad.statusCode).toBe(400);
  expect(errorReplySchema.parse(bad.json()).fields).toEqual({
    duration_minutes: 'ஆலோசனை நேரம் 10 முதல் 480 நிமிடங்களுக்குள் இருக்க வேண்டும்.',
    buffer_minutes: 'ஆலோசனைக்குப் பிறகான இடைவேளை 0 முதல் 120 நிமிடங்களுக்குள் இருக்க வேண்டும்.',
  });
  const log = auditLogReplySchema.parse(
    (await asAdmin('GET', '/api/admin/audit-log?entity_type=service&entity_id=3')).json(),
  );
  expect(log.entries.flatMap((entry) => entry.changes)).toEqual(
    expect.arrayContaining([
      { field: 'duration_minutes', kind: 'text', before: 20, after: 40 },
      { field: 'buffer_minutes', kind: 'text', before: 0, after: 5 },
    ]),
  );
  await asAdmin('PUT', '/api/admin/services/3', {
    ...prasanam,
    duration_minutes: 20,
    buffer_minutes: 0,
  });
});
