import type { WebAppPath } from '@portal/contracts';
import { mayUse, type OfficeCall } from '@portal/contracts/office-access';
import { officeRole } from '../../lib/office-role';

/*
 * What the console shows a role: the same access table the server enforces (contracts
 * office-access.ts; docs/decisions/0058). A screen, link, panel or button stands on the call it
 * makes, so a role sees only what the server would let it do. The role is the one the server gave
 * at sign-in (the stored user); the server checks every call itself. This module is the console's
 * own code (its chunk): the customer's pages never load the table.
 */

export { officeRole };

/** Whether the signed-in person may make an office call. */
export function may(call: OfficeCall): boolean {
  return mayUse(officeRole() ?? undefined, call);
}

/** The call each console screen stands on: a role that may not make it is not shown the screen. */
const screenCalls: Partial<Record<WebAppPath, OfficeCall>> = {
  '/admin': 'GET /api/admin/appointments',
  '/admin/appointments/:appointmentId': 'GET /api/admin/appointments/:id',
  '/admin/schedule': 'GET /api/admin/schedule',
  '/admin/astrologers': 'PUT /api/admin/astrologers/:id',
  '/admin/services': 'GET /api/admin/catalog',
  '/admin/content': 'GET /api/admin/content',
  '/admin/activity': 'GET /api/admin/audit-log',
  '/admin/messages': 'GET /api/admin/messages',
  '/admin/staff': 'GET /api/admin/staff',
  '/admin/book': 'POST /api/admin/appointments',
  '/admin/customers': 'GET /api/admin/customers',
  '/admin/customers/:customerId': 'GET /api/admin/customers/:id',
  '/admin/cash': 'GET /api/admin/cash',
  '/admin/figures': 'GET /api/admin/figures',
  '/admin/exports': 'GET /api/admin/exports/sales.csv',
  '/admin/requests': 'GET /api/admin/requests',
  '/admin/read-log': 'GET /api/admin/read-log',
  '/admin/privacy-settings': 'GET /api/admin/retention',
  '/admin/privacy': 'GET /api/admin/privacy/notice',
  '/admin/security': 'GET /api/admin/second-factor',
};

/** Whether the signed-in person may open a console screen (one not listed: an administrator only). */
export function mayOpen(path: WebAppPath): boolean {
  const call = screenCalls[path];
  return call ? may(call) : officeRole() === 'admin';
}
