import ICAL from 'ical.js';
import { expect, it } from 'vitest';
import { calendarFile, escapeText, type CalendarEvent } from './calendar-file';

const consultation = (changes: Partial<CalendarEvent> = {}): CalendarEvent => ({
  method: 'REQUEST',
  uid: 'appointment-42@portal.example.test',
  sequence: 0,
  start: new Date('2026-12-01T04:30:00Z'),
  durationMinutes: 45,
  summary: 'Jathagam consultation',
  description: 'Bring your horoscope.',
  location: 'Office, 12 Car Street, Coimbatore',
  organizer: { name: 'Jothidam', email: 'office@portal.example.test' },
  stamp: new Date('2026-11-20T10:00:00Z'),
  ...changes,
});

const parse = (text: string) => {
  const calendar = ICAL.Component.fromString(text);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
};

it('writes CRLF lines with the UTC start, the duration and an alarm an hour before', () => {
  const text = calendarFile(consultation());
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.split('\r\n')).toEqual(
    expect.arrayContaining([
      'METHOD:REQUEST',
      'DTSTART:20261201T043000Z',
      'DTSTAMP:20261120T100000Z',
      'DURATION:PT45M',
      'SEQUENCE:0',
      'STATUS:CONFIRMED',
      'TRIGGER:-PT1H',
    ]),
  );
  expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
  const { calendar, event, vevent } = parse(text);
  expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
  expect(event.uid).toBe('appointment-42@portal.example.test');
  expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-01T04:30:00.000Z');
  expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-01T05:15:00.000Z');
  expect(event.organizer).toBe('mailto:office@portal.example.test');
  expect(String(vevent.getFirstSubcomponent('valarm')!.getFirstPropertyValue('trigger'))).toBe(
    '-PT1H',
  );
});

it('folds long Tamil lines at 75 octets without splitting a character', () => {
  const summary = 'திருமணப் பொருத்தம் ஆலோசனை – மணமகன் மற்றும் மணமகள் ஜாதகங்களின் விரிவான பொருத்தம் பார்த்தல்';
  const description = 'நேரில் வருகை; அலுவலகம், கோயம்புத்தூர்.\nஜாதகப் பிரதியைக் கொண்டு வாருங்கள், நன்றி!';
  const text = calendarFile(
    consultation({
      summary,
      description,
      attendee: { name: 'ரவிசங்கர் "ரவி" சுப்பிரமணியன் கிருஷ்ணமூர்த்தி', email: 'ravi@example.test' },
    }),
  );
  const lines = text.split('\r\n').slice(0, -1);
  // Each line on its own, as bytes, is whole UTF-8: no character was cut at a fold.
  const strict = new TextDecoder('utf-8', { fatal: true });
  for (const line of lines) {
    const octets = Buffer.from(line);
    expect(octets.length, line).toBeLessThanOrEqual(75);
    expect(() => strict.decode(octets)).not.toThrow();
  }
  expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(3);
  const { event, vevent } = parse(text);
  expect(event.summary).toBe(summary);
  expect(event.description).toBe(description);
  // A double quote cannot stand in a quoted parameter: it is left out of the attendee's name.
  expect(vevent.getFirstProperty('attendee')!.getParameter('cn')).toBe(
    'ரவிசங்கர் ரவி சுப்பிரமணியன் கிருஷ்ணமூர்த்தி',
  );
});

it('escapes backslashes, semicolons, commas and line breaks in text values', () => {
  expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  const location = 'Office; 12, Car Street\\Gate 2\nCoimbatore';
  const text = calendarFile(consultation({ location }));
  expect(text).toContain('LOCATION:Office\\; 12\\, Car Street\\\\Gate 2\\nCoimbatore');
  expect(parse(text).event.location).toBe(location);
});

it('withdraws an event with METHOD:CANCEL, STATUS:CANCELLED and no alarm, keeping the UID', () => {
  const text = calendarFile(
    consultation({
      method: 'CANCEL',
      sequence: 3,
      url: 'https://portal.example.test/appointments/42',
    }),
  );
  const { calendar, event, vevent } = parse(text);
  expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
  expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  expect(event.uid).toBe('appointment-42@portal.example.test');
  expect(event.sequence).toBe(3);
  expect(vevent.getFirstSubcomponent('valarm')).toBeNull();
  expect(vevent.getFirstPropertyValue('url')).toBe('https://portal.example.test/appointments/42');
});
