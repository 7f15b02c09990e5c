import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countriesReplySchema,
  errorReplySchema,
  pricingReplySchema,
  servicesReplySchema,
} from '@portal/contracts';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const inject = (options: InjectOptions) => testApp.inject(options);

describe('GET /api/countries', () => {
  it('lists IN, SG, US and OTHER with phone codes, India first with id 1', async () => {
    const response = await inject({ method: 'GET', url: '/api/countries' });
    expect(response.statusCode).toBe(200);
    const body = countriesReplySchema.parse(response.json());
    expect(body.countries.map((country) => country.code)).toEqual(['IN', 'SG', 'US', 'OTHER']);
    expect(body.countries[0]).toEqual({ id: 1, code: 'IN', name: 'India', phone_code: '+91' });
    expect(body.countries.find((country) => country.code === 'OTHER')?.id).toBe(4);
  });
});

describe('POST /api/countries/pricing', () => {
  it('prices every service for India with GST added on top', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/countries/pricing',
      payload: { country_id: 1 },
    });
    expect(response.statusCode).toBe(200);
    const body = pricingReplySchema.parse(response.json());
    expect(Object.keys(body.pricing)).toEqual(['jathagam', 'marriage_porutham', 'prasanam']);
    expect(body.pricing.marriage_porutham).toMatchObject({
      service_name: 'Marriage Porutham',
      base_price: '1400.00',
      total_charges: '252.00',
      total_price: '1652.00',
      currency_symbol: '₹',
      charge_breakdown: [{ name: 'GST (18%)', amount: '252.00', is_included: false }],
    });
    expect(body.country.code).toBe('IN');
  });

  it('limits the reply to the service codes asked for, in Tamil when asked', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/countries/pricing',
      payload: { country_id: 1, service_codes: ['prasanam'], language: 'tamil' },
    });
    const body = pricingReplySchema.parse(response.json());
    expect(Object.keys(body.pricing)).toEqual(['prasanam']);
    expect(body.pricing.prasanam?.service_name).toBe('பிரசன்னம்');
    expect(body.pricing.prasanam?.total_price).toBe('354.00');
  });

  it("uses the country's own base price and charges outside India", async () => {
    const countries = countriesReplySchema.parse(
      (await inject({ method: 'GET', url: '/api/countries' })).json(),
    );
    const singapore = countries.countries.find((country) => country.code === 'SG')!;
    const response = await inject({
      method: 'POST',
      url: '/api/countries/pricing',
      payload: { country_id: singapore.id },
    });
    const body = pricingReplySchema.parse(response.json());
    expect(body.pricing.jathagam).toMatchObject({
      base_price: '1000.00',
      total_charges: '30.00',
      total_price: '1030.00',
    });
  });

  it('answers 404 for a country that does not exist, in the language asked', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/countries/pricing',
      headers: { 'accept-language': 'ta-IN' },
      payload: { country_id: 999 },
    });
    expect(response.statusCode).toBe(404);
    const body = errorReplySchema.parse(response.json());
    expect(body.code).toBe('COUNTRY_NOT_FOUND');
    expect(body.error).toBe('இந்த நாடு கிடைக்கவில்லை. வேறு நாட்டைத் தேர்ந்தெடுங்கள்.');
  });

  it.each([
    [{}, 'country_id'],
    [{ country_id: 'abc' }, 'country_id'],
    [{ country_id: -1 }, 'country_id'],
    [{ country_id: 1, service_codes: ['astrology'] }, 'service_codes.0'],
  ])('refuses %j with a field message', async (payload, field) => {
    const response = await inject({ method: 'POST', url: '/api/countries/pricing', payload });
    expect(response.statusCode).toBe(400);
    const body = errorReplySchema.parse(response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields?.[field]).toBeTruthy();
    expect(body.request_id).toBe(response.headers['x-request-id']);
  });

  it('refuses a body that is not JSON with a 400 envelope', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/countries/pricing',
      headers: { 'content-type': 'application/json' },
      payload: '{"country_id":',
    });
    expect(response.statusCode).toBe(400);
    expect(errorReplySchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/services', () => {
  it('lists the three services with India prices by default', async () => {
    const response = await inject({
      method: 'GET',
      url: '/api/services?language=english&country=india',
    });
    expect(response.statusCode).toBe(200);
    const body = servicesReplySchema.parse(response.json());
    expect(
      body.services.map((service) => [
        service.id,
        service.key,
        service.price,
        service.formatted_price,
      ]),
    ).toEqual([
      [1, 'jathagam', '500.00', '₹500.00'],
      [2, 'marriage_porutham', '1400.00', '₹1,400.00'],
      [3, 'prasanam', '300.00', '₹300.00'],
    ]);
  });

  it('names and describes the services in Tamil', async () => {
    const body = servicesReplySchema.parse(
      (await inject({ method: 'GET', url: '/api/services?language=tamil&country=india' })).json(),
    );
    expect(body.services.map((service) => service.name)).toEqual([
      'ஜாதகம் பார்த்தல்',
      'திருமணப் பொருத்தம்',
      'பிரசன்னம்',
    ]);
    expect(body.services.every((service) => /[\u0B80-\u0BFF]/.test(service.description))).toBe(
      true,
    );
  });

  it("shows another country's price beside India's", async () => {
    const body = servicesReplySchema.parse(
      (await inject({ method: 'GET', url: '/api/services?country=US' })).json(),
    );
    expect(body.services[0]).toMatchObject({
      price: '1000.00',
      price_india: '500.00',
      formatted_price: '₹1,000.00',
    });
  });

  it('refuses an unknown language and an unknown country', async () => {
    const badLanguage = await inject({ method: 'GET', url: '/api/services?language=french' });
    expect(badLanguage.statusCode).toBe(400);
    expect(errorReplySchema.parse(badLanguage.json()).fields?.language).toBeTruthy();
    const badCountry = await inject({ method: 'GET', url: '/api/services?country=atlantis' });
    expect(badCountry.statusCode).toBe(404);
    expect(errorReplySchema.parse(badCountry.json()).code).toBe('COUNTRY_NOT_FOUND');
  });
});
