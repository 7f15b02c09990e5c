// Every office call the console makes, as the bench measures them. A call whose route does not
// exist yet (404 with NOT_FOUND for the route, or 405) is skipped and said so: add new ones here
// (customers search and page, figures) and they are measured once their routes land.

/**
 * @typedef {{
 *   today: string;
 *   pastDay: string;
 *   futureDay: (i: number) => string;
 *   appointmentId: number;
 *   appointmentNumber: string;
 *   customerId: number;
 *   officeUserId: number;
 *   monthAgo: string;
 *   yearAgo: string;
 *   scale: number;
 * }} Facts
 * @typedef {{ name: string; who: 'office' | 'customer'; url: (facts: Facts, i: number) => string }} Call
 */

/** @type {Call[]} */
export const calls = [
  // The appointments list (the console's first screen) and its filters.
  {
    name: 'appointments: plain',
    who: 'office',
    url: () => '/api/admin/appointments?page=1&page_size=25',
  },
  {
    name: 'appointments: page 2',
    who: 'office',
    url: () => '/api/admin/appointments?page=2&page_size=25',
  },
  {
    name: 'appointments: a day',
    who: 'office',
    url: (f) => `/api/admin/appointments?date=${f.pastDay}&page=1&page_size=25`,
  },
  {
    name: 'appointments: today',
    who: 'office',
    url: (f) => `/api/admin/appointments?date=${f.today}&page=1&page_size=25`,
  },
  {
    name: 'appointments: status',
    who: 'office',
    url: () => '/api/admin/appointments?status=scheduled&page=1&page_size=25',
  },
  {
    name: 'appointments: status no-show',
    who: 'office',
    url: () => '/api/admin/appointments?status=no_show&page=1&page_size=25',
  },
  {
    name: 'appointments: payment failed',
    who: 'office',
    url: () => '/api/admin/appointments?payment_status=failed&page=1&page_size=25',
  },
  {
    name: 'appointments: day + status',
    who: 'office',
    url: (f) => `/api/admin/appointments?date=${f.pastDay}&status=completed&page=1&page_size=25`,
  },
  // The deepest page the console's pager reaches (400 of 25: lists count to 10,000, decision 0071),
  // and pages further in by the address.
  {
    name: 'appointments: page 400',
    who: 'office',
    url: () => '/api/admin/appointments?page=400&page_size=25',
  },
  {
    name: 'appointments: status page 400',
    who: 'office',
    url: () => '/api/admin/appointments?status=completed&page=400&page_size=25',
  },
  {
    name: 'appointments: page 6000 (address)',
    who: 'office',
    url: (f) => `/api/admin/appointments?page=${Math.round(6000 * f.scale)}&page_size=25`,
  },
  {
    name: 'appointments: last page (address)',
    who: 'office',
    url: (f) => `/api/admin/appointments?page=${Math.round(12000 * f.scale)}&page_size=25`,
  },
  {
    name: 'appointments: status deep (address)',
    who: 'office',
    url: (f) =>
      `/api/admin/appointments?status=completed&page=${Math.round(4000 * f.scale)}&page_size=25`,
  },
  {
    name: 'appointments: search name',
    who: 'office',
    url: () => '/api/admin/appointments?q=Lakshmi&page=1&page_size=25',
  },
  {
    name: 'appointments: search phone digits',
    who: 'office',
    url: () => '/api/admin/appointments?q=4321&page=1&page_size=25',
  },
  {
    name: 'appointments: search number',
    who: 'office',
    url: (f) =>
      `/api/admin/appointments?q=${encodeURIComponent(f.appointmentNumber)}&page=1&page_size=25`,
  },
  {
    name: 'appointment page',
    who: 'office',
    url: (f) => `/api/admin/appointments/${f.appointmentId}`,
  },
  // The navigation's failed-messages count (every console page) and the messages screen.
  {
    name: 'failed-messages count (nav)',
    who: 'office',
    url: () => '/api/admin/messages?status=failed&page_size=1',
  },
  { name: 'messages: plain', who: 'office', url: () => '/api/admin/messages?page=1&page_size=25' },
  {
    name: 'messages: failed',
    who: 'office',
    url: () => '/api/admin/messages?status=failed&page=1&page_size=25',
  },
  {
    name: 'messages: sms',
    who: 'office',
    url: () => '/api/admin/messages?channel=sms&page=1&page_size=25',
  },
  {
    name: 'messages: page 400',
    who: 'office',
    url: () => '/api/admin/messages?page=400&page_size=25',
  },
  {
    name: 'messages: deep page (address)',
    who: 'office',
    url: (f) => `/api/admin/messages?page=${Math.round(4000 * f.scale)}&page_size=25`,
  },
  {
    name: "messages: an appointment's",
    who: 'office',
    url: (f) => `/api/admin/messages?appointment_id=${f.appointmentId}&page=1&page_size=50`,
  },
  // The activity log.
  {
    name: 'activity: page 1',
    who: 'office',
    url: () => '/api/admin/audit-log?page=1&page_size=50',
  },
  {
    name: 'activity: page 100',
    who: 'office',
    url: () => '/api/admin/audit-log?page=100&page_size=50',
  },
  {
    name: 'activity: page 200 (the last offered)',
    who: 'office',
    url: () => '/api/admin/audit-log?page=200&page_size=50',
  },
  {
    name: 'activity: money, all time',
    who: 'office',
    url: () => '/api/admin/audit-log?group=money&page=1&page_size=50',
  },
  {
    name: 'activity: by an office person',
    who: 'office',
    url: (f) => `/api/admin/audit-log?actor=${f.officeUserId}&page=1&page_size=50`,
  },
  {
    name: 'activity: the system',
    who: 'office',
    url: () => '/api/admin/audit-log?actor=system&page=1&page_size=50',
  },
  {
    name: 'activity: money, a month',
    who: 'office',
    url: (f) =>
      `/api/admin/audit-log?group=money&from=${f.monthAgo}&to=${f.today}&page=1&page_size=50`,
  },
  {
    name: "activity: an appointment's",
    who: 'office',
    url: (f) =>
      `/api/admin/audit-log?entity_type=appointment&entity_id=${f.appointmentId}&page=1&page_size=50`,
  },
  {
    name: 'activity: actors (who filter)',
    who: 'office',
    url: () => '/api/admin/audit-log/actors',
  },
  // Slots: the office's day, and a customer's day (a different day each time: never from the cache).
  {
    name: "office: a day's slots",
    who: 'office',
    url: (f, i) => `/api/admin/slots?date=${f.futureDay(i)}`,
  },
  {
    name: "customer: a day's slots (uncached)",
    who: 'customer',
    url: (f, i) => `/api/slots/available?date=${f.futureDay(i)}`,
  },
  // The other office screens.
  { name: 'schedule', who: 'office', url: () => '/api/admin/schedule' },
  { name: 'astrologers', who: 'office', url: () => '/api/admin/astrologers' },
  { name: 'staff', who: 'office', url: () => '/api/admin/staff' },
  { name: 'catalog', who: 'office', url: () => '/api/admin/catalog' },
  { name: 'status (banner)', who: 'office', url: () => '/api/admin/status' },
  // The customers', figures and cash screens (decisions 0064, 0066 and 0069): measured once their
  // routes exist.
  { name: 'customers: search name', who: 'office', url: () => '/api/admin/customers?q=Lakshmi' },
  {
    name: 'customers: search phone digits',
    who: 'office',
    url: () => '/api/admin/customers?q=4321',
  },
  {
    name: 'customers: search number',
    who: 'office',
    url: (f) => `/api/admin/customers?q=${encodeURIComponent(f.appointmentNumber)}`,
  },
  {
    name: 'customers: search bridegroom',
    who: 'office',
    url: () => '/api/admin/customers?q=Murugan%20Raman',
  },
  { name: 'customers: plain', who: 'office', url: () => '/api/admin/customers' },
  { name: 'customer page', who: 'office', url: (f) => `/api/admin/customers/${f.customerId}` },
  {
    name: 'figures: a month by day',
    who: 'office',
    url: (f) => `/api/admin/figures?from=${f.monthAgo}&to=${f.today}&group=day`,
  },
  {
    name: 'figures: a year by month',
    who: 'office',
    url: (f) => `/api/admin/figures?from=${f.yearAgo}&to=${f.today}&group=month`,
  },
  { name: 'cash', who: 'office', url: (f) => `/api/admin/cash?from=${f.monthAgo}&to=${f.today}` },
];
