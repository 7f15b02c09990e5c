import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Language, WebAppPath } from '@portal/contracts';

/**
 * What a screen shows as it first draws, asked for under its hooks' keys (a shell's early calls
 * have the answers in by then): the page opened directly shows complete, not its loading line
 * followed by a second drawing a moment later (app/portal-start.tsx).
 */
export type FirstData = (queryClient: QueryClient, language: Language) => Promise<unknown>;

export type ScreenModule = { default: ComponentType; firstData?: FirstData };

export interface PortalRoute {
  /** One of the web app's paths that the server knows (packages/contracts web-routes.ts). */
  path: WebAppPath;
  /** Every route carries whether it needs a signed-in customer. */
  requiresLogin: boolean;
  /**
   * The office console: signed in with an office role, and a role that may open the screen
   * (features/admin/office-access.ts, loaded with the screen); its code and words are chunks of their own.
   */
  requiresAdmin?: boolean;
  load: () => Promise<ScreenModule>;
}

const infoScreen = () => import('./screens/info-screen');

/**
 * Every route of the portal (docs/product.md lists its screens). `/` and `/landing` are not listed
 * here: the landing page is
 * prerendered and starts on its own (app/landing-start.tsx; app/router.tsx).
 */
export const portalRoutes: PortalRoute[] = [
  { path: '/login', requiresLogin: false, load: () => import('./screens/login-screen') },
  { path: '/terms', requiresLogin: false, load: infoScreen },
  { path: '/refund-policy', requiresLogin: false, load: infoScreen },
  { path: '/contact', requiresLogin: false, load: infoScreen },
  { path: '/privacy', requiresLogin: false, load: () => import('./screens/privacy-screen') },
  {
    path: '/unsubscribe',
    requiresLogin: false,
    load: () => import('./screens/unsubscribe-screen'),
  },
  {
    path: '/confirm-email',
    requiresLogin: false,
    load: () => import('./screens/confirm-email-screen'),
  },
  { path: '/home', requiresLogin: true, load: () => import('./screens/home-screen') },
  { path: '/booking', requiresLogin: true, load: () => import('./screens/booking-screen') },
  {
    path: '/payment/:appointmentId',
    requiresLogin: true,
    load: () => import('./screens/payment-screen'),
  },
  {
    path: '/select-slot/:appointmentId',
    requiresLogin: true,
    load: () => import('./screens/select-slot-screen'),
  },
  {
    path: '/reschedule/:appointmentId',
    requiresLogin: true,
    load: () => import('./screens/reschedule-screen'),
  },
  {
    path: '/appointments',
    requiresLogin: true,
    load: () => import('./screens/appointments-screen'),
  },
  {
    path: '/receipts/payment/:paymentId',
    requiresLogin: true,
    load: () => import('./screens/receipts/receipt-screen'),
  },
  {
    path: '/receipts/refund/:refundId',
    requiresLogin: true,
    load: () => import('./screens/receipts/credit-note-screen'),
  },
  { path: '/profile', requiresLogin: true, load: () => import('./screens/profile-screen') },
  {
    path: '/admin',
    requiresLogin: true,
    requiresAdmin: true,
    load: () => import('./screens/admin/admin-day-screen'),
  },
  {
    path: '/admin/appointments/:appointmentId',
    requiresLogin: true,
    requiresAdmin: true,
    load: () => import('./screens/admin/admin-appointment-screen'),
  },
  {
    path: '/admin/schedule',
    requiresLogin: true,
    requiresAdmin: true,
    load: () => import('./screens/admin/admin-schedule-screen'),
  },
  {
    path: '/admin/astrologers',
    requiresLogin: true,
    requiresAdmin: true,
    load: () => import('./screens/admin/admin-astrologers-screen'),
  },
  {
    path: '/admin/services',
    requiresLogin: true,
    requiresAdmin: true,
    load: () => import('./screens/admin/admin-services-screen'),
  },
  {
    path: '/admin/content',
    requiresLogin: true,
    requiresAdmin: true,
    load: () => import('./screens/admin/admin-content-screen'),
  },
  {
    path: '/admin/activity',
    requiresLogin: true,
    requiresAdmin: true,
    load: () => import('./screens/admin/admin-activity-screen'),
  },
  {
    path: '/admin/messages',
    requiresLogin: true,
    requiresAdmin: true,
    load: () => import('./screens/admin/admin-messages-screen'),
  },
  {
    path: '/admin/staff',
    requiresLogin: true,
    requiresAdmin: true,
    load: () => import('./screens/admin/admin-staff-screen'),
  },
  {
    path: '/admin/book',
    requiresLogin: true,
    requiresAdmin: true,
    load: () => import('./screens/admin/admin-desk-booking-screen'),
  },
  {
    path: '/admin/customers',
    requiresLogin: true,
    requiresAdmin: true,
    load: () => import('./screens/admin/admin-customers-screen'),
  },
  {
    path: '/admin/customers/:customerId',
    requiresLogin: true,
    requiresAdmin: true,
    load: () => import('./screens/admin/admin-customer-screen'),
  },
  {
    path: '/admin/cash',
    requiresLogin: true,
    requiresAdmin: true,
    load: () => import('./screens/admin/admin-cash-screen'),
  },
  {
    path: '/admin/figures',
    requiresLogin: true,
    requiresAdmin: true,
    load: () => import('./screens/admin/admin-figures-screen'),
  },
  {
    path: '/admin/exports',
    requiresLogin: true,
    requiresAdmin: true,
    load: () => import('./screens/admin/admin-exports-screen'),
  },
  {
    path: '/admin/requests',
    requiresLogin: true,
    requiresAdmin: true,
    load: () => import('./screens/admin/admin-requests-screen'),
  },
  {
    path: '/admin/read-log',
    requiresLogin: true,
    requiresAdmin: true,
    load: () => import('./screens/admin/admin-read-log-screen'),
  },
  {
    path: '/admin/privacy-settings',
    requiresLogin: true,
    requiresAdmin: true,
    load: () => import('./screens/admin/admin-privacy-settings-screen'),
  },
  {
    path: '/admin/privacy',
    requiresLogin: true,
    requiresAdmin: true,
    load: () => import('./screens/admin/admin-privacy-screen'),
  },
  {
    path: '/admin/security',
    requiresLogin: true,
    requiresAdmin: true,
    load: () => import('./screens/admin/admin-security-screen'),
  },
];
