import { readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language, PublicPageType, UiSettingKey } from '@portal/contracts';
import { repositoryRoot } from '../../lib/source-paths';

const defaultContentFolder = pathToFileURL(
  join(repositoryRoot, 'packages', 'default-content') + sep,
);

export const pageTitles: Record<PublicPageType, Record<Language, string>> = {
  terms: { english: 'Terms and Conditions', tamil: 'விதிமுறைகள் மற்றும் நிபந்தனைகள்' },
  'refund-policy': { english: 'Refund Policy', tamil: 'பணத்திருப்பக் கொள்கை' },
  contact: { english: 'Contact Us', tamil: 'எங்களைத் தொடர்புகொள்ள' },
};

export function readDefaultPage(pageType: PublicPageType, language: Language): string {
  return readFileSync(new URL(`${pageType}.${language}.html`, defaultContentFolder), 'utf8');
}

/** [english, tamil or null when the same in both] */
export const uiSettingsSeed: Record<UiSettingKey, [string, string | null]> = {
  app_name: ['Jothidam', 'ஜோதிடம்'],
  login_title: ['Welcome to Jothidam', 'ஜோதிடத்துக்கு வரவேற்கிறோம்'],
  login_image_url: ['/images/login-illustration.svg', null],
  footer_title: ['Jothidam Consultation Centre', 'ஜோதிட ஆலோசனை மையம்'],
  footer_description: [
    'Trusted Jathagam reading, Marriage Porutham and Prasanam consultations from experienced astrologers in Madurai.',
    'மதுரையின் அனுபவமிக்க ஜோதிடர்களிடமிருந்து நம்பகமான ஜாதகம் பார்த்தல், திருமணப் பொருத்தம், பிரசன்னம் ஆலோசனைகள்.',
  ],
  contact1_name: ['Office', 'அலுவலகம்'],
  contact1_phone: ['+91 98765 43210', null],
  contact1_whatsapp: ['+91 98765 43210', null],
  contact2_name: ['Senior Astrologer', 'மூத்த ஜோதிடர்'],
  contact2_phone: ['+91 91234 56780', null],
  contact2_whatsapp: ['+91 91234 56780', null],
  social_facebook: ['https://www.facebook.com/jothidam.example', null],
  social_instagram: ['https://www.instagram.com/jothidam.example', null],
  social_youtube: ['https://www.youtube.com/@jothidam.example', null],
  social_whatsapp: ['https://wa.me/919876543210', null],
  social_telegram: ['https://t.me/jothidam_example', null],
  office_address: [
    'Jothidam Consultation Centre, 12 North Chitrai Street, Madurai 625001, Tamil Nadu',
    'ஜோதிட ஆலோசனை மையம், 12 வடக்குச் சித்திரை வீதி, மதுரை 625001, தமிழ்நாடு',
  ],
  office_hours: [
    'Monday to Saturday, 9:00 AM to 6:00 PM IST; Sunday closed',
    'திங்கள் முதல் சனி வரை, காலை 9:00 முதல் மாலை 6:00 வரை (IST); ஞாயிறு விடுமுறை',
  ],
  business_gstin: ['33ABCDE1234F1Z5', null],
  office_notify_phone: ['+919876543210', null],
  office_notify_email: ['office@jothidam.example', null],
};

export const testimonialSeed = [
  {
    youtubeVideoId: 'aqz-KE-bpKQ',
    titleEnglish: 'Lakshmi, Chennai',
    titleTamil: 'லட்சுமி, சென்னை',
    descriptionEnglish: 'The Marriage Porutham reading gave our family clarity and peace.',
    descriptionTamil: 'திருமணப் பொருத்தம் எங்கள் குடும்பத்துக்குத் தெளிவும் நிம்மதியும் தந்தது.',
  },
  {
    youtubeVideoId: 'ScMzIvxBSi4',
    titleEnglish: 'Ravi, Singapore',
    titleTamil: 'ரவி, சிங்கப்பூர்',
    descriptionEnglish: 'Booking from abroad was simple, and the consultation was on time.',
    descriptionTamil:
      'வெளிநாட்டிலிருந்து முன்பதிவு செய்வது எளிதாக இருந்தது; ஆலோசனையும் சரியான நேரத்தில் நடந்தது.',
  },
  {
    youtubeVideoId: 'LXb3EKWsInQ',
    titleEnglish: 'Meena, Coimbatore',
    titleTamil: 'மீனா, கோயம்புத்தூர்',
    descriptionEnglish: 'My Jathagam report was detailed and easy to understand.',
    descriptionTamil: 'என் ஜாதக அறிக்கை விரிவாகவும் எளிதில் புரியும்படியும் இருந்தது.',
  },
  {
    youtubeVideoId: 'ysz5S6PUM-U',
    titleEnglish: 'Karthik, Madurai',
    titleTamil: 'கார்த்திக், மதுரை',
    descriptionEnglish: 'The Prasanam answered the question that had troubled me for months.',
    descriptionTamil: 'பல மாதங்களாக என்னை வாட்டிய கேள்விக்குப் பிரசன்னம் பதில் தந்தது.',
  },
  {
    youtubeVideoId: 'jNQXAC9IVRw',
    titleEnglish: 'Priya, New Jersey',
    titleTamil: 'பிரியா, நியூ ஜெர்சி',
    descriptionEnglish: 'Kind, patient astrologers who explained everything in Tamil.',
    descriptionTamil: 'அன்பும் பொறுமையும் கொண்ட ஜோதிடர்கள்; எல்லாவற்றையும் தமிழில் விளக்கினார்கள்.',
  },
].map((testimonial, index) => ({
  ...testimonial,
  thumbnailUrl: `/images/testimonials/${index + 1}.svg`,
  sortOrder: index + 1,
}));

/**
 * Office-editable overrides of the web app's built-in text (GET /api/translations). Seeded with
 * the landing page's headline so the office can change it without a release.
 */
export const translationSeed: { language: Language; page: string; key: string; value: string }[] = [
  {
    language: 'english',
    page: 'landing',
    key: 'hero_title',
    value: 'Guidance from the stars, from astrologers you can trust',
  },
  {
    language: 'tamil',
    page: 'landing',
    key: 'hero_title',
    value: 'நம்பகமான ஜோதிடர்களிடமிருந்து நட்சத்திரங்களின் வழிகாட்டுதல்',
  },
];
