/**
 * The office console's words, and where each editable text of the site appears, in their own
 * chunk: fetched with the first /admin screen, never by a customer.
 */
import enAdmin from './en/admin.json';
import taAdmin from './ta/admin.json';
import enTextPlaces from './en/text-places.json';
import taTextPlaces from './ta/text-places.json';
import enCashDesk from './en/cash-desk.json';
import taCashDesk from './ta/cash-desk.json';
import enCustomers from './en/customers.json';
import taCustomers from './ta/customers.json';
import enFigures from './en/figures.json';
import taFigures from './ta/figures.json';
import enExports from './en/exports.json';
import taExports from './ta/exports.json';
import enPrivacyRequestsOffice from './en/privacy-requests-office.json';
import taPrivacyRequestsOffice from './ta/privacy-requests-office.json';
import enPrivacyReadLog from './en/privacy-read-log.json';
import taPrivacyReadLog from './ta/privacy-read-log.json';
import enPrivacyRetention from './en/privacy-retention.json';
import taPrivacyRetention from './ta/privacy-retention.json';
import enPrivacyErasureOffice from './en/privacy-erasure-office.json';
import taPrivacyErasureOffice from './ta/privacy-erasure-office.json';
import enPrivacyAdmin from './en/privacy-admin.json';
import taPrivacyAdmin from './ta/privacy-admin.json';

export const adminDictionaries: Record<'en' | 'ta', Record<string, Record<string, string>>> = {
  en: {
    admin: enAdmin,
    'text-places': enTextPlaces,
    'cash-desk': enCashDesk,
    figures: enFigures,
    exports: enExports,
    customers: enCustomers,
    'privacy-requests-office': enPrivacyRequestsOffice,
    'privacy-read-log': enPrivacyReadLog,
    'privacy-retention': enPrivacyRetention,
    'privacy-erasure-office': enPrivacyErasureOffice,
    'privacy-admin': enPrivacyAdmin,
  },
  ta: {
    admin: taAdmin,
    'text-places': taTextPlaces,
    'cash-desk': taCashDesk,
    figures: taFigures,
    exports: taExports,
    customers: taCustomers,
    'privacy-requests-office': taPrivacyRequestsOffice,
    'privacy-read-log': taPrivacyReadLog,
    'privacy-retention': taPrivacyRetention,
    'privacy-erasure-office': taPrivacyErasureOffice,
    'privacy-admin': taPrivacyAdmin,
  },
};
