import type { ServiceKey } from '@portal/contracts';

export const countrySeed = [
  { code: 'IN', name: 'India', nameTamil: 'இந்தியா', phoneCode: '+91', sortOrder: 1 },
  { code: 'SG', name: 'Singapore', nameTamil: 'சிங்கப்பூர்', phoneCode: '+65', sortOrder: 2 },
  { code: 'US', name: 'United States', nameTamil: 'அமெரிக்கா', phoneCode: '+1', sortOrder: 3 },
  { code: 'OTHER', name: 'Other', nameTamil: 'பிற நாடுகள்', phoneCode: '', sortOrder: 4 },
] as const;

interface ServiceSeed {
  id: number;
  key: ServiceKey;
  nameEnglish: string;
  nameTamil: string;
  descriptionEnglish: string;
  descriptionTamil: string;
  /** India's base price, paise. */
  basePricePaise: number;
  /** Base price outside India, paise. */
  internationalPricePaise: number;
  includesReport: boolean;
  /** How long a consultation of it lasts, and the astrologer's pause after it, in minutes. */
  durationMinutes: number;
  bufferMinutes: number;
}

export const serviceSeed: ServiceSeed[] = [
  {
    id: 1,
    key: 'jathagam',
    nameEnglish: 'Jathagam Reading',
    nameTamil: 'ஜாதகம் பார்த்தல்',
    descriptionEnglish:
      'A full reading of your birth chart: career, health, family and the periods ahead, with a written report.',
    descriptionTamil:
      'உங்கள் பிறப்பு ஜாதகத்தின் முழுமையான பலன்: தொழில், உடல்நலம், குடும்பம், வரவிருக்கும் ' +
      'காலங்கள்; எழுத்து வடிவ அறிக்கையுடன்.',
    basePricePaise: 50_000,
    internationalPricePaise: 100_000,
    includesReport: true,
    durationMinutes: 30,
    bufferMinutes: 0,
  },
  {
    id: 2,
    key: 'marriage_porutham',
    nameEnglish: 'Marriage Porutham',
    nameTamil: 'திருமணப் பொருத்தம்',
    descriptionEnglish:
      "Matching of the bride's and bridegroom's horoscopes: the ten poruthams, dosham checks and guidance.",
    descriptionTamil: 'மணமகள், மணமகன் ஜாதகப் பொருத்தம்: பத்துப் பொருத்தங்கள், தோஷ ஆய்வு மற்றும் வழிகாட்டுதல்.',
    basePricePaise: 140_000,
    internationalPricePaise: 250_000,
    includesReport: true,
    durationMinutes: 45,
    bufferMinutes: 15,
  },
  {
    id: 3,
    key: 'prasanam',
    nameEnglish: 'Prasanam',
    nameTamil: 'பிரசன்னம்',
    descriptionEnglish:
      'Answers to a specific question, read from the moment you ask it. Your birth time is not needed.',
    descriptionTamil:
      'நீங்கள் கேட்கும் நேரத்தைக் கொண்டு உங்கள் குறிப்பிட்ட கேள்விக்குப் பதில். பிறந்த நேரம் தேவையில்லை.',
    basePricePaise: 30_000,
    internationalPricePaise: 60_000,
    includesReport: false,
    durationMinutes: 20,
    bufferMinutes: 0,
  },
];

/** Outside India no GST applies; card payments from abroad carry a processing charge. */
const internationalProcessing = {
  code: 'intl_processing',
  nameEnglish: 'International payment processing (3%)',
  nameTamil: 'வெளிநாட்டுப் பணப் பரிமாற்றக் கட்டணம் (3%)',
  rateBasisPoints: 300,
  isIncluded: false,
};

/** Charges per country code; basis points of the base price (1800 = 18%). */
export const chargeSeed: Record<
  (typeof countrySeed)[number]['code'],
  {
    code: string;
    nameEnglish: string;
    nameTamil: string;
    rateBasisPoints: number;
    isIncluded: boolean;
  }[]
> = {
  IN: [
    {
      code: 'gst',
      nameEnglish: 'GST (18%)',
      nameTamil: 'ஜிஎஸ்டி (18%)',
      rateBasisPoints: 1800,
      isIncluded: false,
    },
  ],
  SG: [internationalProcessing],
  US: [internationalProcessing],
  OTHER: [internationalProcessing],
};

/**
 * Demo rates for the approximate price a customer abroad sees in their currency
 * (docs/decisions/0080): rupees per unit, as the office would set them. Filled in only where no
 * one has ever set a rate. Other countries (OTHER) have no single currency: rupees only.
 */
export const exchangeRateSeed: Partial<
  Record<(typeof countrySeed)[number]['code'], { currencyCode: string; rupeesPerUnit: string }>
> = {
  SG: { currencyCode: 'SGD', rupeesPerUnit: '63.00' },
  US: { currencyCode: 'USD', rupeesPerUnit: '85.00' },
};
