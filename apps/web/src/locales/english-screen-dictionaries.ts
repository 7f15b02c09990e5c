/**
 * The signed-in screens' words in English, in one chunk fetched with the first such screen in
 * the page's language (lib/i18n.ts): one request on a slow connection, nothing the landing page
 * carries, and the Tamil ones only when the visitor switches.
 */
import appointments from './en/appointments.json';
import booking from './en/booking.json';
import payments from './en/payments.json';
import receipts from './en/receipts.json';
import slots from './en/slots.json';
import privacyRequests from './en/privacy-requests.json';
import privacyDataCopy from './en/privacy-data-copy.json';
import privacyErasure from './en/privacy-erasure.json';

export const englishScreenDictionaries: Record<string, Record<string, string>> = {
  booking,
  appointments,
  payments,
  receipts,
  slots,
  'privacy-requests': privacyRequests,
  'privacy-data-copy': privacyDataCopy,
  'privacy-erasure': privacyErasure,
};
