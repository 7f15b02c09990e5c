import { REMINDER_HOURS, type MessageChannel } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { appointments, pdfRequests, services, uiSettings, users } from '../../../db/schema';
import type { EventDetails } from '../composing/compose';
import { createOutboxRepo, type NewMessage } from './outbox.repo';

/**
 * The events that message people, each called inside the transaction of the change that causes
 * it, so that a message is queued exactly when its change commits (and never when it rolls
 * back). Each queues one row per channel under an idempotency key made of the event, so a
 * repeated event (a webhook and a verify both settling one payment) queues nothing more.
 * What the message says is read when it is sent (outbox-worker.ts).
 */

const HOUR_MS = 60 * 60_000;

interface Recipient {
  userId: number | null;
  audience: 'customer' | 'office';
  language: 'english' | 'tamil';
  /** Where each wanted channel reaches them. */
  addresses: Partial<Record<MessageChannel, string>>;
}

async function customerOf(tx: Database, appointmentId: number): Promise<Recipient | undefined> {
  const [row] = await tx
    .select({ user: users })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(eq(appointments.id, appointmentId));
  if (!row) return undefined;
  const { user } = row;
  return {
    userId: user.id,
    audience: 'customer',
    language: user.languagePreference === 'tamil' ? 'tamil' : 'english',
    addresses: {
      ...(user.notifyWhatsapp ? { whatsapp: user.mobileNumber } : {}),
      ...(user.notifySms ? { sms: user.mobileNumber } : {}),
      ...(user.notifyEmail && user.email ? { email: user.email } : {}),
    },
  };
}

/** The office's number (WhatsApp) and e-mail from its UI settings; nothing when neither is set. */
async function officeOf(tx: Database): Promise<Recipient> {
  const rows = await tx.select().from(uiSettings).where(sql`${uiSettings.key} in ('office_notify_phone', 'office_notify_email')`);
  const value = (key: string) => rows.find((row) => row.key === key)?.valueEnglish.replace(/\s+/g, '') ?? '';
  const phone = value('office_notify_phone');
  const email = value('office_notify_email');
  return {
    userId: null,
    audience: 'office',
    language: 'english',
    addresses: { ...(/^\+\d{8,15}$/.test(phone) ? { whatsapp: phone } : {}), ...(email.includes('@') ? { email } : {}) },
  };
}

function rowsFor(recipient: Recipient, appointmentId: number | null, details: EventDetails, eventKey: string, sendAfter?: Date): NewMessage[] {
  return Object.entries(recipient.addresses).map(([channel, address]) => ({
    idempotencyKey: `${eventKey}:${recipient.audience}:${channel}`,
    kind: details.kind,
    channel: channel as MessageChannel,
    audience: recipient.audience,
    userId: recipient.userId,
    appointmentId,
    recipient: address,
    language: recipient.language,
    payload: details,
    ...(sendAfter ? { sendAfter } : {}),
  }));
}

async function toCustomer(tx: Database, appointmentId: number, details: EventDetails, eventKey: string, sendAfter?: Date) {
  const customer = await customerOf(tx, appointmentId);
  if (customer) await createOutboxRepo(tx).enqueue(rowsFor(customer, appointmentId, details, eventKey, sendAfter));
}

/** `appointmentId` null for a notice about no appointment (the hour's sign-in codes ran out). */
async function toOffice(tx: Database, appointmentId: number | null, details: EventDetails, eventKey: string) {
  await createOutboxRepo(tx).enqueue(rowsFor(await officeOf(tx), appointmentId, details, eventKey));
}

/** The calendar file's SEQUENCE rises with every change of a scheduled consultation. */
async function nextCalendarSequence(tx: Database, appointmentId: number): Promise<number> {
  const [row] = await tx
    .update(appointments)
    .set({ calendarSequence: sql`${appointments.calendarSequence} + 1` })
    .where(eq(appointments.id, appointmentId))
    .returning({ sequence: appointments.calendarSequence });
  return row?.sequence ?? 0;
}

/**
 * The reminders of a consultation starting at `startsAt`, 24 and 2 hours before. One whose
 * moment has passed is not sent late, except the 24-hour one, which goes at once while more
 * than 2 hours remain. Earlier reminders of the appointment are dropped first.
 */
async function scheduleReminders(tx: Database, appointmentId: number, startsAt: Date, now: Date): Promise<void> {
  await createOutboxRepo(tx).dropPendingReminders(appointmentId);
  const [longest, shortest] = REMINDER_HOURS;
  for (const hours of REMINDER_HOURS) {
    const kind = `reminder_${hours}h` as const;
    const moment = new Date(startsAt.getTime() - hours * HOUR_MS);
    const remaining = startsAt.getTime() - now.getTime();
    const due = moment > now ? moment : hours === longest && remaining > shortest * HOUR_MS ? now : null;
    if (!due) continue;
    await toCustomer(tx, appointmentId, { kind, startsAt: startsAt.toISOString() }, `${kind}:appointment:${appointmentId}:${startsAt.toISOString()}`, due);
  }
}

export const messageEvents = {
  /** A booking was made: what is due and how to pay; the office hears of it. */
  async bookingCreated(tx: Database, appointmentId: number): Promise<void> {
    await toCustomer(tx, appointmentId, { kind: 'booking_created' }, `booking_created:appointment:${appointmentId}`);
    await toOffice(tx, appointmentId, { kind: 'office_new_booking' }, `office_new_booking:appointment:${appointmentId}`);
  },

  /** A payment was taken (online or cash at the office): the receipt. */
  async paymentReceived(tx: Database, appointmentId: number, payment: { id: number; amountPaise: number; method: string }): Promise<void> {
    const details: EventDetails = { kind: 'payment_received', paymentId: payment.id, amountPaise: payment.amountPaise, method: payment.method === 'cash' ? 'cash' : 'online' };
    await toCustomer(tx, appointmentId, details, `payment_received:payment:${payment.id}`);
  },

  /**
   * The consultation got a time, or a new one (`moved`): the confirmation with its calendar
   * file, and reminders for the new time. The office hears when the customer moved it.
   */
  async consultationScheduled(tx: Database, appointmentId: number, startsAt: Date, now: Date, change: { moved: boolean; byCustomer: boolean }): Promise<void> {
    if (change.moved) {
      const sequence = await nextCalendarSequence(tx, appointmentId);
      await toCustomer(tx, appointmentId, { kind: 'rescheduled' }, `rescheduled:appointment:${appointmentId}:${sequence}`);
      if (change.byCustomer) await toOffice(tx, appointmentId, { kind: 'office_rescheduled' }, `office_rescheduled:appointment:${appointmentId}:${sequence}`);
    } else {
      await toCustomer(tx, appointmentId, { kind: 'slot_booked' }, `slot_booked:appointment:${appointmentId}`);
    }
    await scheduleReminders(tx, appointmentId, startsAt, now);
  },

  /** Cancelled, with the refund if any; reminders dropped, the calendar event withdrawn. */
  async appointmentCancelled(tx: Database, appointmentId: number, refund: { amountPaise: number; method: string } | undefined, change: { byCustomer: boolean; hadTime: boolean }): Promise<void> {
    if (change.hadTime) await nextCalendarSequence(tx, appointmentId);
    await createOutboxRepo(tx).dropPendingReminders(appointmentId);
    const given = refund ? { amountPaise: refund.amountPaise, method: refund.method === 'cash' ? ('cash' as const) : ('online' as const) } : null;
    await toCustomer(tx, appointmentId, { kind: 'cancelled', refund: given }, `cancelled:appointment:${appointmentId}`);
    if (change.byCustomer) await toOffice(tx, appointmentId, { kind: 'office_cancelled', refund: given }, `office_cancelled:appointment:${appointmentId}`);
  },

  /** The money went back (the gateway processed it, or the office handed the cash over). */
  async refundProcessed(tx: Database, refund: { id: number; appointmentId: number; amountPaise: number; method: string }): Promise<void> {
    const details: EventDetails = { kind: 'refund_processed', refundId: refund.id, amountPaise: refund.amountPaise, method: refund.method === 'cash' ? 'cash' : 'online' };
    await toCustomer(tx, refund.appointmentId, details, `refund_processed:refund:${refund.id}`);
  },

  /** A written report was given to the customer (once: a report is delivered only once). */
  async reportReady(tx: Database, reportRequestId: number): Promise<void> {
    const [request] = await tx
      .select({ appointmentId: pdfRequests.appointmentId, english: services.nameEnglish, tamil: services.nameTamil })
      .from(pdfRequests)
      .innerJoin(services, eq(services.id, pdfRequests.serviceId))
      .where(eq(pdfRequests.id, reportRequestId));
    if (!request) return;
    const report = { english: request.english, tamil: request.tamil };
    await toCustomer(tx, request.appointmentId, { kind: 'report_ready', report }, `report_ready:report:${reportRequestId}`);
  },

  /**
   * The hour's budget of sign-in codes is spent (issue 30): the office hears once per clock hour
   * however many server processes cross it, the hour's idempotency key keeping the others' out.
   */
  async signInBudgetSpent(tx: Database, budget: { codesPerHour: number; hourStartsAt: Date }): Promise<void> {
    const hourEndsAt = new Date(budget.hourStartsAt.getTime() + HOUR_MS).toISOString();
    const details: EventDetails = { kind: 'office_sign_in_budget', codesPerHour: budget.codesPerHour, hourEndsAt };
    await toOffice(tx, null, details, `office_sign_in_budget:hour:${budget.hourStartsAt.toISOString()}`);
  },
};
