/**
 * The office's mobile numbers in end-to-end runs, granted the admin role before the server
 * starts: one per browser project and test, so no number meets the limit of 3 codes in 15 minutes.
 */
export const OFFICE_NUMBERS = {
  phone: {
    day: '9800077001',
    language: '9800077002',
    editors: '9800077005',
    video: '9800077007',
    refunds: '9800077009',
    messages: '9800077011',
    activity: '9800077041',
    breaks: '9800077021',
    charts: '9800077051',
    roles: '9800077061',
    closing: '9800077071',
    closingInTamil: '9800077073',
    desk: '9800077081',
    customers: '9800077083',
    figures: '9800077085',
    exports: '9800077087',
    cash: '9800077089',
    print: '9800077091',
    jathagam: '9800077093',
    privacy: '9800077095',
  },
  desktop: {
    day: '9800077003',
    language: '9800077004',
    editors: '9800077006',
    video: '9800077008',
    refunds: '9800077010',
    messages: '9800077012',
    activity: '9800077042',
    breaks: '9800077022',
    charts: '9800077052',
    roles: '9800077062',
    closing: '9800077072',
    closingInTamil: '9800077074',
    desk: '9800077082',
    customers: '9800077084',
    figures: '9800077086',
    exports: '9800077088',
    cash: '9800077090',
    print: '9800077092',
    jathagam: '9800077094',
    privacy: '9800077096',
  },
} as const;

export type OfficeTest = keyof (typeof OFFICE_NUMBERS)['phone'];
