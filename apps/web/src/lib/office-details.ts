import type { UiSettings } from '@portal/contracts';

/** Where and when the office sees customers and takes cash, and its phone (from the UI settings). */
export interface OfficeDetails {
  address: string;
  hours: string;
  phone: string;
}

/** The office's details from the UI settings; empty text while they load or when the call failed. */
export function officeDetailsFrom(settings: UiSettings | undefined): OfficeDetails {
  return {
    address: (settings?.office_address ?? '').trim(),
    hours: (settings?.office_hours ?? '').trim(),
    phone: (settings?.contact1_phone ?? '').trim(),
  };
}
