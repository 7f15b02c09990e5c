import type { Appointment } from '@portal/contracts';

/** "Add to calendar" is offered for a scheduled consultation that has a time and has not begun. */
export function canAddToCalendar(appointment: Appointment, now = Date.now()): boolean {
  return (
    appointment.status === 'scheduled' &&
    appointment.scheduled_datetime !== null &&
    appointment.scheduled_end !== null &&
    Date.parse(appointment.scheduled_datetime) > now
  );
}

/** 2030-03-04T03:30:00.000Z as Google Calendar's UTC form: 20300304T033000Z. */
export const calendarUtc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export interface CalendarEventText {
  title: string;
  details: string;
  location: string;
}

/**
 * Google Calendar's "create event" page, filled in: it adds nothing until the customer saves it.
 * Undefined while the appointment has no time.
 */
export function googleCalendarUrl(
  appointment: Appointment,
  text: CalendarEventText,
): string | undefined {
  const { scheduled_datetime: start, scheduled_end: end } = appointment;
  if (!start || !end) return undefined;
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: text.title,
    dates: `${calendarUtc(start)}/${calendarUtc(end)}`,
    details: text.details,
    location: text.location,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
