import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  adminAstrologersReplySchema,
  adminScheduleReplySchema,
  astrologerScheduleReplySchema,
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
  admin = await createAdmin(testApp, '+919840700001');
  customer = await createCustomer(testApp, '+919840700002');
});
afterAll(() => testApp.close());

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  testApp.inject({
    method,
    url,
    headers: { authorization: `Bearer ${admin}`, 'accept-language': 'ta' },
    ...(payload ? { payload } : {}),
  });
const officeSchedule = async () =>
  adminScheduleReplySchema.parse((await asAdmin('GET', '/api/admin/schedule')).json());
const hoursOf = async (astrologerId: number) =>
  astrologerScheduleReplySchema.parse(
    (await asAdmin('GET', `/api/admin/astrologers/${astrologerId}/schedule`)).json(),
  ).weekly_hours;
/** A day's slots as a customer sees them with one astrologer. */
const slotsWith = async (astrologerId: number, date: string) =>
  slotsReplySchema.parse(
    (
      await testApp.inject({
        method: 'GET',
        url: `/api/slots/available?date=${date}&astrologer_id=${astrologerId}`,
        headers: { authorization: `Bearer ${customer}` },
      })
    ).json(),
  ).slots;

/** A weekday (1 Monday ... 7 Sunday) some weeks ahead. */
function aDay(weekday: number, weeksLater: number): string {
  let day = addDays(todayInIndia(new Date()), 2);
  while (isoWeekday(day) !== weekday) day = addDays(day, 1);
  return addDays(day, 7 * weeksLater);
}

describe("two astrologers' different hours", () => {
  // The office's (the first astrologer's) hours and the second astrologer's are set once, here,
  // and put back afterwards; each test reads them, or changes something of its own and puts it back.
  type Hours = Awaited<ReturnType<typeof hoursOf>>;
  let demoSecond: Hours;
  let office: Awaited<ReturnType<typeof officeSchedule>>;
  let saved: Awaited<ReturnType<typeof asAdmin>>;
  const first = [1, 2, 3].map((weekday) => ({ weekday, opens: '09:00', closes: '12:00' }));
  const second = [
    { weekday: 2, opens: '15:00', closes: '17:00' },
    { weekday: 2, opens: '10:00', closes: '12:30' },
    { weekday: 6, opens: '08:00', closes: '11:00' },
  ];
  const sorted = [second[1], second[0], second[2]];

  beforeAll(async () => {
    demoSecond = await hoursOf(2);
    office = await officeSchedule();
    expect(
      (await asAdmin('PUT', '/api/admin/schedule', { ...office.schedule, weekly_hours: first }))
        .statusCode,
    ).toBe(200);
    saved = await asAdmin('PUT', '/api/admin/astrologers/2/schedule', { weekly_hours: second });
  });
  afterAll(async () => {
    await asAdmin('PUT', '/api/admin/schedule', office.schedule);
    await asAdmin('PUT', '/api/admin/astrologers/2/schedule', { weekly_hours: demoSecond });
    expect(await hoursOf(2)).toEqual(demoSecond);
  });

  it('starts from the demo’s own hours for the second astrologer', () => {
    expect(demoSecond).toHaveLength(10);
    expect(demoSecond.slice(0, 2)).toEqual([
      { weekday: 1, opens: '10:00', closes: '13:00' },
      { weekday: 1, opens: '16:00', closes: '18:00' },
    ]);
  });

  it("gives the office's schedule the first astrologer's hours", () => {
    expect(office.hours_astrologer_id).toBe(1);
  });

  it("saves an astrologer's hours sorted by day and time", () => {
    expect(saved.statusCode).toBe(200);
    expect(astrologerScheduleReplySchema.parse(saved.json())).toEqual({
      success: true,
      astrologer_id: 2,
      weekly_hours: sorted,
    });
  });

  it("stores each astrologer's hours apart", async () => {
    expect(await hoursOf(1)).toEqual(first);
    expect(await hoursOf(2)).toEqual(sorted);
    expect((await officeSchedule()).schedule.weekly_hours).toEqual(first);
  });

  it("offers customers each astrologer's own hours", async () => {
    // Customers see each astrologer's own hours (a Tuesday: both work; the 30-minute grid of each
    // window).
    const tuesday = aDay(2, 2);
    expect((await slotsWith(1, tuesday)).map((slot) => slot.start_time)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ]);
    expect((await slotsWith(2, tuesday)).map((slot) => slot.start_time)).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
    ]);
  });

  it("shows the office the hours of the team's first astrologer", async () => {
    // Whose hours /api/admin/schedule shows follows the team's order.
    await asAdmin('PUT', '/api/admin/astrologers/2', { ...(await teamMember(2)), sort_order: 0 });
    await asAdmin('PUT', '/api/admin/astrologers/1', { ...(await teamMember(1)), sort_order: 5 });
    expect(await officeSchedule()).toMatchObject({
      hours_astrologer_id: 2,
      schedule: { weekly_hours: sorted },
    });
    await asAdmin('PUT', '/api/admin/astrologers/1', { ...(await teamMember(1)), sort_order: 0 });
    await asAdmin('PUT', '/api/admin/astrologers/2', { ...(await teamMember(2)), sort_order: 1 });
    expect((await officeSchedule()).hours_astrologer_id).toBe(1);
  });

  it('names whose hours changed in the activity log', async () => {
    // The activity log names whose hours changed.
    const log = auditLogReplySchema.parse(
      (await asAdmin('GET', '/api/admin/audit-log?action=astrologer.hours_update')).json(),
    );
    expect(log.entries[0]).toMatchObject({
      entity_type: 'astrologer',
      entity_id: '2',
      subject_name: { english: 'Meenakshi Sundaram', tamil: 'மீனாட்சி சுந்தரம்' },
    });
  });
});

async function teamMember(id: number) {
  const { astrologers } = adminAstrologersReplySchema.parse(
    (await asAdmin('GET', '/api/admin/astrologers')).json(),
  );
  const { id: _id, ...fields } = astrologers.find((astrologer) => astrologer.id === id)!;
  return fields;
}

it('refuses overlapping windows and an unknown astrologer', async () => {
  const before = await hoursOf(2);
  const bad = await asAdmin('PUT', '/api/admin/astrologers/2/schedule', {
    weekly_hours: [
      { weekday: 3, opens: '10:00', closes: '13:00' },
      { weekday: 3, opens: '12:00', closes: '14:00' },
    ],
  });
  expect(bad.statusCode).toBe(400);
  expect(errorReplySchema.parse(bad.json()).fields).toEqual({
    'weekly_hours.1.opens': 'ஒரு நாளின் திறப்பு நேரங்கள் ஒன்றோடொன்று சேரக்கூடாது: இடையே இடைவேளை விடுங்கள்.',
  });
  expect(await hoursOf(2)).toEqual(before);
  expect((await asAdmin('GET', '/api/admin/astrologers/99/schedule')).statusCode).toBe(404);
  expect(
    (await asAdmin('PUT', '/api/admin/astrologers/99/schedule', { weekly_hours: [] })).statusCode,
  ).toBe(404);
});

it('closes a day for one astrologer alone, or for both when the office closes', async () => {
  const wednesday = aDay(3, 3);
  const closed = adminScheduleReplySchema.parse(
    (
      await asAdmin('POST', '/api/admin/blocked-days', {
        day: wednesday,
        reason: 'Family function',
        astrologer_id: 2,
      })
    ).json(),
  );
  expect(closed.blocked_days).toEqual([
    { day: wednesday, reason: 'Family function', astrologer_id: 2 },
  ]);
  expect(await slotsWith(2, wednesday)).toEqual([]);
  expect((await slotsWith(1, wednesday)).length).toBe(18);

  const both = adminScheduleReplySchema.parse(
    (
      await asAdmin('POST', '/api/admin/blocked-days', {
        day: wednesday,
        reason: 'Temple festival',
      })
    ).json(),
  );
  expect(both.blocked_days).toEqual([
    { day: wednesday, reason: 'Temple festival', astrologer_id: null },
    { day: wednesday, reason: 'Family function', astrologer_id: 2 },
  ]);
  expect(await slotsWith(1, wednesday)).toEqual([]);

  // Opening the astrologer's day leaves the office's closed, and the other way round.
  const reopened = adminScheduleReplySchema.parse(
    (await asAdmin('DELETE', `/api/admin/blocked-days/${wednesday}?astrologer_id=2`)).json(),
  );
  expect(reopened.blocked_days).toEqual([
    { day: wednesday, reason: 'Temple festival', astrologer_id: null },
  ]);
  expect(
    (await asAdmin('DELETE', `/api/admin/blocked-days/${wednesday}?astrologer_id=2`)).statusCode,
  ).toBe(404);
  expect((await asAdmin('DELETE', `/api/admin/blocked-days/${wednesday}`)).statusCode).toBe(200);
  expect((await slotsWith(2, wednesday)).length).toBeGreaterThan(0);
  expect((await officeSchedule()).blocked_days).toEqual([]);

  const unknown = await asAdmin('POST', '/api/admin/blocked-days', {
    day: wednesday,
    astrologer_id: 99,
  });
  expect(unknown.statusCode).toBe(400);
  expect(errorReplySchema.parse(unknown.json()).fields).toEqual({
    astrologer_id: 'குழுவில் உள்ள ஒரு ஜோதிடரைத் தேர்ந்தெடுங்கள்.',
  });

  const log = auditLogReplySchema.parse(
    (await asAdmin('GET', '/api/admin/audit-log?action=blocked_day.add')).json(),
  );
  expect(log.entries.map((entry) => entry.subject_name?.english ?? null)).toEqual([
    null,
    'Meenakshi Sundaram',
  ]);
});

it('blocks a slot for one astrologer only, and puts it back', async () => {
  const thursday = aDay(4, 3);
  const blocked = adminScheduleReplySchema.parse(
    (
      await asAdmin('POST', '/api/admin/blocked-slots', {
        day: thursday,
        slot_id: 630,
        astrologer_id: 2,
      })
    ).json(),
  );
  expect(blocked.blocked_slots).toEqual([
    { day: thursday, slot_id: 630, start_time: '10:30', astrologer_id: 2 },
  ]);
  expect((await slotsWith(2, thursday)).find((slot) => slot.id === 630)?.status).toBe('blocked');
  expect((await slotsWith(1, thursday)).find((slot) => slot.id === 630)?.status).toBe('available');
  expect((await asAdmin('DELETE', `/api/admin/blocked-slots/${thursday}/630`)).statusCode).toBe(
    404,
  );
  expect(
    (await asAdmin('DELETE', `/api/admin/blocked-slots/${thursday}/630?astrologer_id=2`))
      .statusCode,
  ).toBe(200);
  expect((await slotsWith(2, thursday)).find((slot) => slot.id === 630)?.status).toBe('available');
});

it('changes the office-wide settings alone when no weekly hours are sent', async () => {
  const { schedule } = await officeSchedule();
  const { weekly_hours: _hours, ...settings } = schedule;
  const saved = adminScheduleReplySchema.parse(
    (await asAdmin('PUT', '/api/admin/schedule', { ...settings, horizon_days: 90 })).json(),
  );
  expect(saved.schedule).toEqual({ ...schedule, horizon_days: 90 });
  await asAdmin('PUT', '/api/admin/schedule', schedule);
});
