import { addDays, todayInIndia } from '@portal/contracts';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appointments, messages, securitySettings } from '../../../db/schema';
import type { ChannelProvider, OutgoingMessage } from '../../../lib/messaging/channel-provider';
import {
  bookAppointment,
  confirmEmailOf,
  createAdmin,
  createCustomer,
  markPaid,
} from '../../../test/customers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { CHANGE_SETTLE_MS, momentAt } from './message-hours';

/*
 * Decision 0056 through the real calls, on a clock the test sets (Date is faked; the worker
 * claims what is due by that clock): messages that can wait go between 08:00 and 21:00 on the
 * recipient's clock, a reminder due at night goes the evening before, several moves of one
 * consultation within minutes send one message per channel, and sign-in codes and same-day
 * changes are never held.
 */

function recordingProvider(channel: ChannelProvider['channel']) {
  const sent: (OutgoingMessage & { at: Date })[] = [];
  return {
    sent,
    provider: {
      channel,
      name: 'recording',
      async send(message: OutgoingMessage) {
        sent.push({ ...message, at: new Date() });
        return { providerMessageId: `${channel}-${sent.length}` };
      },
    } satisfies ChannelProvider,
  };
}

const recorders = {
  whatsapp: recordingProvider('whatsapp'),
  sms: recordingProvider('sms'),
  email: recordingProvider('email'),
};
const everything = () => Object.values(recorders).flatMap((recorder) => recorder.sent);
let testApp: TestApp;
const INDIA = 'Asia/Kolkata';
const MINUTE = 60_000;

/** A day a week ahead of the real one (India time), so that the faked clock runs ahead of a PostgreSQL server's own. */
const base = addDays(todayInIndia(), 7);
const day = (offset: number) => addDays(base, offset);
/** A moment on a zone's clock: `day(1)`, "01:34". */
const clock = (date: string, time: string, zone = INDIA) => {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return momentAt(date, hour * 60 + minute, zone);
};
const setClock = (moment: Date) => vi.setSystemTime(moment);

beforeAll(async () => {
  testApp = await createTestApp({
    dependencies: {
      channels: {
        whatsapp: recorders.whatsapp.provider,
        sms: recorders.sms.provider,
        email: recorders.email.provider,
      },
    },
  });
  // The clock jumps days ahead while the desk's session is the one signed in before: the office's
  // idle hours (modules/sessions) are set to their longest so that the jumps are not idleness.
  await testApp.database.db.insert(securitySettings).values({ id: 1, officeIdleHours: 720 });
});
afterAll(() => testApp.close());
afterEach(() => {
  vi.useRealTimers();
});

/** The clock set to `moment` and running on from it (timers stay real: the database and Fastify need them). */
function startClockAt(moment: Date) {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  setClock(moment);
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A customer on WhatsApp, SMS and e-mail with a paid booking; their office, signed in now (sessions last a day). */
async function paidBooking(mobile: string, office: string, timeZone?: string) {
  const token = await createCustomer(testApp, mobile);
  const saved = await testApp.inject({
    method: 'PUT',
    url: '/api/user/profile',
    headers: auth(token),
    payload: {
      name: 'Meena',
      email: `${mobile.slice(1)}@example.com`,
      language_preference: 'english',
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await confirmEmailOf(testApp, mobile);
  const id = await bookAppointment(testApp, token);
  await markPaid(testApp, [id]);
  // The zone the customer's browser gave as they chose a time (apps/web sends it with book-slot).
  if (timeZone)
    await testApp.database.db
      .update(appointments)
      .set({ customerTimeZone: timeZone })
      .where(eq(appointments.id, id));
  return { id, token, admin: await createAdmin(testApp, office), mobile };
}

/** The office's own call that schedules or moves a consultation (a minute of an India day). */
async function officeMoves(admin: string, id: number, date: string, time: string) {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const reply = await testApp.inject({
    method: 'POST',
    url: `/api/admin/appointments/${id}/schedule`,
    headers: auth(admin),
    payload: { date, slot_id: hour * 60 + minute },
  });
  expect(reply.statusCode, reply.body).toBe(200);
}

const rowsOf = (id: number) =>
  testApp.database.db
    .select()
    .from(messages)
    .where(eq(messages.appointmentId, id))
    .orderBy(messages.id);
const sentTo = (id: number, kind?: string) =>
  everything().filter(
    (message) =>
      message.idempotencyKey.includes(`:appointment:${id}:`) && (!kind || message.kind === kind),
  );

const isChange = (message: OutgoingMessage) =>
  ['slot_booked', 'rescheduled', 'cancelled'].includes(message.kind);

/** Everything due by the clock now, sent. */
const drain = () => testApp.app.outbox.drain();

describe('moves of one consultation within minutes send one message per channel', () => {
  it('three moves at 1:34 a.m. send one message per channel at 08:00, with the last time', async () => {
    startClockAt(clock(day(-1), '12:00'));
    const { id, admin, mobile } = await paidBooking('+919800077001', '+919800077901');
    await officeMoves(admin, id, day(3), '10:00');
    setClock(clock(day(-1), '12:04'));
    await drain();
    expect(sentTo(id, 'slot_booked')).toHaveLength(3);

    // Three moves in a minute, at 1:34 a.m.
    const night = clock(day(0), '01:34');
    setClock(night);
    await officeMoves(admin, id, day(4), '11:00');
    setClock(new Date(night.getTime() + 20_000));
    await officeMoves(admin, id, day(5), '12:00');
    setClock(new Date(night.getTime() + 40_000));
    await officeMoves(admin, id, day(6), '10:30');
    setClock(clock(day(0), '01:40'));
    await drain();
    expect(sentTo(id, 'rescheduled')).toHaveLength(0);

    const changes = (await rowsOf(id)).filter((row) => row.kind === 'rescheduled');
    expect(changes.filter((row) => row.status === 'dropped')).toHaveLength(6);
    expect(
      changes
        .filter((row) => row.status === 'dropped')
        .every((row) => row.lastError === 'a later change of the appointment replaces it'),
    ).toBe(true);
    const waiting = changes.filter((row) => row.status === 'pending');
    expect(waiting.map((row) => row.channel).sort()).toEqual(['email', 'sms', 'whatsapp']);
    // Not urgent (the consultation was and is days away): it waits for 08:00 in India, the customer's zone.
    expect(
      waiting.every((row) => row.sendAfter.getTime() === clock(day(0), '08:00').getTime()),
    ).toBe(true);

    setClock(clock(day(0), '08:00'));
    await drain();
    const moved = sentTo(id, 'rescheduled');
    expect(moved.map((message) => message.to).sort()).toEqual(
      [`${mobile.slice(1)}@example.com`, mobile, mobile].sort(),
    );
    expect(moved.every((message) => message.text.includes('10:30 am IST'))).toBe(true);
    const calendar = moved.find((message) => message.calendar)!.calendar!.content;
    // Booked (0), then moved three times.
    expect(calendar).toContain('SEQUENCE:3');
    expect(calendar).toContain(
      `DTSTART:${clock(day(6), '10:30').toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`,
    );
    expect(
      everything().filter(
        (message) => message.at < clock(day(0), '08:00') && message.at > clock(day(0), '01:00'),
      ),
    ).toHaveLength(0);

    // Reminders: only the last time's, one per kind and channel, none of the times between.
    const reminders = (await rowsOf(id)).filter(
      (row) => row.kind.startsWith('reminder') && row.status === 'pending',
    );
    expect(reminders).toHaveLength(6);
    const finalStart = clock(day(6), '10:30');
    expect(new Set(reminders.map((row) => (row.payload as { startsAt: string }).startsAt))).toEqual(
      new Set([finalStart.toISOString()]),
    );
    expect(new Set(reminders.map((row) => `${row.kind} ${row.sendAfter.toISOString()}`))).toEqual(
      new Set([
        `reminder_24h ${clock(day(5), '10:30').toISOString()}`,
        `reminder_2h ${clock(day(6), '08:30').toISOString()}`,
      ]),
    );
  });

  it('in the day too: three moves within a minute send one message per channel', async () => {
    startClockAt(clock(day(1), '11:00'));
    const { id, admin } = await paidBooking('+919800077002', '+919800077902');
    await officeMoves(admin, id, day(4), '10:00');
    await officeMoves(admin, id, day(4), '10:30');
    await officeMoves(admin, id, day(4), '10:00');
    setClock(clock(day(1), '11:02'));
    await drain();
    expect(sentTo(id).filter(isChange)).toHaveLength(0);
    setClock(new Date(clock(day(1), '11:00').getTime() + CHANGE_SETTLE_MS + MINUTE));
    await drain();
    // Never told a time before: the one message is the first time's confirmation, of the final time.
    expect(
      sentTo(id)
        .filter(isChange)
        .map((message) => `${message.kind} ${message.idempotencyKey.split(':').at(-1)}`)
        .sort(),
    ).toEqual(['slot_booked email', 'slot_booked sms', 'slot_booked whatsapp']);
    expect(
      sentTo(id, 'slot_booked').every((message) => message.text.includes('10:00 am IST')),
    ).toBe(true);
    // Moved away and back: the time's reminders are planned again (their keys name the change).
    const reminders = (await rowsOf(id)).filter(
      (row) => row.kind.startsWith('reminder') && row.status === 'pending' && row.channel === 'sms',
    );
    expect(reminders.map((row) => row.sendAfter.toISOString())).toEqual([
      clock(day(3), '10:00').toISOString(),
      clock(day(4), '08:00').toISOString(),
    ]);
  });
});

describe('reminders at night', () => {
  it('a reminder due at 02:00 is sent the evening before, by 21:00, in words that fit', async () => {
    startClockAt(clock(day(2), '10:00'));
    const { id, admin, mobile } = await paidBooking('+919800077003', '+919800077903');
    // A consultation at dawn, which the office may arrange outside the customers' grid.
    await officeMoves(admin, id, day(5), '04:00');
    const sms = (await rowsOf(id)).filter(
      (row) => row.kind.startsWith('reminder') && row.channel === 'sms',
    );
    expect(sms.map((row) => [row.kind, row.sendAfter.toISOString()])).toEqual([
      ['reminder_24h', clock(day(3), '20:00').toISOString()],
      ['reminder_2h', clock(day(4), '20:00').toISOString()],
    ]);
    expect(sms.map((row) => (row.payload as { timing: { held: string } }).timing.held)).toEqual([
      'evening',
      'evening',
    ]);

    setClock(clock(day(4), '19:59'));
    await drain();
    const before = sentTo(id).filter((message) => message.idempotencyKey.startsWith('reminder_2h'));
    expect(before).toHaveLength(0);
    setClock(clock(day(4), '20:00'));
    await drain();
    const evening = recorders.sms.sent.filter((message) =>
      message.idempotencyKey.startsWith(`reminder_2h:appointment:${id}:`),
    );
    expect(evening).toHaveLength(1);
    expect(evening[0]!.to).toBe(mobile);
    expect(evening[0]!.at < clock(day(4), '21:00')).toBe(true);
    // Eight hours ahead it does not say "in about two hours": the day and time, in the one-day
    // reminder's words and template.
    expect(evening[0]!.kind).toBe('reminder_24h');
    expect(evening[0]!.text).toContain('4:00 am IST');
    expect(evening[0]!.text).not.toContain('two hours');

    setClock(clock(day(5), '02:00'));
    expect(await drain()).toBe(0);
  });
});

describe('never held', () => {
  it('a sign-in code at 01:00 is sent at once', async () => {
    startClockAt(clock(day(3), '01:00'));
    const sent = await testApp.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      payload: { phone_number: '+919800077004' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(testApp.smsLog.filter((line) => line.includes('+919800077004'))).toHaveLength(1);
  });

  it('sends a same-day change at night at once, and a move into today too', async () => {
    startClockAt(clock(day(2), '12:00'));
    const { id, admin } = await paidBooking('+919800077005', '+919800077905');
    await officeMoves(admin, id, day(3), '10:00');
    setClock(clock(day(2), '12:05'));
    await drain();
    expect(sentTo(id, 'slot_booked')).toHaveLength(3);

    // At 01:34 the office moves today's 10:00 consultation to next week: the customer must hear before they set out.
    const night = clock(day(3), '01:34');
    setClock(night);
    await officeMoves(admin, id, day(8), '10:00');
    const waiting = (await rowsOf(id)).filter(
      (row) => row.kind === 'rescheduled' && row.status === 'pending',
    );
    expect(waiting).toHaveLength(3);
    for (const row of waiting)
      expect(row.sendAfter.getTime() - night.getTime()).toBeLessThanOrEqual(
        CHANGE_SETTLE_MS + 5_000,
      );
    setClock(new Date(night.getTime() + CHANGE_SETTLE_MS + 10_000));
    await drain();
    expect(sentTo(id, 'rescheduled')).toHaveLength(3);

    // Into today from next week: the same.
    const again = clock(day(3), '02:10');
    setClock(again);
    await officeMoves(admin, id, day(3), '16:00');
    setClock(new Date(again.getTime() + CHANGE_SETTLE_MS + 10_000));
    await drain();
    expect(sentTo(id, 'rescheduled')).toHaveLength(6);
    expect(
      sentTo(id, 'rescheduled').filter((message) => message.text.includes('4:00 pm IST')),
    ).toHaveLength(3);
  });

  it("sends a night cancel of today's consultation at once and drops the confirmation", async () => {
    startClockAt(clock(day(4), '12:00'));
    const { id, admin } = await paidBooking('+919800077006', '+919800077906');
    await officeMoves(admin, id, day(5), '11:00');
    const night = clock(day(5), '00:30');
    setClock(night);
    const cancelled = await testApp.inject({
      method: 'POST',
      url: `/api/admin/appointments/${id}/cancel`,
      headers: auth(admin),
      payload: { reason: 'Astrologer unwell today' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await drain();
    // The confirmation never went (it was still settling at the cancel): the cancellation did, at once.
    expect(sentTo(id, 'slot_booked')).toHaveLength(0);
    expect(sentTo(id, 'cancelled')).toHaveLength(3);
    const dropped = (await rowsOf(id)).filter((row) => row.kind === 'slot_booked');
    expect(dropped.every((row) => row.status === 'dropped' || row.status === 'sent')).toBe(true);
  });
});

describe('what can wait waits for 08:00 on the recipient’s clock', () => {
  it('a booking at 23:00 India time: the customer and the office hear at 08:00', async () => {
    startClockAt(clock(day(5), '23:00'));
    const token = await createCustomer(testApp, '+919800077007');
    const id = await bookAppointment(testApp, token);
    await drain();
    expect(sentTo(id)).toHaveLength(0);
    const rows = await rowsOf(id);
    expect(rows.map((row) => row.kind).sort()).toEqual([
      'booking_created',
      'booking_created',
      'office_new_booking',
      'office_new_booking',
    ]);
    expect(rows.every((row) => row.sendAfter.getTime() === clock(day(6), '08:00').getTime())).toBe(
      true,
    );
    setClock(clock(day(6), '08:00'));
    await drain();
    expect(sentTo(id)).toHaveLength(4);
  });

  it('a customer in New York: 23:00 on their clock (09:30 in India) waits for 08:00 on theirs', async () => {
    const newYork = 'America/New_York';
    // Their evening, before the office's morning.
    const evening = clock(day(5), '23:00', newYork);
    startClockAt(evening);
    const { id, admin } = await paidBooking('+919800077008', '+919800077908', newYork);
    await officeMoves(admin, id, day(10), '10:00');
    const confirmation = (await rowsOf(id)).filter((row) => row.kind === 'slot_booked');
    expect(confirmation).toHaveLength(3);
    const morning = clock(day(6), '08:00', newYork);
    expect(confirmation.every((row) => row.sendAfter.getTime() === morning.getTime())).toBe(true);
    // The office's console says it is held, until when, and on whose clock.
    const listed = await testApp.inject({
      method: 'GET',
      url: `/api/admin/messages?appointment_id=${id}&status=pending`,
      headers: auth(admin),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const shown = listed
      .json<{
        messages: {
          kind: string;
          held: string | null;
          time_zone: string | null;
          send_after: string;
        }[];
      }>()
      .messages.filter((message) => message.kind === 'slot_booked');
    expect(shown).toHaveLength(3);
    for (const message of shown)
      expect(message).toMatchObject({
        held: 'morning',
        time_zone: newYork,
        send_after: morning.toISOString(),
      });
    setClock(new Date(evening.getTime() + CHANGE_SETTLE_MS + MINUTE));
    await drain();
    expect(sentTo(id).filter(isChange)).toHaveLength(0);
    setClock(morning);
    await drain();
    expect(sentTo(id, 'slot_booked')).toHaveLength(3);
  });

  it('puts a message claimed outside its hours back for the morning, untried', async () => {
    startClockAt(clock(day(7), '20:58'));
    const token = await createCustomer(testApp, '+919800077009');
    const id = await bookAppointment(testApp, token);
    setClock(clock(day(7), '22:30'));
    await drain();
    expect(sentTo(id)).toHaveLength(0);
    const [row] = await testApp.database.db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.appointmentId, id),
          eq(messages.channel, 'sms'),
          like(messages.kind, 'booking%'),
        ),
      );
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect(row!.sendAfter.getTime()).toBe(clock(day(8), '08:00').getTime());
  });
});
