import { expect, it } from 'vitest';
import { operationIdFor } from './operation-id';

it.each([
  ['GET', '/healthz', 'getHealthz'],
  ['POST', '/api/appointments', 'postAppointments'],
  ['GET', '/api/appointments/:id', 'getAppointmentsById'],
  ['POST', '/api/appointments/:id/cancel', 'postAppointmentsByIdCancel'],
  ['GET', '/api/appointments/:id/calendar.ics', 'getAppointmentsByIdCalendarIcs'],
  ['POST', '/api/admin/appointments/:id/no-show', 'postAdminAppointmentsByIdNoShow'],
  ['DELETE', '/api/admin/blocked-slots/:day/:slotId', 'deleteAdminBlockedSlotsByDayBySlotId'],
  ['GET', '/api/public/{pageType}', 'getPublicByPageType'],
])('%s %s is %s', (method, url, id) => {
  expect(operationIdFor(method, url)).toBe(id);
});
