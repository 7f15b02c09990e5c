/**
 * iCalendar (RFC 5545) for one consultation, as an invitation (METHOD:REQUEST, RFC 5546), its
 * withdrawal (METHOD:CANCEL), or a file to add by hand (METHOD:PUBLISH, the "Add to calendar"
 * download). One UID per appointment for ever; SEQUENCE rises with each change, so calendars
 * replace the event instead of adding another.
 */
export interface CalendarEvent {
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  /** Stable for the appointment, for example appointment-42@portal.example. */
  uid: string;
  sequence: number;
  start: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  /** The office's address, "Phone", or the meeting link. */
  location: string;
  url?: string;
  organizer: { name: string; email: string };
  attendee?: { name: string; email: string };
  /** When the file was made (DTSTAMP); now by default. */
  stamp?: Date;
}

/** 20261201T043000Z */
const utc = (moment: Date) =>
  moment
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
export const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A parameter value (CN=…) is quoted, and may not hold a double quote. */
const parameter = (value: string) => `"${value.replace(/["\r\n]/g, '')}"`;

/** Lines longer than 75 octets continue on the next line after a space, never inside a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function calendarFile(event: CalendarEvent): string {
  const cancelled = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Jothidam//Consultation booking//EN',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp ?? new Date())}`,
    `DTSTART:${utc(event.start)}`,
    `DURATION:PT${event.durationMinutes}M`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${parameter(event.organizer.name)}:mailto:${event.organizer.email}`,
    ...(event.attendee
      ? [
          `ATTENDEE;CN=${parameter(event.attendee.name)};ROLE=REQ-PARTICIPANT;` +
            `PARTSTAT=ACCEPTED:mailto:${event.attendee.email}`,
        ]
      : []),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    ...(cancelled
      ? []
      : [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${escapeText(event.summary)}`,
          'TRIGGER:-PT1H',
          'END:VALARM',
        ]),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
