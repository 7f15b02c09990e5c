/**
 * Plain values shared by server and web, kept free of zod so that the web bundle can import
 * them without the schema library.
 */
export const languages = ['english', 'tamil'] as const;
export const serviceKeys = ['jathagam', 'marriage_porutham', 'prasanam'] as const;
/** The marriage service has extra bridegroom fields (spec section 5). */
export const MARRIAGE_SERVICE_ID = 2;
export const publicPageTypes = ['terms', 'refund-policy', 'contact'] as const;
export const uiSettingKeys = [
  'app_name',
  'login_title',
  'login_image_url',
  'footer_title',
  'footer_description',
  'contact1_name',
  'contact1_phone',
  'contact1_whatsapp',
  'contact2_name',
  'contact2_phone',
  'contact2_whatsapp',
  'social_facebook',
  'social_instagram',
  'social_youtube',
  'social_whatsapp',
  'social_telegram',
] as const;

/** Spec section 3: the person's gender; the marriage service fixes bride female, bridegroom male. */
export const genders = ['male', 'female', 'other'] as const;
export const birthTimeTypes = ['exact', 'period'] as const;
/** Spec section 3: early_morning 4-6 AM, morning 6 AM-12 PM, afternoon 12-6 PM, evening 6-8 PM, night 8 PM-4 AM. */
export const birthTimePeriods = ['early_morning', 'morning', 'afternoon', 'evening', 'night'] as const;
export const appointmentStatuses = ['pending', 'paid', 'scheduled', 'completed', 'cancelled'] as const;
export const paymentStatuses = ['pending', 'paid', 'failed', 'refunded'] as const;
export const pdfRequestStatuses = ['pending', 'completed'] as const;

/** Spec section 9: horoscope uploads, 5 files at most, 10 MB each, JPG, PNG or PDF. */
export const MAX_BOOKING_FILES = 5;
export const MAX_BOOKING_FILE_BYTES = 10 * 1024 * 1024;
export const bookingFileTypes = ['image/jpeg', 'image/png', 'application/pdf'] as const;

const marriageServiceNames = ['thirumana porutham', 'marriage porutham'];

/** Spec section 5: the marriage service is id 2, or one named Thirumana Porutham or Marriage Porutham. */
export function isMarriageService(service: { id: number; name?: string | null }): boolean {
  if (service.id === MARRIAGE_SERVICE_ID) return true;
  const name = (service.name ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  return marriageServiceNames.includes(name);
}

/** Today's date in India (YYYY-MM-DD). India keeps +05:30 all year, with no daylight saving. */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}
