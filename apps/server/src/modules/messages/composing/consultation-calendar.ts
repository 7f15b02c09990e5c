import type { Language } from '@portal/contracts';
import type { CalendarEvent } from '../../../lib/messaging/calendar-file';
import type { BusinessFacts, ConsultationFacts } from './consultation-facts';
import { whereText } from './where-text';

export interface CalendarContext {
  publicBaseUrl: string;
  /** The organizer: who the invitation comes from. */
  mailFrom: { name: string; address: string };
}

/** The one UID of an appointment's calendar event, for ever: appointment-42@portal.example. */
export function appointmentCalendarUid(appointmentId: number, publicBaseUrl: string): string {
  return `appointment-${appointmentId}@${new URL(publicBaseUrl).hostname}`;
}

/**
 * A scheduled consultation as a calendar event in the customer's language: the e-mails'
 * invitations (REQUEST), their withdrawal (CANCEL), and the "Add to calendar" file (PUBLISH).
 * Undefined while it has no time.
 */
export function consultationCalendarEvent(
  facts: ConsultationFacts,
  {
    business,
    language,
    method,
    publicBaseUrl,
    mailFrom,
  }: CalendarContext & {
    business: BusinessFacts;
    language: Language;
    method: CalendarEvent['method'];
  },
): CalendarEvent | undefined {
  if (!facts.startsAt || !facts.durationMinutes) return undefined;
  const tamil = language === 'tamil';
  const businessName = tamil ? business.name.tamil : business.name.english;
  const services = facts.services
    .map((service) => (tamil ? service.tamil : service.english))
    .join(', ');
  const location =
    facts.mode === 'video'
      ? (facts.meetingUrl ?? '')
      : facts.mode === 'phone'
        ? tamil
          ? `தொலைபேசி அழைப்பு: ${facts.mobileNumber}`
          : `Phone call: ${facts.mobileNumber}`
        : tamil
          ? business.address.tamil
          : business.address.english;
  const appointments = `${publicBaseUrl.replace(/\/+$/, '')}/appointments`;
  return {
    method,
    uid: appointmentCalendarUid(facts.appointmentId, publicBaseUrl),
    sequence: facts.calendarSequence,
    start: new Date(facts.startsAt),
    durationMinutes: facts.durationMinutes,
    summary: tamil
      ? `${businessName}: ${services} ஆலோசனை (${facts.appointmentNumber})`
      : `${businessName}: ${services} consultation (${facts.appointmentNumber})`,
    description: [
      whereText(facts, business, language),
      tamil ? `எனது சந்திப்புகள்: ${appointments}` : `My Appointments: ${appointments}`,
    ].join('\n'),
    location,
    url: facts.mode === 'video' && facts.meetingUrl ? facts.meetingUrl : appointments,
    organizer: { name: mailFrom.name, email: mailFrom.address },
    attendee: facts.email ? { name: facts.customerName, email: facts.email } : undefined,
  };
}
