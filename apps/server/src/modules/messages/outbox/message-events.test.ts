import { paymentInitiationReplySchema, testCheckoutReplySchema } from '@portal/contracts';
import { addDays, todayInIndia } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages, users } from '../../../db/schema';
import {
  MessageSendError,
  type ChannelProvider,
  type OutgoingMessage,
} from '../../../lib/messaging/channel-provider';
import { confirmEmailOf, createAdmin, createCustomer, samplePdf } from '../../../test/customers';
import { multipartBody } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { nextWeekday } from '../../../test/times';
import { messageEvents } from './message-events';
import { CHANGE_SETTLE_MS, momentAt } from './message-hours';

/** Records every message it is given; fails on demand. */
function recordingProvider(channel: ChannelProvider['channel']) {
  const sent: OutgoingMessage[] = [];
  let failure: MessageSendError | null = null;
  return {
    sent,
    failWith(error: MessageSendError | null) {
      failure = error;
    },
    provider: {
      channel,
      name: 'recording',
      async send(message: OutgoingMessage) {
        if (failure) throw failure;
        sent.push(message);
        return { providerMessageId: `${channel}-${sent.length}` };
      },
    } satisfies ChannelProvider,
  };
}

const whatsapp = recordingProvider('whatsapp');
const sms = recordingProvider('sms');
const email = recordingProvider('email');
let testApp: TestApp;
let admin: string;

/*
 * On a clock of its own (decision 0056): 11:00 in India a week ahead, within the hours messages
 * go in whenever the file runs; a change's message waits its settling minutes, which `settle`
 * lets pass. message-timing.test.ts tests the hours themselves.
 */
vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
vi.setSystemTime(momentAt(addDays(todayInIndia(), 7), 11 * 60, 'Asia/Kolkata'));
const settle = () => vi.setSystemTime(Date.now() + CHANGE_SETTLE_MS + 1_000);

beforeAll(async () => {
  testApp = await createTestApp({
    dependencies: {
      channels: { whatsapp: whatsapp.provider, sms: sms.provider, email: email.provider },
    },
  });
  admin = await createAdmin(testApp, '+919800044001');
});
afterAll(async () => {
  await testApp.close();
  vi.useRealTimers();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (url: string, token: string, payload?: object) =>
  testApp.inject({ method: 'POST', url, headers: auth(token), payload });

async function customer(
  mobile: string,
  profile: { name: string; email?: string; language_preference?: 'english' | 'tamil' },
) {
  const token = await createCustomer(testApp, mobile);
  const saved = await testApp.inject({
    method: 'PUT',
    url: '/api/user/profile',
    headers: auth(token),
    payload: profile,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await confirmEmailOf(testApp, mobile);
  return token;
}

async function book(token: string, consultationMode = 'in_person'): Promise<number> {
  const reply = await post('/api/appointments', token, {
    name: 'Meena',
    gender: 'female',
    date_of_birth: '1990-04-14',
    birth_time: '06:10',
    birth_place: 'Madurai',
    services: [1],
    terms_agreed: true,
    consultation_mode: consultationMode,
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json<{ appointment: { id: number } }>().appointment.id;
}

async function payOnline(token: string, appointmentId: number) {
  const order = paymentInitiationReplySchema.parse(
    (await post(`/api/payments/appointments/${appointmentId}/initiate`, token)).json(),
  );
  const checkout = testCheckoutReplySchema.parse(
    (
      await post('/api/payments/test-gateway/checkout', token, {
        razorpay_order_id: order.razorpay_order_id,
        outcome: 'pay',
      })
    ).json(),
  );
  const verification = {
    razorpay_order_id: order.razorpay_order_id,
    razorpay_payment_id: checkout.razorpay_payment_id,
    razorpay_signature: checkout.razorpay_signature,
    appointment_id: appointmentId,
  };
  // Twice, as a browser that retries does: the payment is received once.
  for (let time = 0; time < 2; time += 1)
    expect((await post('/api/payments/verify', token, verification)).statusCode).toBe(200);
}

const queued = (appointmentId: number) =>
  testApp.database.db
    .select()
    .from(messages)
    .where(eq(messages.appointmentId, appointmentId))
    .orderBy(messages.id);
const sentFor = (provider: { sent: OutgoingMessage[] }, kind: string, to: string) =>
  provider.sent.filter((message) => message.kind === kind && message.to === to);

describe('each event messages the customer on their channels, in their language', () => {
  describe('a booking, its payment, its slot, a move and a cancellation', () => {
    // The customer's whole journey runs once, here, each step's replies and queue kept; each test
    // reads what one step sent.
    type Queued = Awaited<ReturnType<typeof queued>>;
    let id: number;
    let day: string;
    let later: string;
    let slotBookedBeforeSettling: OutgoingMessage[];
    let afterSlot: Queued;
    let afterMove: Queued;
    let afterCancel: Queued;
    let keys: string[];
    const isReminder = (row: Queued[number]) => row.kind.startsWith('reminder');

    beforeAll(async () => {
      const token = await customer('+919800044010', {
        name: 'Meena Sundaram',
        email: 'meena@example.com',
        language_preference: 'tamil',
      });
      id = await book(token);
      await testApp.app.outbox.drain();

      await payOnline(token, id);
      await testApp.app.outbox.drain();

      day = nextWeekday(2, nextWeekday(1));
      expect(
        (
          await post(`/api/appointments/${id}/book-slot`, token, {
            slot_id: 600,
            date: day,
            time_zone: 'Asia/Singapore',
          })
        ).statusCode,
      ).toBe(200);
      await testApp.app.outbox.drain();
      slotBookedBeforeSettling = sentFor(email, 'slot_booked', 'meena@example.com');
      settle();
      await testApp.app.outbox.drain();
      afterSlot = await queued(id);

      later = nextWeekday(4, day);
      expect(
        (await post(`/api/appointments/${id}/reschedule`, token, { slot_id: 660, date: later }))
          .statusCode,
      ).toBe(200);
      settle();
      await testApp.app.outbox.drain();
      afterMove = await queued(id);

      expect((await post(`/api/appointments/${id}/cancel`, token, {})).statusCode).toBe(200);
      await testApp.app.outbox.drain();
      afterCancel = await queued(id);
      keys = [...whatsapp.sent, ...sms.sent, ...email.sent].map(
        (message) => message.idempotencyKey,
      );
    });

    it('texts the booking in their language, with its payment link', () => {
      const [created] = sentFor(sms, 'booking_created', '+919800044010');
      expect(created?.language).toBe('tamil');
      expect(created?.text).toContain('முன்பதிவு');
      expect(created?.text).toContain(`https://portal.example.test/payment/${id}`);
    });

    it('sends the booking on WhatsApp and by e-mail too', () => {
      expect(sentFor(whatsapp, 'booking_created', '+919800044010')).toHaveLength(1);
      expect(sentFor(email, 'booking_created', 'meena@example.com')[0]?.html).toContain(
        'அன்புள்ள Meena Sundaram',
      );
    });

    it('tells the office of the booking on its number and e-mail', () => {
      // The office hears of the booking on its number and e-mail (UI settings), in English.
      expect(sentFor(whatsapp, 'office_new_booking', '+919876543210')[0]?.text).toContain(
        'Meena Sundaram',
      );
      expect(sentFor(email, 'office_new_booking', 'office@jothidam.example')).toHaveLength(1);
    });

    it('sends one receipt for a payment verified twice', () => {
      const receipts = sentFor(sms, 'payment_received', '+919800044010');
      expect(receipts).toHaveLength(1);
      expect(receipts[0]!.text).toMatch(/\/receipts\/payment\/\d+/);
    });

    it('confirms the slot only after its settling minutes', () => {
      // The confirmation waits its settling minutes (a further change would replace it).
      expect(slotBookedBeforeSettling).toHaveLength(0);
    });

    it("confirms the slot with a calendar invitation, in the customer's zone", () => {
      const booked = sentFor(email, 'slot_booked', 'meena@example.com')[0]!;
      expect(booked.calendar?.method).toBe('REQUEST');
      expect(booked.calendar?.content).toContain('SEQUENCE:0');
      expect(booked.text).toContain('காலை 10:00 (இந்திய நேரம்)');
      expect(booked.text).toContain('Singapore நேரப்படி');
    });

    it('queues reminders 24 hours and 2 hours before the consultation', () => {
      const reminders = afterSlot.filter((row) => isReminder(row) && row.status === 'pending');
      const start = new Date(`${day}T04:30:00Z`).getTime();
      expect(
        reminders
          .filter((row) => row.channel === 'sms')
          .map((row) => [row.kind, row.sendAfter.getTime()]),
      ).toEqual([
        ['reminder_24h', start - 24 * 3_600_000],
        ['reminder_2h', start - 2 * 3_600_000],
      ]);
    });

    it('sends a move as the same calendar event, one sequence on', () => {
      const moved = sentFor(email, 'rescheduled', 'meena@example.com')[0]!;
      expect(moved.calendar?.content).toContain('SEQUENCE:1');
      expect(moved.calendar?.content).toMatch(
        new RegExp(`UID:appointment-${id}@portal\\.example\\.test`),
      );
    });

    it('tells the office of the move', () => {
      expect(sentFor(whatsapp, 'office_rescheduled', '+919876543210')).toHaveLength(1);
    });

    it("drops the old time's reminders on a move", () => {
      expect(afterMove.filter((row) => isReminder(row) && row.status === 'dropped')).toHaveLength(
        6,
      );
    });

    it('queues the new reminders before the new time', () => {
      expect(
        afterMove
          .filter((row) => isReminder(row) && row.status === 'pending')
          .every((row) => row.sendAfter.getTime() < new Date(`${later}T05:30:00Z`).getTime()),
      ).toBe(true);
    });

    it('cancels the calendar event and tells of the refund', () => {
      const cancelled = sentFor(email, 'cancelled', 'meena@example.com')[0]!;
      expect(cancelled.calendar?.method).toBe('CANCEL');
      expect(cancelled.calendar?.content).toContain('SEQUENCE:2');
      expect(cancelled.text).toContain('பணத்திருப்பம்');
    });

    it('texts the customer when the refund is made', () => {
      expect(sentFor(sms, 'refund_processed', '+919800044010')).toHaveLength(1);
    });

    it('tells the office of the cancellation by e-mail', () => {
      expect(sentFor(email, 'office_cancelled', 'office@jothidam.example')[0]?.text).toContain(
        'Meena Sundaram',
      );
    });

    it('drops every pending reminder on a cancellation', () => {
      expect(afterCancel.filter((row) => isReminder(row) && row.status === 'pending')).toHaveLength(
        0,
      );
    });

    it('sends each customer message once per channel', () => {
      // Every customer message went once per channel.
      expect(new Set(keys).size).toBe(keys.length);
    });
  });

  it('tells the customer when their report is given to them, not when it is uploaded', async () => {
    const token = await customer('+919800044012', {
      name: 'Kavitha',
      language_preference: 'english',
    });
    const id = await book(token);
    const detail = await testApp.inject({
      method: 'GET',
      url: `/api/admin/appointments/${id}`,
      headers: auth(admin),
    });
    const requestId = detail.json<{ appointment: { pdf_service_requests: { id: number }[] } }>()
      .appointment.pdf_service_requests[0]!.id;
    for (let time = 0; time < 2; time += 1) {
      const { payload, headers } = await multipartBody(
        {},
        [{ name: 'reading.pdf', content: samplePdf() }],
        'report',
      );
      const uploaded = await testApp.inject({
        method: 'POST',
        url: `/api/admin/pdf-requests/${requestId}/report`,
        headers: { ...headers, ...auth(admin) },
        payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
    }
    await testApp.app.outbox.drain();
    expect(sentFor(sms, 'report_ready', '+919800044012')).toHaveLength(0);
    const delivered = await testApp.inject({
      method: 'POST',
      url: `/api/admin/pdf-requests/${requestId}/deliver`,
      headers: auth(admin),
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    await testApp.app.outbox.drain();
    const ready = sentFor(sms, 'report_ready', '+919800044012');
    expect(ready).toHaveLength(1);
    expect(ready[0]!.text).toBe(
      `Your Jathagam Reading report for booking ` +
        `${detail.json<{ appointment: { appointment_number: string } }>().appointment.appointment_number}` +
        ` is ready. Download it from My Appointments: https://portal.example.test/appointments`,
    );
  });

  it("follows the customer's channels: none they turned off, no e-mail without an address", async () => {
    const token = await customer('+919800044011', { name: 'Ravi' });
    await testApp.database.db
      .update(users)
      .set({ notifyWhatsapp: false })
      .where(eq(users.mobileNumber, '+919800044011'));
    const id = await book(token);
    expect(
      (await queued(id)).filter((row) => row.audience === 'customer').map((row) => row.channel),
    ).toEqual(['sms']);
  });
});

describe('reminders', () => {
  async function scheduledIn(hours: number) {
    const token = await customer(`+9198000441${String(Math.round(hours)).padStart(2, '0')}`, {
      name: 'Kumar',
    });
    const id = await book(token);
    const startsAt = new Date(Date.now() + hours * 3_600_000);
    await testApp.database.db.transaction((tx) =>
      messageEvents.consultationScheduled(tx, id, {
        startsAt,
        now: new Date(),
        moved: false,
        byCustomer: false,
      }),
    );
    return (await queued(id)).filter(
      (row) => row.kind.startsWith('reminder') && row.channel === 'sms',
    );
  }

  it('sends a passed 24-hour reminder while over 2 hours remain, never a passed 2-hour one', async () => {
    const tenHours = await scheduledIn(10);
    expect(tenHours.map((row) => row.kind)).toEqual(['reminder_24h', 'reminder_2h']);
    expect(tenHours[0]!.sendAfter.getTime()).toBeLessThanOrEqual(Date.now() + CHANGE_SETTLE_MS);
    const ninetyMinutes = await scheduledIn(1.5);
    expect(ninetyMinutes).toHaveLength(0);
  });
});

describe('delivery', () => {
  it('retries a failing provider with backoff, then shows the failure to the office', async () => {
    const token = await customer('+919800044020', { name: 'Lakshmi' });
    sms.failWith(new MessageSendError('MSG91 answered 503'));
    const id = await book(token);
    await testApp.app.outbox.drain();
    const [failing] = (await queued(id)).filter((row) => row.channel === 'sms');
    expect(failing).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'MSG91 answered 503',
    });
    expect(failing!.sendAfter.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Its next moments come (made due by hand) and go: after six attempts it is failed.
    for (let attempt = 2; attempt <= 6; attempt += 1) {
      await testApp.database.db.execute(
        sql`update messages set send_after = now() where id = ${failing!.id}`,
      );
      await testApp.app.outbox.drain();
    }
    const office = await testApp.inject({
      method: 'GET',
      url: `/api/admin/messages?appointment_id=${id}&status=failed`,
      headers: auth(admin),
    });
    const [shown] = office.json<{
      messages: { id: number; attempts: number; attempt_log: unknown[]; body: string }[];
    }>().messages;
    expect(shown).toMatchObject({ id: failing!.id, attempts: 6 });
    expect(shown!.attempt_log).toHaveLength(6);
    expect(shown!.body).toContain('Lakshmi');

    expect((await post(`/api/admin/messages/${failing!.id}/retry`, token)).statusCode).toBe(403);
    sms.failWith(null);
    const retried = await post(`/api/admin/messages/${failing!.id}/retry`, admin);
    expect(retried.json()).toMatchObject({ message: { status: 'pending' } });
    await testApp.app.outbox.drain();
    expect(sentFor(sms, 'booking_created', '+919800044020')).toHaveLength(1);
    expect((await post(`/api/admin/messages/${failing!.id}/retry`, admin)).json()).toMatchObject({
      code: 'MESSAGE_NOT_RETRYABLE',
    });
  });

  it('gives up at once when the provider says retrying cannot help', async () => {
    const token = await customer('+919800044021', { name: 'Selvi' });
    whatsapp.failWith(new MessageSendError('no approved template', { permanent: true }));
    const id = await book(token);
    await testApp.app.outbox.drain();
    whatsapp.failWith(null);
    expect(
      (await queued(id)).find((row) => row.channel === 'whatsapp' && row.audience === 'customer'),
    ).toMatchObject({ status: 'failed', attempts: 1 });
  });
});
