/**
 * Every address at which the web app's router shows a screen (docs/product.md lists them), as its patterns
 * (`:name` is one segment). The web's route table takes its paths from this list only (its type
 * says so, and apps/web/src/app/router.test.tsx checks that the two match), and the server
 * answers any other page address with the not-found page and a 404 (apps/server/src/plugins/web-app.ts).
 */
export const webAppPaths = [
  '/',
  '/landing',
  '/login',
  '/terms',
  '/refund-policy',
  '/contact',
  '/privacy',
  '/unsubscribe',
  '/confirm-email',
  '/home',
  '/booking',
  '/payment/success',
  '/payment/:appointmentId',
  '/select-slot/:appointmentId',
  '/reschedule/:appointmentId',
  '/appointments',
  '/receipts/payment/:paymentId',
  '/receipts/refund/:refundId',
  '/profile',
  '/admin',
  '/admin/appointments/:appointmentId',
  '/admin/schedule',
  '/admin/astrologers',
  '/admin/services',
  '/admin/content',
  '/admin/activity',
  '/admin/messages',
  '/admin/staff',
  '/admin/book',
  '/admin/customers',
  '/admin/customers/:customerId',
  '/admin/cash',
  '/admin/figures',
  '/admin/exports',
  '/admin/requests',
  '/admin/read-log',
  '/admin/privacy-settings',
  '/admin/privacy',
  '/admin/security',
] as const;

export type WebAppPath = (typeof webAppPaths)[number];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * As React Router matches a route: any case, slashes after it allowed, a parameter one segment of
 * at least one character.
 */
const webAppPathPatterns = webAppPaths.map((path) => {
  const segments = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '([^\\/]+)' : escapeRegExp(segment)));
  return new RegExp(`^${segments.join('\\/').replace(/\\\/$/, '')}\\/*$`, 'i');
});

/**
 * The path as React Router compares it: each segment percent-decoded, a slash decoded inside a
 * segment kept as %2F (so `/home%2F` is not `/home/`); as it is when it does not decode.
 */
function decodedPath(path: string): string {
  try {
    return path
      .split('/')
      .map((segment) => decodeURIComponent(segment).replaceAll('/', '%2F'))
      .join('/');
  } catch {
    return path;
  }
}

/** The pattern of the web app's paths that this path (no query string) matches, or null: the not-found screen. */
export function webAppPathOf(path: string): WebAppPath | null {
  const decoded = decodedPath(path);
  const index = webAppPathPatterns.findIndex((pattern) => pattern.test(decoded));
  return index === -1 ? null : webAppPaths[index]!;
}

/** Whether the web app's router has a screen at this path (no query string): what is not is the not-found screen. */
export function isWebAppPath(path: string): boolean {
  return webAppPathOf(path) !== null;
}
