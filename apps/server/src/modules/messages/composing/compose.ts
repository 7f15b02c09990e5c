import { EMAIL_LINK_HOURS, type Language, type MessageKind } from '@portal/contracts';
import { formatInr } from '../../../lib/money';
import type { Bilingual, BusinessFacts, ConsultationFacts } from './consultation-facts';
import { consultationTimeText } from './consultation-time';
import { fill, messageTexts, templateVariables } from './message-texts';
import { whereText } from './where-text';
import {
  requestMessageKinds,
  requestMessageValues,
  type RequestMessageDetails,
} from './request-messages';
import { composeBreachNotice, type BreachNoticeDetails } from './breach-notice-text';
import type { EmailConfirmationDetails } from './email-confirmation-text';

/** What an event adds to the appointment's facts; a notice (below) is about no appointment. */
export type EventDetails = AppointmentEventDetails | NoticeDetails | EmailConfirmationDetails;

/**
 * The messages about no appointment, composed from their own details: the office's notice that
 * the hour's sign-in codes ran out (sign-in-budget), a customer's request's (request-messages)
 * and the customer's breach notice (modules/privacy/breach).
 */
export type NoticeDetails =
  | {
      kind: 'office_sign_in_budget';
      codesPerHour: number;
      hourEndsAt: string;
    }
  | RequestMessageDetails
  | BreachNoticeDetails
  /** The office's offer to a customer who agreed to offers (decision 0100), in both languages. */
  | { kind: 'offer'; text: Bilingual };

const noticeKinds: readonly string[] = [
  'office_sign_in_budget',
  'breach_notice',
  'offer',
  ...requestMessageKinds,
];
export const isNotice = (details: EventDetails): details is NoticeDetails =>
  noticeKinds.includes(details.kind);

/**
 * A message about no appointment: a notice, or the link that confirms a new e-mail address
 * (decision 0107), which the worker composes itself (composeEmailConfirmation: it holds the
 * secret the link's token is made with).
 */
export const isAboutNoAppointment = (details: EventDetails): boolean =>
  isNotice(details) || details.kind === 'email_confirmation';

type AppointmentEventDetails =
  | { kind: 'booking_created' | 'office_new_booking' | 'office_rescheduled' }
  /** The office sent the customer a link to pay online (decision 0063): into their own signed-in pay screen. */
  | { kind: 'payment_link' }
  /**
   * The time given when it was queued (what the customer has heard of, decision 0056); the words
   * read the appointment as it stands.
   */
  | { kind: 'slot_booked' | 'rescheduled'; startsAt?: string }
  /** A reminder is for the time the consultation had when it was scheduled; a moved one is not sent. */
  | { kind: 'reminder_24h' | 'reminder_2h'; startsAt: string }
  | { kind: 'payment_received'; paymentId: number; amountPaise: number; method: 'online' | 'cash' }
  | {
      kind: 'cancelled' | 'office_cancelled';
      refund: { amountPaise: number; method: 'online' | 'cash' } | null;
    }
  | { kind: 'refund_processed'; refundId: number; amountPaise: number; method: 'online' | 'cash' }
  | { kind: 'report_ready'; report: Bilingual };

export interface ComposedMessage {
  /** The registered templates' values, in the order their placeholders appear. */
  variables: string[];
  subject: string;
  text: string;
}

const pick = (text: Bilingual, language: Language) =>
  language === 'tamil' ? text.tamil : text.english;
const serviceList = (facts: ConsultationFacts, language: Language) =>
  facts.services.map((service) => pick(service, language)).join(', ');

function methodText(method: 'online' | 'cash', language: Language): string {
  if (language === 'tamil') return method === 'cash' ? 'ரொக்கம்' : 'ஆன்லைன் கட்டணம்';
  return method === 'cash' ? 'cash' : 'online payment';
}

function refundSentence(
  refund: { amountPaise: number; method: 'online' | 'cash' } | null,
  language: Language,
): string {
  const tamil = language === 'tamil';
  if (!refund) return tamil ? 'பணத்திருப்பம் எதுவும் இல்லை.' : 'No refund is due.';
  const amount = formatInr(refund.amountPaise);
  if (refund.method === 'cash') {
    return tamil
      ? `${amount} ரொக்கப் பணத்திருப்பம் அலுவலகத்தில் உங்களுக்காகக் காத்திருக்கிறது.`
      : `A cash refund of ${amount} is waiting for you at the office.`;
  }
  return tamil
    ? `${amount} பணத்திருப்பம் நீங்கள் செலுத்திய வழியிலேயே 5–7 வேலை நாட்களில் வந்து சேரும்.`
    : `A refund of ${amount} goes back the way you paid, within 5–7 working days.`;
}

function officeRefundSentence(
  refund: { amountPaise: number; method: 'online' | 'cash' } | null,
  language: Language,
): string {
  if (!refund) return language === 'tamil' ? 'பணத்திருப்பம் இல்லை.' : 'No refund due.';
  const amount = formatInr(refund.amountPaise);
  return language === 'tamil'
    ? `பணத்திருப்பம்: ${amount} (${methodText(refund.method, language)}).`
    : `Refund: ${amount} (${methodText(refund.method, language)}).`;
}

/**
 * The variables of a message, in the order of its text (message-texts.ts), from the appointment's
 * facts as they stand now, and the rendered subject and text in the language.
 */
export function composeMessage(
  details: AppointmentEventDetails,
  {
    language,
    facts,
    business,
    publicBaseUrl,
  }: {
    language: Language;
    facts: ConsultationFacts;
    business: BusinessFacts;
    publicBaseUrl: string;
  },
): ComposedMessage {
  const base = publicBaseUrl.replace(/\/+$/, '');
  const tamil = language === 'tamil';
  const number = facts.appointmentNumber;
  const when = facts.startsAt
    ? consultationTimeText(facts.startsAt, language, facts.customerTimeZone)
    : '';
  const minutes = String(facts.durationMinutes ?? '');
  const where = whereText(facts, business, language);
  const customer = `${facts.customerName}, ${facts.mobileNumber}`;
  const variablesOf = (): string[] => {
    switch (details.kind) {
      case 'booking_created':
        return [
          number,
          facts.customerName,
          serviceList(facts, language),
          formatInr(facts.totalPaise),
          `${base}/payment/${facts.appointmentId}`,
        ];
      case 'payment_link':
        return [
          number,
          serviceList(facts, language),
          formatInr(facts.totalPaise),
          `${base}/payment/${facts.appointmentId}`,
        ];
      case 'payment_received': {
        // Never empty: WhatsApp refuses an empty template parameter.
        const next = facts.startsAt
          ? tamil
            ? `உங்கள் ஆலோசனை விவரங்கள்: ${base}/appointments`
            : `Your consultation's details: ${base}/appointments`
          : tamil
            ? `உங்கள் ஆலோசனை நேரத்தைத் தேர்ந்தெடுங்கள்: ${base}/select-slot/${facts.appointmentId}`
            : `Choose your consultation time: ${base}/select-slot/${facts.appointmentId}`;
        return [
          number,
          formatInr(details.amountPaise),
          methodText(details.method, language),
          `${base}/receipts/payment/${details.paymentId}`,
          next,
        ];
      }
      case 'slot_booked':
      case 'rescheduled':
      case 'reminder_24h':
        return [number, when, minutes, where];
      case 'reminder_2h':
        return [number, when, where];
      case 'cancelled':
        return [number, refundSentence(details.refund, language)];
      case 'refund_processed':
        return [
          number,
          formatInr(details.amountPaise),
          methodText(details.method, language),
          `${base}/receipts/refund/${details.refundId}`,
        ];
      case 'report_ready':
        return [number, pick(details.report, language), `${base}/appointments`];
      case 'office_new_booking':
        return [
          number,
          facts.customerName,
          facts.mobileNumber,
          serviceList(facts, language),
          formatInr(facts.totalPaise),
          `${base}/admin/appointments/${facts.appointmentId}`,
        ];
      case 'office_rescheduled':
        return [number, customer, when, `${base}/admin/appointments/${facts.appointmentId}`];
      case 'office_cancelled':
        return [
          number,
          customer,
          officeRefundSentence(details.refund, language),
          `${base}/admin/appointments/${facts.appointmentId}`,
        ];
    }
  };
  const values = variablesOf();
  const text = messageTexts[details.kind satisfies MessageKind][language];
  return {
    variables: templateVariables(text.body, values),
    subject: fill(text.subject, values),
    text: fill(text.body, values).trim(),
  };
}

/** A notice's subject and text in the language, from its own details (no appointment to read). */
export function composeNotice(
  details: NoticeDetails,
  language: Language,
  publicBaseUrl: string,
): ComposedMessage {
  if (details.kind === 'breach_notice') return composeBreachNotice(details, language);
  const base = publicBaseUrl.replace(/\/+$/, '');
  const values =
    details.kind === 'office_sign_in_budget'
      ? [
          String(details.codesPerHour),
          consultationTimeText(details.hourEndsAt, language, null),
          `${base}/admin/messages#sign-in`,
        ]
      : details.kind === 'offer'
        ? [pick(details.text, language).trim(), `${base}/profile#consents`]
        : requestMessageValues(details, language, publicBaseUrl);
  const text = messageTexts[details.kind][language];
  return {
    variables: templateVariables(text.body, values),
    subject: fill(text.subject, values),
    text: fill(text.body, values).trim(),
  };
}

/** The confirmation e-mail's subject and text, with the link (its token in it) in place. */
export function composeEmailConfirmation(
  { email, url }: { email: string; url: string },
  language: Language,
): ComposedMessage {
  const values = [email, url, String(EMAIL_LINK_HOURS)];
  const text = messageTexts.email_confirmation[language];
  return {
    variables: templateVariables(text.body, values),
    subject: fill(text.subject, values),
    text: fill(text.body, values),
  };
}
