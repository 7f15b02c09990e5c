import type { Language, MessageChannel } from '@portal/contracts';
import type { Database } from '../../../db/database';
import { calendarFile } from '../../../lib/messaging/calendar-file';
import {
  MessageSendError,
  type ChannelProviders,
  type OutgoingMessage,
} from '../../../lib/messaging/channel-provider';
import {
  composeEmailConfirmation,
  composeMessage,
  composeNotice,
  isAboutNoAppointment,
  isNotice,
  type ComposedMessage,
  type EventDetails,
} from '../composing/compose';
import { consultationCalendarEvent } from '../composing/consultation-calendar';
import {
  loadBusinessFacts,
  loadConsultationFacts,
  type BusinessFacts,
  type ConsultationFacts,
} from '../composing/consultation-facts';
import { emailHtml, emailText } from '../composing/email-html';
import { isWithinHours, nextWithinHours } from './message-hours';
import { createOutboxRepo, timingOf, type MessageRow } from './outbox.repo';
import { offersAllowed } from '../../privacy/consents/consents.service';
import { emailStillWanted } from './email-recipient';

/** Waits before the 2nd, 3rd… attempt; after the last, the message is failed (the office may retry it). */
export const DEFAULT_RETRY_DELAYS_MS = [
  30_000,
  2 * 60_000,
  10 * 60_000,
  30 * 60_000,
  2 * 60 * 60_000,
];
/** How long a claim lasts unless the options say otherwise: well past a provider's slowest answer. */
export const DEFAULT_LEASE_SECONDS = 60;
/**
 * A two-hour reminder sent earlier than this before the consultation (brought forward to the
 * evening before) says the time, not "in two hours".
 */
const EARLY_REMINDER_MS = 3 * 60 * 60_000;
/** The changes of a consultation's time: none is sent once the appointment is no longer scheduled. */
const CHANGE_KINDS = new Set(['slot_booked', 'rescheduled', 'office_rescheduled']);

export interface OutboxWorkerOptions {
  db: Database;
  channels: ChannelProviders;
  publicBaseUrl: string;
  mailFrom: { name: string; address: string };
  /** The customer's pages to stop e-mails (and the one-click address for List-Unsubscribe). */
  unsubscribeUrls: (userId: number) => { page: string; oneClick: string };
  /**
   * The address an e-mail confirmation's link opens, its token made from the queued seed with the
   * server's secret (modules/users/email, decision 0107).
   */
  confirmationLink: (seed: string, language: Language) => string;
  log: {
    info: (details: object, message: string) => void;
    warn: (details: object, message: string) => void;
  };
  now?: () => Date;
  batchSize?: number;
  /** How long a claimed message is this worker's; past it (the process died), another takes it over. */
  leaseSeconds?: number;
  pollMs?: number;
  retryDelaysMs?: number[];
}

type Outcome = 'sent' | 'retry' | 'failed' | 'dropped' | 'postponed';

/**
 * Sends what the outbox holds: claims due messages (several processes share the work, none
 * takes a row another holds), renders each in its recipient's language from the appointment as
 * it stands, sends it by its channel's provider, and records the attempt: sent, tried again
 * later with backoff, or failed. A process killed mid-send leaves its claim to expire; the
 * message is then sent by the next worker, so nothing committed is lost. A message that can
 * wait and is claimed outside its recipient's hours (the worker was stopped, a backlog) is put
 * back for their morning, and its retries wait for the hours too (decision 0056).
 */
export function createOutboxWorker(options: OutboxWorkerOptions) {
  const {
    db,
    channels,
    publicBaseUrl,
    mailFrom,
    unsubscribeUrls,
    confirmationLink,
    log,
    now = () => new Date(),
  } = options;
  const {
    batchSize = 10,
    leaseSeconds = DEFAULT_LEASE_SECONDS,
    pollMs = 1000,
    retryDelaysMs = DEFAULT_RETRY_DELAYS_MS,
  } = options;
  const repo = createOutboxRepo(db);

  function dropReason(row: MessageRow, facts: ConsultationFacts): string | null {
    const details = row.payload as EventDetails;
    if (CHANGE_KINDS.has(details.kind) && (facts.status !== 'scheduled' || !facts.startsAt))
      return 'the appointment is no longer scheduled';
    if (details.kind !== 'reminder_24h' && details.kind !== 'reminder_2h') return null;
    if (facts.status !== 'scheduled' || facts.startsAt !== details.startsAt)
      return 'the consultation was moved or cancelled';
    if (new Date(details.startsAt) <= now()) return 'the consultation has begun';
    return null;
  }

  function calendarOf(
    row: MessageRow,
    facts: ConsultationFacts,
    business: BusinessFacts,
    language: Language,
  ) {
    if (row.channel !== 'email' || row.audience !== 'customer') return undefined;
    const method =
      row.kind === 'slot_booked' || row.kind === 'rescheduled'
        ? ('REQUEST' as const)
        : row.kind === 'cancelled'
          ? ('CANCEL' as const)
          : null;
    if (!method) return undefined;
    const event = consultationCalendarEvent(facts, {
      business,
      language,
      method,
      publicBaseUrl,
      mailFrom,
    });
    return event ? { method, content: calendarFile({ ...event, stamp: now() }) } : undefined;
  }

  /**
   * What a row says: its event, except a two-hour reminder going out hours ahead (brought forward
   * out of the night), which says the day and time in the one-day reminder's words (and template).
   */
  function detailsOf(row: MessageRow): EventDetails {
    const details = row.payload as EventDetails;
    if (
      details.kind === 'reminder_2h' &&
      new Date(details.startsAt).getTime() - now().getTime() > EARLY_REMINDER_MS
    )
      return { kind: 'reminder_24h', startsAt: details.startsAt };
    return details;
  }

  /** `facts` null for a notice about no appointment (composed from its own details). */
  function render(
    row: MessageRow,
    facts: ConsultationFacts | null,
    business: BusinessFacts,
  ): OutgoingMessage {
    const language = row.language as Language;
    const details = detailsOf(row);
    const link =
      details.kind === 'email_confirmation' ? confirmationLink(details.seed, language) : undefined;
    const composed: ComposedMessage =
      details.kind === 'email_confirmation'
        ? composeEmailConfirmation({ email: row.recipient, url: link! }, language)
        : isNotice(details)
          ? composeNotice(details, language, publicBaseUrl)
          : composeMessage(details, { language, facts: facts!, business, publicBaseUrl });
    const customer = row.audience === 'customer' && row.userId !== null && facts !== null;
    const unsubscribe =
      customer && row.channel === 'email' ? unsubscribeUrls(row.userId!) : undefined;
    const parts = {
      businessName: language === 'tamil' ? business.name.tamil : business.name.english,
      businessAddress: language === 'tamil' ? business.address.tamil : business.address.english,
      greetingName: customer && facts ? facts.customerName : null,
      text: composed.text,
      // The page opens in the message's language.
      unsubscribePage: unsubscribe ? `${unsubscribe.page}&language=${language}` : undefined,
    };
    const email = row.channel === 'email';
    return {
      idempotencyKey: row.idempotencyKey,
      kind: details.kind,
      language,
      to: row.recipient,
      variables: composed.variables,
      subject: composed.subject,
      text: email ? emailText(parts, language) : composed.text,
      html: email ? emailHtml(parts, language) : '',
      calendar: facts ? calendarOf(row, facts, business, language) : undefined,
      unsubscribeUrl: unsubscribe?.oneClick,
      consoleLink: link,
    };
  }

  /**
   * The words kept for the office's history: as sent, except a confirmation link, whose token
   * would confirm the address for whoever read it (decision 0107).
   */
  function keptWords(message: OutgoingMessage): { subject: string; body: string } {
    const link = message.consoleLink;
    const body = link
      ? message.text.replaceAll(link, `${publicBaseUrl.replace(/\/+$/, '')}/confirm-email`)
      : message.text;
    return { subject: message.subject, body };
  }

  async function deliver(row: MessageRow, business: BusinessFacts): Promise<Outcome> {
    const timing = timingOf(row);
    if (timing && !timing.urgent && !isWithinHours(now(), timing.timeZone)) {
      await repo.postpone(row.id, nextWithinHours(now(), timing.timeZone));
      return 'postponed';
    }
    const provider = channels[row.channel as MessageChannel];
    if (!provider) {
      await repo.markDropped(row.id, `the ${row.channel} channel is not configured`);
      return 'dropped';
    }
    // An offer goes only while the customer agrees to offers (decision 0100): they may have
    // withdrawn since it was queued.
    if (row.kind === 'offer' && (row.userId === null || !(await offersAllowed(db, row.userId)))) {
      await repo.markDropped(row.id, 'the customer does not agree to offers');
      return 'dropped';
    }
    // A customer's e-mail goes only to the address they have now, confirmed; the confirmation
    // itself only while its address is still the one waiting (decision 0107).
    const emailReason = await emailStillWanted(db, row);
    if (emailReason) {
      await repo.markDropped(row.id, emailReason);
      return 'dropped';
    }
    const notice = isAboutNoAppointment(row.payload as EventDetails);
    const facts =
      notice || row.appointmentId === null
        ? undefined
        : await loadConsultationFacts(db, row.appointmentId);
    if (!facts && !notice) {
      await repo.markDropped(row.id, 'the appointment no longer exists');
      return 'dropped';
    }
    const reason = facts ? dropReason(row, facts) : null;
    if (reason) {
      await repo.markDropped(row.id, reason);
      return 'dropped';
    }
    const message = render(row, facts ?? null, business);
    const words = keptWords(message);
    try {
      const sent = await provider.send(message);
      await repo.markSent(row.id, words, sent.providerMessageId);
      return 'sent';
    } catch (error) {
      const permanent = error instanceof MessageSendError && error.permanent;
      const delay = retryDelaysMs[row.attempts - 1];
      const next = permanent || delay === undefined ? null : new Date(now().getTime() + delay);
      // A retry of a message that can wait waits for the recipient's hours too.
      const retryAt =
        next && timing && !timing.urgent ? nextWithinHours(next, timing.timeZone) : next;
      const text = error instanceof Error ? error.message : String(error);
      await repo.markAttemptFailed(row.id, text.slice(0, 1000), retryAt, words);
      log.warn(
        { messageId: row.id, channel: row.channel, attempt: row.attempts, retryAt, err: text },
        retryAt
          ? 'a message could not be sent; it will be tried again'
          : 'a message could not be sent and was given up',
      );
      return retryAt ? 'retry' : 'failed';
    }
  }

  let running = false;
  let wake: (() => void) | null = null;
  let loop: Promise<void> | null = null;

  const worker = {
    /** One batch: claims what is due and sends it. Returns how many messages it handled. */
    async runOnce(): Promise<number> {
      const rows = await repo.claimDue(batchSize, leaseSeconds, now());
      if (rows.length === 0) return 0;
      const business = await loadBusinessFacts(db);
      await Promise.all(
        rows.map((row) =>
          deliver(row, business).catch(async (error: unknown) => {
            // Not the provider: the database or a bug. The claim expires and the message is tried again.
            log.warn({ messageId: row.id, err: error }, 'a message could not be handled');
          }),
        ),
      );
      return rows.length;
    },

    /** Sends everything due now (tests, and the office's retry). */
    async drain(): Promise<number> {
      let total = 0;
      for (let handled = await worker.runOnce(); handled > 0; handled = await worker.runOnce())
        total += handled;
      return total;
    },

    /** Runs in the background until stopped: a batch whenever one is due, else a look every `pollMs`. */
    start(): void {
      if (running) return;
      running = true;
      loop = (async () => {
        while (running) {
          let handled = 0;
          try {
            handled = await worker.runOnce();
          } catch (error) {
            log.warn({ err: error }, 'the outbox could not be read');
          }
          if (handled < batchSize && running) {
            await new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, pollMs);
              wake = () => {
                clearTimeout(timer);
                resolve();
              };
            });
            wake = null;
          }
        }
      })();
    },

    /** At the start of the only process of a database: claims left by a killed process are free again. */
    releaseAllClaims(): Promise<number> {
      return repo.releaseAllClaims();
    },

    /** Looks at the outbox now instead of at the next poll (after a commit that queued something). */
    nudge(): void {
      wake?.();
    },

    /** Stops after the batch in hand: nothing is left half sent. */
    async stop(): Promise<void> {
      running = false;
      wake?.();
      await loop;
    },
  };
  return worker;
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
