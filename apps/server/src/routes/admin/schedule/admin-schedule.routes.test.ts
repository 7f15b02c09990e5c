import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  addDays,
  adminScheduleReplySchema,
  astrologerScheduleReplySchema,
  adminSlotsReplySchema,
  auditLogReplySchema,
  errorReplySchema,
  slotsReplySchema,
  todayInIndia,
} from '@portal/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createAdmin, createCustomer } from '../../../test/customers';
import { isoWeekday } from '../../../lib/india-time';

let testApp: TestApp;
let admin: string;
let customer: string;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createAdmin(testApp, '+919840400001');
  customer = await createCustomer(testApp, '+919840400002');
});
afterAll(() => testApp.close());

const today = todayInIndia(new Date());
/** A Monday to Saturday day some days ahead: open in the default schedule. */
const openDay = (() => {
  const day = addDays(today, 5);
  return isoWeekday(day) === 7 ? addDays(day, 1) : day;
})();

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  testApp.inject({
    method,
    url,
    headers: { authorization: `Bearer ${admin}`, 'accept-language': 'ta' },
    ...(payload ? { payload } : {}),
  });
/**
 * A day's slots as customers see them with the first astrologer, whose hours /api/admin/schedule
 * shows (the demo's second astrologer works other hours: decision 0059).
 */
const customerSlots = async (date: string) =>
  slotsReplySchema.parse(
    (
      await testApp.inject({
        method: 'GET',
        url: `/api/slots/available?date=${date}&astrologer_id=1`,
        headers: { authorization: `Bearer ${customer}` },
      })
    ).json(),
  ).slots;

it('blocking a day takes its slots away from customers at once, and opening it gives them back', async () => {
  expect((await customerSlots(openDay)).length).toBe(18);
  const blocked = adminScheduleReplySchema.parse(
    (
      await asAdmin('POST', '/api/admin/blocked-days', { day: openDay, reason: 'Deepavali' })
    ).json(),
  );
  expect(blocked.blocked_days).toContainEqual({
    day: openDay,
    reason: 'Deepavali',
    astrologer_id: null,
  });
  expect(await customerSlots(openDay)).toEqual([]);
  expect((await asAdmin('DELETE', `/api/admin/blocked-days/${openDay}`)).statusCode).toBe(200);
  expect((await customerSlots(openDay)).length).toBe(18);
  expect((await asAdmin('DELETE', `/api/admin/blocked-days/${openDay}`)).statusCode).toBe(404);
});

it('blocks and unblocks one slot', async () => {
  const reply = adminScheduleReplySchema.parse(
    (await asAdmin('POST', '/api/admin/blocked-slots', { day: openDay, slot_id: 600 })).json(),
  );
  expect(reply.blocked_slots).toContainEqual({
    day: openDay,
    slot_id: 600,
    start_time: '10:00',
    astrologer_id: null,
  });
  expect((await customerSlots(openDay)).find((slot) => slot.id === 600)?.status).toBe('blocked');
  await asAdmin('DELETE', `/api/admin/blocked-slots/${openDay}/600`);
  expect((await customerSlots(openDay)).find((slot) => slot.id === 600)?.status).toBe('available');
  expect(
    errorReplySchema.parse(
      (await asAdmin('POST', '/api/admin/blocked-slots', { day: openDay, slot_id: 1230 })).json(),
    ).code,
  ).toBe('SLOT_UNAVAILABLE');
  expect(
    errorReplySchema.parse(
      (await asAdmin('POST', '/api/admin/blocked-days', { day: '2020-01-01' })).json(),
    ).code,
  ).toBe('DATE_NOT_BOOKABLE');
});

it('changes the weekly hours and slot length at once, logging before and after', async () => {
  const original = adminScheduleReplySchema.parse(
    (await asAdmin('GET', '/api/admin/schedule')).json(),
  ).schedule;
  expect(original.weekly_hours).toHaveLength(6);
  const changed = {
    weekly_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      opens: '10:00',
      closes: '13:00',
    })),
    slot_minutes: 60,
    horizon_days: 30,
    max_reschedules: 3,
  };
  const saved = adminScheduleReplySchema.parse(
    (await asAdmin('PUT', '/api/admin/schedule', changed)).json(),
  );
  expect(saved.schedule).toEqual(changed);
  expect(
    (await customerSlots(openDay)).map((slot) => `${slot.start_time}-${slot.end_time}`),
  ).toEqual(['10:00-11:00', '11:00-12:00', '12:00-13:00']);
  const log = auditLogReplySchema.parse(
    (await asAdmin('GET', '/api/admin/audit-log?entity_type=schedule')).json(),
  );
  expect(log.entries[0]).toMatchObject({
    action: 'schedule.update',
    before: original,
    after: changed,
  });
  await asAdmin('PUT', '/api/admin/schedule', original);
  expect((await customerSlots(openDay)).length).toBe(18);
});

it('refuses backward hours and an odd slot length, changing nothing', async () => {
  const bad = await asAdmin('PUT', '/api/admin/schedule', {
    weekly_hours: [{ weekday: 1, opens: '18:00', closes: '09:00' }],
    slot_minutes: 5,
    horizon_days: 60,
    max_reschedules: 2,
  });
  expect(bad.statusCode).toBe(400);
  const { fields } = errorReplySchema.parse(bad.json());
  expect(fields?.['weekly_hours.0.closes']).toBe('மூடும் நேரம் திறக்கும் நேரத்துக்குப் பின் இருக்க வேண்டும்.');
  expect(fields?.slot_minutes).toBe('நேர இடைவெளி 10 முதல் 240 நிமிடங்களுக்குள் இருக்க வேண்டும்.');
  expect(
    adminScheduleReplySchema.parse((await asAdmin('GET', '/api/admin/schedule')).json()).schedule
      .weekly_hours,
  ).toHaveLength(6);
});

it('saves a day with a break as two windows, refusing overlaps and a fifth', async () => {
  const original = adminScheduleReplySchema.parse(
    (await asAdmin('GET', '/api/admin/schedule')).json(),
  ).schedule;
  const withBreak = {
    ...original,
    weekly_hours: [
      { weekday: 1, opens: '09:00', closes: '13:00' },
      { weekday: 1, opens: '14:00', closes: '18:00' },
    ],
  };
  expect(
    adminScheduleReplySchema.parse((await asAdmin('PUT', '/api/admin/schedule', withBreak)).json())
      .schedule.weekly_hours,
  ).toEqual(withBreak.weekly_hours);
  expect((await customerSlots(openDay)).length).toBe(isoWeekday(openDay) === 1 ? 16 : 0);

  const apart = 'ஒரு நாளின் திறப்பு நேரங்கள் ஒன்றோடொன்று சேரக்கூடாது: இடையே இடைவேளை விடுங்கள்.';
  for (const second of [
    { opens: '12:00', closes: '15:00' },
    { opens: '13:00', closes: '15:00' },
    { opens: '09:00', closes: '10:00' },
  ]) {
    const bad = await asAdmin('PUT', '/api/admin/schedule', {
      ...original,
      weekly_hours: [
        { weekday: 2, opens: '09:00', closes: '13:00' },
        { weekday: 2, ...second },
      ],
    });
    expect(bad.statusCode, JSON.stringify(second)).toBe(400);
    expect(errorReplySchema.parse(bad.json()).fields).toEqual({ 'weekly_hours.1.opens': apart });
  }
  const five = [8, 10, 12, 14, 16].map((hour) => ({
    weekday: 3,
    opens: `${String(hour).padStart(2, '0')}:00`,
    closes: `${String(hour).padStart(2, '0')}:30`,
  }));
  const tooMany = await asAdmin('PUT', '/api/admin/schedule', { ...original, weekly_hours: five });
  expect(errorReplySchema.parse(tooMany.json()).fields).toEqual({
    'weekly_hours.4.weekday': 'ஒரு நாளுக்கு அதிகபட்சம் 4 திறப்பு நேரங்கள் மட்டுமே.',
  });
  expect(
    (await asAdmin('PUT', '/api/admin/schedule', { ...original, weekly_hours: five.slice(0, 4) }))
      .statusCode,
  ).toBe(200);

  await asAdmin('PUT', '/api/admin/schedule', original);
  expect((await customerSlots(openDay)).length).toBe(18);
});

it("lists a day's slots for the office, today included", async () => {
  const reply = await asAdmin('GET', `/api/admin/slots?date=${openDay}`);
  expect(reply.json()).toMatchObject({ success: true, date: openDay, closed: false });
  expect((await asAdmin('GET', `/api/admin/slots?date=${today}`)).statusCode).toBe(200);
  expect((await asAdmin('GET', '/api/admin/slots?date=2020-01-01')).statusCode).toBe(400);
});

it('says a closed day is closed and names the next open day', async () => {
  const officeDay = async (date: string) =>
    adminSlotsReplySchema.parse((await asAdmin('GET', `/api/admin/slots?date=${date}`)).json());
  // A Sunday ahead: closed in the default schedule (Monday to Saturday).
  let sunday = addDays(today, 1);
  while (isoWeekday(sunday) !== 7) sunday = addDays(sunday, 1);
  const monday = addDays(sunday, 1);
  expect(await officeDay(sunday)).toMatchObject({
    date: sunday,
    slots: [],
    closed: true,
    next_open_day: monday,
  });
  // An open day names the next one too (the Saturday before, the Monday after the Sunday).
  expect(await officeDay(addDays(sunday, -1))).toMatchObject({
    closed: false,
    next_open_day: monday,
  });

  // A blocked Monday is closed as well, and the Sunday's next open day moves on to the Tuesday.
  await asAdmin('POST', '/api/admin/blocked-days', { day: monday, reason: 'Pongal' });
  expect(await officeDay(monday)).toMatchObject({
    slots: [],
    closed: true,
    next_open_day: addDays(monday, 1),
  });
  expect((await officeDay(sunday)).next_open_day).toBe(addDays(monday, 1));
  await asAdmin('DELETE', `/api/admin/blocked-days/${monday}`);

  // Hours too short for one slot close the weekday; with no open weekday at all there is no next
  // open day. The office's day is the whole team's: the demo's second astrologer is given no hours
  // meanwhile.
  const second = astrologerScheduleReplySchema.parse(
    (await asAdmin('GET', '/api/admin/astrologers/2/schedule')).json(),
  );
  expect(
    (await asAdmin('PUT', '/api/admin/astrologers/2/schedule', { weekly_hours: [] })).statusCode,
  ).toBe(200);
  const original = adminScheduleReplySchema.parse(
    (await asAdmin('GET', '/api/admin/schedule')).json(),
  ).schedule;
  const tuesdayOnly = {
    ...original,
    slot_minutes: 60,
    weekly_hours: [
      { weekday: 1, opens: '10:00', closes: '10:30' },
      { weekday: 2, opens: '10:00', closes: '12:00' },
    ],
  };
  expect((await asAdmin('PUT', '/api/admin/schedule', tuesdayOnly)).statusCode).toBe(200);
  expect(await officeDay(monday)).toMatchObject({
    slots: [],
    closed: true,
    next_open_day: addDays(monday, 1),
  });
  expect(
    (await asAdmin('PUT', '/api/admin/schedule', { ...original, weekly_hours: [] })).statusCode,
  ).toBe(200);
  expect(await officeDay(monday)).toMatchObject({ closed: true, next_open_day: null });
  await asAdmin('PUT', '/api/admin/schedule', original);
  await asAdmin('PUT', '/api/admin/astrologers/2/schedule', { weekly_hours: second.weekly_hours });
  expect(await officeDay(sunday)).toMatchObject({ closed: true, next_open_day: monday });
});
