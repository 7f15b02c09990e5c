/** The signed-in screens' words in Tamil (see english-screen-dictionaries.ts). */
import appointments from './ta/appointments.json';
import booking from './ta/booking.json';
import payments from './ta/payments.json';
import receipts from './ta/receipts.json';
import slots from './ta/slots.json';
import privacyRequests from './ta/privacy-requests.json';
import privacyDataCopy from './ta/privacy-data-copy.json';
import privacyErasure from './ta/privacy-erasure.json';

export const tamilScreenDictionaries: Record<string, Record<string, string>> = {
  booking,
  appointments,
  payments,
  receipts,
  slots,
  'privacy-requests': privacyRequests,
  'privacy-data-copy': privacyDataCopy,
  'privacy-erasure': privacyErasure,
};
