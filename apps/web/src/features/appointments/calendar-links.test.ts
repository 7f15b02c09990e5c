import { expect, it } from 'vitest';
import { customerAppointment } from '../../test/customer-fixtures';
import { calendarUtc, canAddToCalendar, googleCalendarUrl } from './calendar-links';

const now = Date.parse('2030-03-01T00:00:00.000Z');

it('offers the calendar for a scheduled consultation that has not begun, and for nothing else', () => {
  expect(canAddToCalendar(customerAppointment(), now)).toBe(true);
  expect(canAddToCalendar(customerAppointment(), Date.parse('2030-03-04T03:30:00.000Z'))).toBe(
    false,
  );
  expect(canAddToCalendar(customerAppointment({ status: 'cancelled' }), now)).toBe(false);
  expect(canAddToCalendar(customerAppointment({ status: 'completed' }), now)).toBe(false);
  expect(
    canAddToCalendar(
      customerAppointment({ status: 'paid', scheduled_datetime: null, scheduled_end: null }),
      now,
    ),
  ).toBe(false);
});

it("fills Google Calendar's event page with the slot in UTC, saving nothing", () => {
  const href = googleCalendarUrl(customerAppointment(), {
    title: 'Jothidam: Jathagam Reading (AST-2026-0041)',
    details: 'Video & more',
    location: 'https://meet.example/a?b=c',
  })!;
  const url = new URL(href);
  expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    action: 'TEMPLATE',
    text: 'Jothidam: Jathagam Reading (AST-2026-0041)',
    dates: '20300304T033000Z/20300304T040000Z',
    details: 'Video & more',
    location: 'https://meet.example/a?b=c',
  });
  expect(calendarUtc('2030-12-31T18:30:00.000Z')).toBe('20301231T183000Z');
  expect(
    googleCalendarUrl(customerAppointment({ scheduled_datetime: null, scheduled_end: null }), {
      title: '',
      details: '',
      location: '',
    }),
  ).toBeUndefined();
});
