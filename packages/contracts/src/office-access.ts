/*
 * Who in the office may make which call (decision 0058). One table, read
 * by the server's guard (apps/server/src/plugins/auth-guard.ts: a role not listed for a call is
 * 403 FORBIDDEN) and by the console (apps/web: the navigation, screens and buttons a role sees).
 * Imported as `@portal/contracts/office-access`, never through the package's main entry: the
 * customer's pages import that entry and must not carry the office's calls.
 */
import type { OfficeRole } from './office-roles';

const all = ['admin', 'desk', 'astrologer'] as const satisfies readonly OfficeRole[];
const desk = ['admin', 'desk'] as const satisfies readonly OfficeRole[];
const admin = ['admin'] as const satisfies readonly OfficeRole[];

/**
 * Every office call ("METHOD /path" as the server registers it) and the roles that may make it.
 * `astrologer` in a row means their own consultations only: the repository's query finds no other
 * (another astrologer's consultation is 404, as another customer's is to a customer). A call not
 * in the table is the admin's alone; a test fails when an office route is missing here.
 */
export const officeAccess = {
  // The day and one consultation.
  'GET /api/admin/appointments': all,
  'GET /api/admin/appointments/:id': all,
  'GET /api/admin/appointments/:id/files/:fileId': all,
  'GET /api/admin/appointments/:id/chart': all,
  'GET /api/admin/appointments/:id/jathagam.pdf': all,
  'PUT /api/admin/appointments/:id/prasanam-time': all,
  'PUT /api/admin/appointments/:id/jathagam-release': all,
  'PUT /api/admin/appointments/:id/chart-notes': all,
  'POST /api/admin/appointments/:id/complete': all,
  'POST /api/admin/appointments/:id/no-show': all,
  'POST /api/admin/appointments/:id/undo-outcome': all,
  'GET /api/admin/pdf-requests/:id/report': all,
  'POST /api/admin/pdf-requests/:id/report': all,
  'POST /api/admin/pdf-requests/:id/deliver': all,
  'GET /api/admin/astrology-settings': all,
  'GET /api/admin/status': all,
  // One's own second factor (decision 0106): everyone in the office may enrol.
  'GET /api/admin/second-factor': all,
  'POST /api/admin/second-factor/enrolment': all,
  'POST /api/admin/second-factor/enrolment/confirm': all,
  // Customers: the search, one customer's history and the office's private notes; an astrologer
  // finds only the customers who have a consultation with them (decision 0064).
  'GET /api/admin/customers': all,
  'GET /api/admin/customers/:id': all,
  'POST /api/admin/customers/:id/notes': all,
  // A note is removed by its author or an admin (the service decides; decision 0102).
  'DELETE /api/admin/customers/:id/notes/:noteId': all,
  // Customers' requests and grievances: the queue and its answers (decision 0102).
  'GET /api/admin/requests': desk,
  'POST /api/admin/requests/:id/answer': desk,
  // Cash, times, cancellations with the policy's refund, and the customers' messages.
  'POST /api/admin/appointments/:id/mark-paid': desk,
  'POST /api/admin/appointments/:id/undo-cash': desk,
  'GET /api/admin/cash': desk,
  'POST /api/admin/appointments/:id/schedule': desk,
  'POST /api/admin/appointments/:id/cancel': desk,
  'POST /api/admin/refunds/:id/handed-over': desk,
  'GET /api/admin/payments/:id/receipt.pdf': desk,
  'PUT /api/admin/appointments/:id/customer-state': desk,
  'GET /api/admin/refunds/:id/credit-note.pdf': desk,
  'GET /api/admin/messages': desk,
  'POST /api/admin/messages/:id/retry': desk,
  // The desk (decision 0062): book for a caller, send them a pay link, correct a booking's birth details.
  'POST /api/admin/appointments': desk,
  'POST /api/admin/appointments/:id/payment-link': desk,
  'PUT /api/admin/appointments/:id/birth-details': desk,
  'POST /api/admin/messages/retry-failed': desk,
  // The diary: each astrologer's opening hours, closed days and blocked slots (the office's or one astrologer's).
  'GET /api/admin/schedule': desk,
  'GET /api/admin/slots': desk,
  'POST /api/admin/blocked-days': desk,
  'DELETE /api/admin/blocked-days/:day': desk,
  'POST /api/admin/blocked-slots': desk,
  'DELETE /api/admin/blocked-slots/:day/:slotId': desk,
  'GET /api/admin/astrologers': desk,
  'GET /api/admin/astrologers/:id/schedule': desk,
  'PUT /api/admin/astrologers/:id/schedule': desk,
  // Prices, content, settings (the office-wide slot length, horizon and reschedules too), the team
  // and its access, the activity log: the admin's.
  'PUT /api/admin/schedule': admin,
  'POST /api/admin/astrologers': admin,
  'PUT /api/admin/astrologers/:id': admin,
  'GET /api/admin/catalog': admin,
  'PUT /api/admin/services/:id': admin,
  'PUT /api/admin/countries/:id/pricing': admin,
  'PUT /api/admin/countries/:id/exchange-rate': admin,
  'GET /api/admin/content': admin,
  'PUT /api/admin/pages/:pageType/:language': admin,
  'PUT /api/admin/settings/ui': admin,
  'POST /api/admin/testimonials': admin,
  'PUT /api/admin/testimonials/:id': admin,
  'DELETE /api/admin/testimonials/:id': admin,
  'PUT /api/admin/translations': admin,
  'DELETE /api/admin/translations/:language/:page/:key': admin,
  'GET /api/admin/sign-in-settings': admin,
  'PUT /api/admin/sign-in-settings': admin,
  'PUT /api/admin/astrology-settings': admin,
  // GST and the accountant's files (decisions 0067 and 0068): the admin's, like the prices and the activity log.
  'GET /api/admin/tax-settings': admin,
  'PUT /api/admin/tax-settings': admin,
  'GET /api/admin/exports/sales.csv': admin,
  'GET /api/admin/exports/refunds.csv': admin,
  'GET /api/admin/exports/appointments.csv': admin,
  'GET /api/admin/exports/cash.csv': admin,
  'GET /api/admin/audit-log': admin,
  'GET /api/admin/audit-log/actors': admin,
  // Who read whose personal data (decision 0102): the admin's, like the activity log.
  'GET /api/admin/read-log': admin,
  // The business's money: the figures (decision 0066).
  'GET /api/admin/figures': admin,
  'GET /api/admin/staff': admin,
  'PUT /api/admin/staff': admin,
  'DELETE /api/admin/staff/:id': admin,
  // Sign-in security (decision 0106): office sessions' idle hours, the second factor required,
  // another person's second factor reset.
  'DELETE /api/admin/staff/:id/second-factor': admin,
  'GET /api/admin/security-settings': admin,
  'PUT /api/admin/security-settings': admin,
  // Privacy (decision 0103): how long data is kept and what the next run removes, the grievance
  // contact and the breach notice's words.
  'GET /api/admin/retention': admin,
  'PUT /api/admin/retention': admin,
  'GET /api/admin/privacy/settings': admin,
  'PUT /api/admin/privacy/settings': admin,
  // Erasing a customer on their request (decision 0101): the admin's alone.
  'POST /api/admin/customers/:id/erase': admin,
  // A customer's copy of their data, asked for by phone or letter (decision 0101): read-logged.
  'GET /api/admin/customers/:id/data.pdf': admin,
  // Privacy (decision 0100): the notice's versions and offers to those who agreed to them.
  'GET /api/admin/privacy/notice': admin,
  'PUT /api/admin/privacy/notice': admin,
  'POST /api/admin/privacy/offers': admin,
} as const satisfies Record<string, readonly OfficeRole[]>;

export type OfficeCall = keyof typeof officeAccess;

/** Whether a signed-in person's role may make an office call; a call not in the table is the admin's alone. */
export function mayUse(role: string | undefined, call: string): boolean {
  if (role === 'admin') return true;
  const roles: readonly string[] | undefined = (
    officeAccess as Record<string, readonly OfficeRole[]>
  )[call];
  return roles !== undefined && role !== undefined && roles.includes(role);
}
