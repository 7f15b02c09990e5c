import {
  languageLocales,
  type DataRequestKind,
  type GrievanceContact,
  type Language,
} from '@portal/contracts';
import { INDIA_ZONE } from './consultation-time';
import type { MessageText } from './message-texts';

/*
 * The messages about a customer's request or grievance (decision 0102): its acknowledgement, with
 * its number and due date, and the news that it is answered. Both name the grievance contact. The
 * answer's words stay in My Profile, never in an SMS or WhatsApp: the message says where to read it.
 * Composed from what was queued (the request's number and the contact then), like a notice.
 */
export type RequestMessageDetails =
  | {
      kind: 'request_received';
      number: string;
      requestKind: DataRequestKind;
      dueAt: string;
      grievance: GrievanceContact;
    }
  | {
      kind: 'request_answered';
      number: string;
      requestKind: DataRequestKind;
      grievance: GrievanceContact;
    };

export const requestMessageKinds = ['request_received', 'request_answered'] as const;

export const requestMessageTexts: Record<
  RequestMessageDetails['kind'],
  Record<Language, MessageText>
> = {
  request_received: {
    english: {
      subject: 'Your request {1} is received',
      body:
        'We have received your {2}, number {1}, and will answer it by {3}. Follow it in My ' +
        'Profile: {4}. Grievance Officer: {5}',
    },
    tamil: {
      subject: 'உங்கள் கோரிக்கை {1} பெறப்பட்டது',
      body:
        'உங்கள் {2} (எண் {1}) பெறப்பட்டது; {3}-க்குள் பதிலளிப்போம். எனது சுயவிவரம் பக்கத்தில் ' +
        'பார்க்கலாம்: {4}. குறைதீர்ப்பு அலுவலர்: {5}',
    },
  },
  request_answered: {
    english: {
      subject: 'Your request {1} is answered',
      body:
        'The office has answered your {2}, number {1}. Read the answer in My Profile: {3}. Not ' +
        'satisfied? Grievance Officer: {4}',
    },
    tamil: {
      subject: 'உங்கள் கோரிக்கை {1}-க்குப் பதில்',
      body:
        'உங்கள் {2} (எண் {1})-க்கு அலுவலகம் பதிலளித்துள்ளது. எனது சுயவிவரம் பக்கத்தில் ' +
        'பதிலைப் படியுங்கள்: {3}. திருப்தி இல்லையெனில் குறைதீர்ப்பு அலுவலர்: {4}',
    },
  },
};

const kindWords: Record<DataRequestKind, Record<Language, string>> = {
  correction: { english: 'request for a correction', tamil: 'திருத்தக் கோரிக்கை' },
  erasure: { english: 'request for erasure', tamil: 'தரவு நீக்கக் கோரிக்கை' },
  grievance: { english: 'grievance', tamil: 'புகார்' },
};

/** "Name, e-mail, phone": the parts the office has set; the office itself when it has set none. */
export const grievanceContactText = (contact: GrievanceContact, language: Language): string =>
  [contact.name, contact.email, contact.phone].filter((part) => part.trim() !== '').join(', ') ||
  (language === 'tamil' ? 'அலுவலகம்' : 'the office');

/** A day in India, as a person writes it: "12 January 2027", "12 ஜனவரி 2027". */
export const indiaDateText = (moment: string, language: Language): string =>
  new Intl.DateTimeFormat(languageLocales[language], {
    timeZone: INDIA_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(moment));

/** The message's values, in the order of its numbered variables. */
export function requestMessageValues(
  details: RequestMessageDetails,
  language: Language,
  publicBaseUrl: string,
): string[] {
  const profile = `${publicBaseUrl.replace(/\/+$/, '')}/profile#requests`;
  const kind = kindWords[details.requestKind][language];
  const contact = grievanceContactText(details.grievance, language);
  return details.kind === 'request_received'
    ? [details.number, kind, indiaDateText(details.dueAt, language), profile, contact]
    : [details.number, kind, profile, contact];
}
