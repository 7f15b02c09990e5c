import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  adminAstrologerSavedReplySchema,
  adminAstrologersReplySchema,
  astrologersReplySchema,
  auditLogReplySchema,
  errorReplySchema,
  type AdminAstrologer,
  type AdminAstrologerInput,
} from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bookAppointment, createAdmin, createCustomer, markPaid } from '../../test/customers';
import { nextWeekday } from '../../test/times';

let testApp: TestApp;
let admin: string;
let customer: string;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createAdmin(testApp, '+919840600001');
  customer = await createCustomer(testApp, '+919840600002');
});
afterAll(() => testApp.close());

const asAdmin = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  language: 'en' | 'ta' = 'en',
) =>
  testApp.inject({
    method,
    url,
    headers: { authorization: `Bearer ${admin}`, 'accept-language': language },
    ...(payload ? { payload } : {}),
  });
const publicList = async (query = '') =>
  astrologersReplySchema.parse(
    (await testApp.inject({ method: 'GET', url: `/api/astrologers${query}` })).json(),
  ).astrologers;
const adminList = async () =>
  adminAstrologersReplySchema.parse((await asAdmin('GET', '/api/admin/astrologers')).json())
    .astrologers;
const editable = ({ id: _id, ...astrologer }: AdminAstrologer): AdminAstrologerInput => astrologer;

const lakshmi: AdminAstrologerInput = {
  name_english: 'Lakshmi Narayanan',
  name_tamil: 'லட்சுமி நாராயணன்',
  profile_english: 'Jathagam readings in English and Tamil.',
  profile_tamil: 'ஆங்கிலத்திலும் தமிழிலும் ஜாதகம் பார்த்தல்.',
  languages: ['tamil', 'english'],
  consultation_modes: ['video', 'phone'],
  service_ids: [3, 1, 1],
  mobile_number: '98400 61234',
  active: true,
};

it('lists the demo team for customers, in the asked language, without mobile numbers', async () => {
  const english = await publicList();
  expect(english.map((astrologer) => astrologer.name)).toEqual([
    'Chief Astrologer',
    'Meenakshi Sundaram',
  ]);
  expect(english[1]).toEqual({
    id: 2,
    name: 'Meenakshi Sundaram',
    profile:
      'Twenty years of Marriage Porutham and Prasanam in Madurai. Consults in Tamil, at the ' +
      'office or by phone.',
    languages: ['tamil'],
    consultation_modes: ['in_person', 'phone'],
    service_ids: [2, 3],
  });
  expect(english[0]).toMatchObject({
    languages: ['english', 'tamil'],
    consultation_modes: ['in_person', 'phone', 'video'],
    service_ids: [1, 2, 3],
  });
  const tamil = await publicList('?language=tamil');
  expect(tamil.map((astrologer) => astrologer.name)).toEqual(['தலைமை ஜோதிடர்', 'மீனாட்சி சுந்தரம்']);
  expect(tamil[1]!.profile).toContain('மதுரையில்');
  expect(JSON.stringify(tamil)).not.toContain('+91');
  expect(
    (await testApp.inject({ method: 'GET', url: '/api/astrologers?language=french' })).statusCode,
  ).toBe(400);
});

it('adds and changes an astrologer, whom customers see only while active', async () => {
  const added = await asAdmin('POST', '/api/admin/astrologers', lakshmi);
  expect(added.statusCode).toBe(201);
  const { astrologer, astrologers } = adminAstrologerSavedReplySchema.parse(added.json());
  expect(astrologer).toMatchObject({
    name_english: 'Lakshmi Narayanan',
    languages: ['english', 'tamil'],
    consultation_modes: ['phone', 'video'],
    service_ids: [1, 3],
    mobile_number: '+919840061234',
    active: true,
    sort_order: 2,
  });
  expect(astrologers.map((row) => row.id)).toEqual([1, 2, astrologer.id]);
  expect((await publicList()).map((row) => row.name)).toEqual([
    'Chief Astrologer',
    'Meenakshi Sundaram',
    'Lakshmi Narayanan',
  ]);

  // Made inactive (and moved first): customers no longer see them, the office still does.
  const changed = await asAdmin('PUT', `/api/admin/astrologers/${astrologer.id}`, {
    ...editable(astrologer),
    active: false,
    sort_order: 0,
    name_tamil: 'லட்சுமி',
  });
  expect(changed.statusCode).toBe(200);
  expect(adminAstrologerSavedReplySchema.parse(changed.json()).astrologer).toMatchObject({
    active: false,
    name_tamil: 'லட்சுமி',
    mobile_number: '+919840061234',
  });
  expect((await publicList('?language=tamil')).map((row) => row.name)).toEqual([
    'தலைமை ஜோதிடர்',
    'மீனாட்சி சுந்தரம்',
  ]);
  expect((await adminList()).find((row) => row.id === astrologer.id)).toMatchObject({
    active: false,
    sort_order: 0,
  });

  const log = auditLogReplySchema.parse(
    (
      await asAdmin('GET', `/api/admin/audit-log?entity_type=astrologer&entity_id=${astrologer.id}`)
    ).json(),
  );
  expect(log.entries.map((entry) => entry.action)).toEqual(['astrologer.update', 'astrologer.add']);
  expect(log.entries[0]).toMatchObject({
    subject_name: { english: 'Lakshmi Narayanan', tamil: 'லட்சுமி' },
  });
  expect(log.entries[0]!.changes).toEqual(
    expect.arrayContaining([
      { field: 'active', kind: 'text', before: true, after: false },
      { field: 'name_tamil', kind: 'text', before: 'லட்சுமி நாராயணன்', after: 'லட்சுமி' },
    ]),
  );
  // Saved again unchanged: no entry.
  await asAdmin('PUT', `/api/admin/astrologers/${astrologer.id}`, {
    ...editable(astrologer),
    active: false,
    sort_order: 0,
    name_tamil: 'லட்சுமி',
  });
  expect(
    auditLogReplySchema.parse(
      (
        await asAdmin(
          'GET',
          `/api/admin/audit-log?entity_type=astrologer&entity_id=${astrologer.id}`,
        )
      ).json(),
    ).total,
  ).toBe(2);
});

it('refuses what is missing or wrong beside each field, saving nothing', async () => {
  const before = await adminList();
  const bad = await asAdmin(
    'POST',
    '/api/admin/astrologers',
    {
      ...lakshmi,
      name_tamil: '  ',
      languages: [],
      consultation_modes: ['letter'],
      service_ids: [],
      mobile_number: '12345',
      sort_order: 5000,
    },
    'ta',
  );
  expect(bad.statusCode).toBe(400);
  expect(errorReplySchema.parse(bad.json())).toMatchObject({
    code: 'VALIDATION_FAILED',
    fields: {
      name_tamil: 'இந்தப் புலம் தேவை.',
      languages: 'அவர் ஆலோசனை வழங்கும் குறைந்தது ஒரு மொழியைத் தேர்ந்தெடுங்கள்.',
      'consultation_modes.0': 'குறைந்தது ஒரு ஆலோசனை முறையை வழங்குங்கள்.',
      service_ids: 'அவர் வழங்கும் குறைந்தது ஒரு சேவையைத் தேர்ந்தெடுங்கள்.',
      sort_order: '0 முதல் 1000 வரையிலான முழு எண்ணை உள்ளிடுங்கள்.',
    },
  });
  // A number that is no mobile number, and one another astrologer has; a service that does not
  // exist.
  const notMobile = await asAdmin('POST', '/api/admin/astrologers', {
    ...lakshmi,
    mobile_number: '12345',
  });
  expect(errorReplySchema.parse(notMobile.json()).fields).toEqual({
    mobile_number: 'Please enter a valid mobile number.',
  });
  const taken = await asAdmin(
    'POST',
    '/api/admin/astrologers',
    { ...lakshmi, mobile_number: '+91 98420 54321', service_ids: [1, 99] },
    'ta',
  );
  expect(errorReplySchema.parse(taken.json()).fields).toEqual({
    mobile_number: 'இந்தக் கைபேசி எண் ஏற்கெனவே வேறொரு ஜோதிடருக்கு உள்ளது.',
    service_ids: 'அவர் வழங்கும் குறைந்தது ஒரு சேவையைத் தேர்ந்தெடுங்கள்.',
  });
  const second = (await adminList()).find((row) => row.id === 2)!;
  expect(
    errorReplySchema.parse(
      (
        await asAdmin('PUT', '/api/admin/astrologers/1', {
          ...editable(second),
          name_english: 'Chief Astrologer',
        })
      ).json(),
    ).fields,
  ).toEqual({
    mobile_number: 'Another astrologer already has this mobile number.',
  });
  expect((await asAdmin('PUT', '/api/admin/astrologers/999', lakshmi)).statusCode).toBe(404);
  expect(await adminList()).toEqual(before);
});

it('lets only the office see and change the list', async () => {
  const asCustomer = (method: 'GET' | 'POST', url: string) =>
    testApp.inject({
      method,
      url,
      headers: { authorization: `Bearer ${customer}` },
      ...(method === 'POST' ? { payload: lakshmi } : {}),
    });
  expect((await asCustomer('GET', '/api/admin/astrologers')).statusCode).toBe(403);
  expect((await asCustomer('POST', '/api/admin/astrologers')).statusCode).toBe(403);
  expect((await testApp.inject({ method: 'GET', url: '/api/admin/astrologers' })).statusCode).toBe(
    401,
  );
});

it('refuses to make inactive an astrologer with consultations to come', async () => {
  // A paid Jathagam reading placed by the office with the Chief Astrologer on a Monday ahead.
  const token = await createCustomer(testApp, '+919840600003');
  const id = await bookAppointment(testApp, token);
  await markPaid(testApp, [id]);
  const placed = await asAdmin('POST', `/api/admin/appointments/${id}/schedule`, {
    date: nextWeekday(1),
    slot_id: 600,
    astrologer_id: 1,
  });
  expect(placed.statusCode, placed.body).toBe(200);

  const chief = (await adminList()).find((row) => row.id === 1)!;
  for (const [language, words] of [
    ['en', 'still has consultations to come'],
    ['ta', 'வரவிருக்கும் ஆலோசனைகள்'],
  ] as const) {
    const refused = await asAdmin(
      'PUT',
      '/api/admin/astrologers/1',
      { ...editable(chief), active: false },
      language,
    );
    expect(refused.statusCode).toBe(409);
    const reply = errorReplySchema.parse(refused.json());
    expect(reply.code).toBe('ASTROLOGER_HAS_CONSULTATIONS');
    expect(reply.error).toContain(words);
  }
  expect((await adminList()).find((row) => row.id === 1)).toMatchObject({ active: true });
  // Anything else about them may still change.
  expect(
    (
      await asAdmin('PUT', '/api/admin/astrologers/1', {
        ...editable(chief),
        profile_english: 'Leads our team.',
      })
    ).statusCode,
  ).toBe(200);
});
