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
