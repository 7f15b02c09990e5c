import { REMINDER_HOURS, type MessageChannel, type MessageKind } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { appointments, pdfRequests, services, uiSettings, users } from '../../../db/schema';
import type { BreachNoticeDetails } from '../composing/breach-notice-text';
import type { EventDetails } from '../composing/compose';
import type { RequestMessageDetails } from '../composing/request-messages';
import { INDIA_ZONE, knownTimeZone } from '../composing/consultation-time';
import {
  CHANGE_SETTLE_MS,
  isSameDayChange,
  nextWithinHours,
  reminderMoment,
  sendMoment,
} from './message-hours';
import { createOutboxRepo, type MessageTiming, type NewMessage } from './outbox.repo';

/**
 * The events that message people, each called inside the transaction of the change that causes
 * it, so that a message is queued exactly when its change commits (and never when it rolls
 * back). Each queues one row per channel under an idempotency key made of the event, so a
 * repeated event (a webhook and a verify both settling one payment) queues nothing more.
 * What the message says is read when it is sent (outbox-worker.ts).
 *
 * When (decision 0056): a message that can wait goes within the recipient's hours (08:00 to
 * 21:00 on their clock: the customer's zone when their booking has one, else India's; India's
 * for the office); a change of a consultation's time waits a few minutes (CHANGE_SETTLE_MS),
 * and a newer change of the same appointment replaces the one still waiting, so that several
 * moves send one message, which reads the appointment as it finally stands. Changes of a
 * consultation on the recipient's today, or early the next morning, and the office's sign-in
 * alert are never held.
 */

const HOUR_MS = 60 * 60_000;

/**
 * The changes of a consultation's time, to the customer and to the office: a newer one replaces
 * these while they wait.
 */
const CHANGE_KINDS: readonly MessageKind[] = ['slot_booked', 'rescheduled', 'office_rescheduled'];
/** What tells the customer a consultation's time. */
const TIME_TOLD_KINDS: readonly MessageKind[] = [
  'slot_booked',
  'rescheduled',
  'reminder_24h',
  'reminder_2h',
];

interface Recipient {
  userId: number | null;
  audience: 'customer' | 'office';
  language: 'english' | 'tamil';
  /** Where each wanted channel reaches them. */
  addresses: Partial<Record<MessageChannel, string>>;
  /** Whose clock their hours are kept by. */
  timeZone: string;
}

async function customerOf(tx: Database, appointmentId: number): Promise<Recipient | undefined> {
  const [row] = await tx
    .select({ user: users, timeZone: appointments.customerTimeZone })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(eq(appointments.id, appointmentId));
  if (!row) return undefined;
  const { user } = row;
  return {
    userId: user.id,
    audience: 'customer',
    language: user.languagePreference === 'tamil' ? 'tamil' : 'english',
    timeZone: knownTimeZone(row.timeZone) ?? INDIA_ZONE,
    addresses: {
      ...(user.notifyWhatsapp ? { whatsapp: user.mobileNumber } : {}),
      ...(user.notifySms ? { sms: user.mobileNumber } : {}),
      ...emailAddress(user),
    },
  };
}

/**
 * The customer's e-mail address when messages may go to it: they want e-mail, gave an address and
 * confirmed it by its link (decision 0107). An unconfirmed address hears only its confirmation.
 */
function emailAddress(
  user: Pick<typeof users.$inferSelect, 'email' | 'emailConfirmedAt' | 'notifyEmail'>,
): { email?: string } {
  return user.notifyEmail && user.email && user.emailConfirmedAt ? { email: user.email } : {};
}

/**
 * A customer reached by their own channels, about no appointment: on India's clock. One who
 * turned every channel off is reached by SMS to their number, the one channel they registered
 * (for a notice the law says each must get: `everyone`).
 */
async function userOf(
  tx: Database,
  userId: number,
  { everyone }: { everyone: boolean },
): Promise<Recipient | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user || user.erasedAt) return undefined;
  return customerRecipient(user, { everyone });
}

/**
 * Where each channel a customer hears from us by reaches them; with `everyone`, their number by
 * SMS when they turned every channel off.
 */
export function customerAddresses(
  user: Pick<
    typeof users.$inferSelect,
    'mobileNumber' | 'email' | 'emailConfirmedAt' | 'notifyWhatsapp' | 'notifySms' | 'notifyEmail'
  >,
  { everyone }: { everyone: boolean },
): Partial<Record<MessageChannel, string>> {
  const addresses: Partial<Record<MessageChannel, string>> = {
    ...(user.notifyWhatsapp ? { whatsapp: user.mobileNumber } : {}),
    ...(user.notifySms ? { sms: user.mobileNumber } : {}),
    ...emailAddress(user),
  };
  return everyone && Object.keys(addresses).length === 0 ? { sms: user.mobileNumber } : addresses;
}

/** A customer as the users table has them: their language and the channels they chose. */
export interface CustomerChannels {
  id: number;
  mobileNumber: string;
  email: string | null;
  /** Null: the address waits for its confirmation, and hears nothing else (decision 0107). */
  emailConfirmedAt: Date | null;
  languagePreference: string;
  notifyWhatsapp: boolean;
  notifySms: boolean;
  notifyEmail: boolean;
}

/** A customer reached about no appointment, by the channels they chose: India's hours. */
function customerRecipient(user: CustomerChannels, { everyone }: { everyone: boolean }): Recipient {
  return {
    userId: user.id,
    audience: 'customer',
    language: user.languagePreference === 'tamil' ? 'tamil' : 'english',
    timeZone: INDIA_ZONE,
    addresses: customerAddresses(user, { everyone }),
  };
}

/** The office's number (WhatsApp) and e-mail from its UI settings; nothing when neither is set. */
async function officeOf(tx: Database): Promise<Recipient> {
  const rows = await tx
    .select()
    .from(uiSettings)
    .where(sql`${uiSettings.key} in ('office_notify_phone', 'office_notify_email')`);
  const value = (key: string) =>
    rows.find((row) => row.key === key)?.valueEnglish.replace(/\s+/g, '') ?? '';
  const phone = value('office_notify_phone');
  const email = value('office_notify_email');
  return {
    userId: null,
    audience: 'office',
    language: 'english',
    timeZone: INDIA_ZONE,
    addresses: {
      ...(/^\+\d{8,15}$/.test(phone) ? { whatsapp: phone } : {}),
      ...(email.includes('@') ? { email } : {}),
    },
  };
}

/**
 * When a message goes: `at` (now, or a change's settled moment, or a reminder's), then, unless
 * it is `urgent`, within the recipient's hours. Kept with the message (its payload's `timing`)
 * for the worker, which keeps a retry or a late claim within the hours too.
 */
interface Timing {
  at: Date;
  urgent: boolean;
  /** A reminder, `at` already placed within the hours: brought forward to the evening before, or put to the morning. */
  reminder?: { held: MessageTiming['held'] };
}

/**
 * One event's message: what it says, its key (one row per recipient and channel under it), and
 * when it goes, or how to work that out for the recipient.
 */
interface Outgoing<When = Timing | ((recipient: Recipient) => Timing)> {
  details: EventDetails;
  eventKey: string;
  timing: When;
}

/** `appointmentId` null for a notice about no appointment (the hour's sign-in codes ran out). */
interface OutgoingAbout<When = Timing | ((recipient: Recipient) => Timing)> extends Outgoing<When> {
  appointmentId: number | null;
}

function rowsFor(
  recipient: Recipient,
  { appointmentId, details, eventKey, timing }: OutgoingAbout<Timing>,
): NewMessage[] {
  const sendAfter = timing.reminder
    ? timing.at
    : sendMoment(timing.at, recipient.timeZone, timing.urgent);
  const held = timing.reminder ? timing.reminder.held : sendAfter > timing.at ? 'morning' : null;
  const kept: MessageTiming = { timeZone: recipient.timeZone, urgent: timing.urgent, held };
  return Object.entries(recipient.addresses).map(([channel, address]) => ({
    idempotencyKey: `${eventKey}:${recipient.audience}:${channel}`,
    kind: details.kind,
    channel: channel as MessageChannel,
    audience: recipient.audience,
    userId: recipient.userId,
    appointmentId,
    recipient: address,
    language: recipient.language,
    payload: { ...details, timing: kept },
    sendAfter,
  }));
}

async function toRecipient(
  tx: Database,
  recipient: Recipient | undefined,
  { appointmentId, details, eventKey, timing }: OutgoingAbout,
): Promise<number> {
  if (!recipient) return 0;
  return createOutboxRepo(tx).enqueue(
    rowsFor(recipient, {
      appointmentId,
      details,
      eventKey,
      timing: typeof timing === 'function' ? timing(recipient) : timing,
    }),
  );
}

async function toCustomer(
  tx: Database,
  appointmentId: number,
  { details, eventKey, timing }: Outgoing,
) {
  await toRecipient(tx, await customerOf(tx, appointmentId), {
    appointmentId,
    details,
    eventKey,
    timing,
  });
}

/** `appointmentId` null for a notice about no appointment (the hour's sign-in codes ran out). */
async function toOffice(
  tx: Database,
  appointmentId: number | null,
  { details, eventKey, timing }: Outgoing,
) {
  await toRecipient(tx, await officeOf(tx), { appointmentId, details, eventKey, timing });
}

/** A message that can wait for the recipient's hours, from now. */
const whenDecent = (now: Date): Timing => ({ at: now, urgent: false });

/**
 * A change about these consultations, planned for `at`: urgent when one is on the recipient's today
 * or early the next morning.
 */
const changeTiming =
  (consultations: (Date | null)[], now: Date, at: Date) =>
  (recipient: Recipient): Timing => ({
    at,
    urgent: isSameDayChange(
      consultations.filter((moment): moment is Date => moment !== null),
      now,
      at,
      recipient.timeZone,
    ),
  });

/** The calendar file's SEQUENCE, risen by one (`rise`: the consultation's time or state changed) or as it is. */
async function calendarSequence(
  tx: Database,
  appointmentId: number,
  rise: boolean,
): Promise<number> {
  if (!rise) {
    const [row] = await tx
      .select({ sequence: appointments.calendarSequence })
      .from(appointments)
      .where(eq(appointments.id, appointmentId));
    return row?.sequence ?? 0;
  }
  const [row] = await tx
    .update(appointments)
    .set({ calendarSequence: sql`${appointments.calendarSequence} + 1` })
    .where(eq(appointments.id, appointmentId))
    .returning({ sequence: appointments.calendarSequence });
  return row?.sequence ?? 0;
}

/** What the customer has heard of the consultation's time: whether any time at all, and the last one named. */
async function heardTime(
  tx: Database,
  appointmentId: number,
): Promise<{ told: boolean; startsAt: Date | null }> {
  const told = await createOutboxRepo(tx).toldOf(appointmentId, TIME_TOLD_KINDS);
  return {
    told: told.length > 0,
    startsAt: told.find((row) => row.startsAt !== null)?.startsAt ?? null,
  };
}

/**
 * The reminders of a consultation starting at `startsAt`, 24 and 2 hours before, each brought
 * forward to the evening before when it would fall in the customer's night. Earlier reminders of
 * the appointment are dropped first; the new ones are keyed by the change (`sequence`), so a
 * consultation moved away and back is reminded again. None goes before the change's message has
 * settled (`settled`): one whose moment is earlier is not sent, except the 24-hour one, which
 * goes then (within the hours) while more than 2 hours remain.
 */
async function scheduleReminders(
  tx: Database,
  appointmentId: number,
  { startsAt, settled, sequence }: { startsAt: Date; settled: Date; sequence: number },
): Promise<void> {
  await createOutboxRepo(tx).dropPendingReminders(appointmentId);
  const customer = await customerOf(tx, appointmentId);
  if (!customer) return;
  const [longest, shortest] = REMINDER_HOURS;
  for (const hours of REMINDER_HOURS) {
    const kind = `reminder_${hours}h` as const;
    const nominal = new Date(startsAt.getTime() - hours * HOUR_MS);
    const moment = reminderMoment(nominal, customer.timeZone);
    let timing: Timing | null =
      moment > settled
        ? { at: moment, urgent: false, reminder: { held: moment < nominal ? 'evening' : null } }
        : null;
    if (!timing && hours === longest) {
      const catchUp = nextWithinHours(settled, customer.timeZone);
      if (startsAt.getTime() - catchUp.getTime() > shortest * HOUR_MS)
        timing = {
          at: catchUp,
          urgent: false,
          reminder: { held: catchUp > settled ? 'morning' : null },
        };
    }
    if (!timing) continue;
    const iso = startsAt.toISOString();
    await toRecipient(tx, customer, {
      appointmentId,
      details: { kind, startsAt: iso },
      eventKey: `${kind}:appointment:${appointmentId}:${iso}:${sequence}`,
      timing,
    });
  }
}

export const messageEvents = {
  /** A booking was made: what is due and how to pay; the office hears of it. */
  async bookingCreated(tx: Database, appointmentId: number, now = new Date()): Promise<void> {
    await toCustomer(tx, appointmentId, {
      details: { kind: 'booking_created' },
      eventKey: `booking_created:appointment:${appointmentId}`,
      timing: whenDecent(now),
    });
    await toOffice(tx, appointmentId, {
      details: { kind: 'office_new_booking' },
      eventKey: `office_new_booking:appointment:${appointmentId}`,
      timing: whenDecent(now),
    });
  },

  /**
   * The office sent the customer a link to pay online (decision 0063): each send is a message of
   * its own (`sentAt` keys it), sent at once: the customer is usually on the telephone with the desk.
   */
  async paymentLinkSent(tx: Database, appointmentId: number, sentAt: Date): Promise<void> {
    await toCustomer(tx, appointmentId, {
      details: { kind: 'payment_link' },
      eventKey: `payment_link:appointment:${appointmentId}:${sentAt.toISOString()}`,
      timing: { at: sentAt, urgent: true },
    });
  },

  /** A payment was taken (online or cash at the office): the receipt. */
  async paymentReceived(
    tx: Database,
    appointmentId: number,
    payment: { id: number; amountPaise: number; method: string },
    now = new Date(),
  ): Promise<void> {
    const details: EventDetails = {
      kind: 'payment_received',
      paymentId: payment.id,
      amountPaise: payment.amountPaise,
      method: payment.method === 'cash' ? 'cash' : 'online',
    };
    await toCustomer(tx, appointmentId, {
      details,
      eventKey: `payment_received:payment:${payment.id}`,
      timing: whenDecent(now),
    });
  },

  /**
   * The consultation got a time, or a new one (`moved`): the confirmation with its calendar
   * file, and reminders for the new time. The office hears when the customer moved it. The
   * message waits CHANGE_SETTLE_MS and replaces the appointment's change messages still waiting:
   * several moves within minutes send one, reading the final time. A customer who has heard of no
   * time yet (the first time's message was replaced before it went) gets the first time's words.
   */
  async consultationScheduled(
    tx: Database,
    appointmentId: number,
    {
      startsAt,
      now,
      moved,
      byCustomer,
    }: { startsAt: Date; now: Date; moved: boolean; byCustomer: boolean },
  ): Promise<void> {
    const sequence = await calendarSequence(tx, appointmentId, moved);
    const heard = await heardTime(tx, appointmentId);
    await createOutboxRepo(tx).dropPending(
      appointmentId,
      CHANGE_KINDS,
      'a later change of the appointment replaces it',
    );
    const settled = new Date(now.getTime() + CHANGE_SETTLE_MS);
    const timing = changeTiming([startsAt, heard.startsAt], now, settled);
    const kind = moved && heard.told ? 'rescheduled' : 'slot_booked';
    await toCustomer(tx, appointmentId, {
      details: { kind, startsAt: startsAt.toISOString() },
      eventKey: `${kind}:appointment:${appointmentId}:${sequence}`,
      timing,
    });
    if (moved && byCustomer)
      await toOffice(tx, appointmentId, {
        details: { kind: 'office_rescheduled' },
        eventKey: `office_rescheduled:appointment:${appointmentId}:${sequence}`,
        timing,
      });
    await scheduleReminders(tx, appointmentId, { startsAt, settled, sequence });
  },

  /**
   * Cancelled, with the refund if any; reminders and waiting change messages dropped, the
   * calendar event withdrawn. Not held for the night when the consultation was on the
   * recipient's today or early the next morning.
   */
  async appointmentCancelled(
    tx: Database,
    appointmentId: number,
    {
      refund,
      byCustomer,
      hadTime,
      now = new Date(),
    }: {
      refund: { amountPaise: number; method: string } | undefined;
      byCustomer: boolean;
      hadTime: boolean;
      now?: Date;
    },
  ): Promise<void> {
    if (hadTime) await calendarSequence(tx, appointmentId, true);
    const [appointment] = await tx
      .select({ scheduledAt: appointments.scheduledAt })
      .from(appointments)
      .where(eq(appointments.id, appointmentId));
    const heard = await heardTime(tx, appointmentId);
    const outbox = createOutboxRepo(tx);
    await outbox.dropPendingReminders(appointmentId);
    await outbox.dropPending(appointmentId, CHANGE_KINDS, 'the appointment was cancelled');
    const timing = changeTiming([appointment?.scheduledAt ?? null, heard.startsAt], now, now);
    const given = refund
      ? {
          amountPaise: refund.amountPaise,
          method: refund.method === 'cash' ? ('cash' as const) : ('online' as const),
        }
      : null;
    await toCustomer(tx, appointmentId, {
      details: { kind: 'cancelled', refund: given },
      eventKey: `cancelled:appointment:${appointmentId}`,
      timing,
    });
    if (byCustomer)
      await toOffice(tx, appointmentId, {
        details: { kind: 'office_cancelled', refund: given },
        eventKey: `office_cancelled:appointment:${appointmentId}`,
        timing,
      });
  },

  /** The money went back (the gateway processed it, or the office handed the cash over). */
  async refundProcessed(
    tx: Database,
    refund: { id: number; appointmentId: number; amountPaise: number; method: string },
    now = new Date(),
  ): Promise<void> {
    const details: EventDetails = {
      kind: 'refund_processed',
      refundId: refund.id,
      amountPaise: refund.amountPaise,
      method: refund.method === 'cash' ? 'cash' : 'online',
    };
    await toCustomer(tx, refund.appointmentId, {
      details,
      eventKey: `refund_processed:refund:${refund.id}`,
      timing: whenDecent(now),
    });
  },

  /** A written report was given to the customer (once: a report is delivered only once). */
  async reportReady(tx: Database, reportRequestId: number, now = new Date()): Promise<void> {
    const [request] = await tx
      .select({
        appointmentId: pdfRequests.appointmentId,
        english: services.nameEnglish,
        tamil: services.nameTamil,
      })
      .from(pdfRequests)
      .innerJoin(services, eq(services.id, pdfRequests.serviceId))
      .where(eq(pdfRequests.id, reportRequestId));
    if (!request) return;
    const report = { english: request.english, tamil: request.tamil };
    await toCustomer(tx, request.appointmentId, {
      details: { kind: 'report_ready', report },
      eventKey: `report_ready:report:${reportRequestId}`,
      timing: whenDecent(now),
    });
  },

  /**
   * A customer's request or grievance was received (its acknowledgement, naming its number, due
   * date and the grievance contact), or answered (where to read the answer): once per request
   * and event, within their hours (decision 0102). Whether anything was queued.
   */
  async dataRequestMessage(
    tx: Database,
    userId: number,
    requestId: number,
    details: RequestMessageDetails,
    now = new Date(),
  ): Promise<boolean> {
    // By SMS when they chose no channel: the law asks that a request be acknowledged (decision 0102).
    const customer = await userOf(tx, userId, { everyone: true });
    if (!customer) return false;
    await toRecipient(tx, customer, {
      appointmentId: null,
      details,
      eventKey: `${details.kind}:data_request:${requestId}`,
      timing: whenDecent(now),
    });
    return true;
  },

  /**
   * A personal data breach touched the customer's data (modules/privacy/breach): the notice in
   * their language by each of their channels, once per window (its key: a second --notify queues
   * nothing more). It waits for their hours (India's clock); what it says is fixed now, the
   * office's words of the moment. Returns how many messages were queued now.
   */
  async breachNotice(
    tx: Database,
    userId: number,
    notice: Omit<BreachNoticeDetails, 'kind' | 'words'> & {
      words: Record<'english' | 'tamil', string | null>;
    },
    now = new Date(),
  ): Promise<number> {
    const customer = await userOf(tx, userId, { everyone: true });
    if (!customer) return 0;
    const details: EventDetails = {
      kind: 'breach_notice',
      from: notice.from,
      to: notice.to,
      words: notice.words[customer.language],
      contact: notice.contact,
    };
    return toRecipient(tx, customer, {
      appointmentId: null,
      details,
      eventKey: `breach_notice:${notice.from}:${notice.to}:user:${userId}`,
      timing: whenDecent(now),
    });
  },

  /**
   * The office's offer to one customer who agreed to offers (decision 0100), on their channels,
   * within their hours; `offerKey` names the offer, so one offer reaches a customer once. The
   * outbox drops it at sending if the customer has withdrawn since. Returns how many rows were
   * queued (one per channel).
   */
  async offer(
    tx: Database,
    customer: CustomerChannels,
    { offerKey, text }: { offerKey: string; text: { english: string; tamil: string } },
    now = new Date(),
  ): Promise<number> {
    return toRecipient(tx, customerRecipient(customer, { everyone: false }), {
      appointmentId: null,
      details: { kind: 'offer', text },
      eventKey: `offer:${offerKey}:user:${customer.id}`,
      timing: whenDecent(now),
    });
  },

  /**
   * The hour's budget of sign-in codes is spent (auth's sign-in-budget.ts): the office hears once
   * per clock hour however many server processes cross it, the hour's idempotency key keeping the
   * others' out. Never held: it may be fraud under way, and it is about this hour.
   */
  async signInBudgetSpent(
    tx: Database,
    budget: { codesPerHour: number; hourStartsAt: Date },
    now = new Date(),
  ): Promise<void> {
    const hourEndsAt = new Date(budget.hourStartsAt.getTime() + HOUR_MS).toISOString();
    const details: EventDetails = {
      kind: 'office_sign_in_budget',
      codesPerHour: budget.codesPerHour,
      hourEndsAt,
    };
    await toOffice(tx, null, {
      details,
      eventKey: `office_sign_in_budget:hour:${budget.hourStartsAt.toISOString()}`,
      timing: { at: now, urgent: true },
    });
  },

  /**
   * A customer gave a new e-mail address (modules/users/email): its confirmation link, to that
   * address alone, whatever their channels say (they have just asked for it), in their language,
   * at once. `seed` keys it (one e-mail per link) and makes the link's token when it is written.
   */
  async emailConfirmation(
    tx: Database,
    link: { userId: number; email: string; language: 'english' | 'tamil'; seed: string },
    now = new Date(),
  ): Promise<void> {
    const recipient: Recipient = {
      userId: link.userId,
      audience: 'customer',
      language: link.language,
      timeZone: INDIA_ZONE,
      addresses: { email: link.email },
    };
    await toRecipient(tx, recipient, {
      appointmentId: null,
      details: { kind: 'email_confirmation', seed: link.seed },
      eventKey: `email_confirmation:user:${link.userId}:${link.seed}`,
      timing: { at: now, urgent: true },
    });
  },
};
