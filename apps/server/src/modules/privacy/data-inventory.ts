import type { DataKind, DataRecipient, Language } from '@portal/contracts';

/*
 * The one list of the kinds of personal data the portal keeps, why, how long (by which rule), and
 * who else receives each to do their part (decision 0101). The privacy notice and the customer's
 * copy of their data both read it, so the two never disagree. The recipients are a fixed list: the
 * providers of lib/sms (MSG91), lib/messaging (WhatsApp Cloud API, e-mail over SMTP),
 * lib/payments (Razorpay) and lib/blob-store (an S3 bucket, when one is set).
 */

type Words = Record<Language, string>;

export interface Recipient {
  name: Words;
  /** What they receive, and what for. */
  receives: Words;
}

export const dataRecipients: Record<DataRecipient, Recipient> = {
  msg91: {
    name: { english: 'MSG91 (SMS)', tamil: 'MSG91 (குறுஞ்செய்தி)' },
    receives: {
      english:
        'Your mobile number and the text of sign-in codes and SMS messages, to deliver them.',
      tamil: 'உங்கள் கைபேசி எண், உள்நுழைவுக் குறியீடுகள் மற்றும் குறுஞ்செய்திகளின் உரை, அவற்றை அனுப்புவதற்காக.',
    },
  },
  whatsapp: {
    name: { english: 'WhatsApp (Meta)', tamil: 'WhatsApp (Meta)' },
    receives: {
      english: 'Your mobile number and the text of WhatsApp messages, to deliver them.',
      tamil: 'உங்கள் கைபேசி எண் மற்றும் WhatsApp செய்திகளின் உரை, அவற்றை அனுப்புவதற்காக.',
    },
  },
  email: {
    name: { english: 'Our e-mail provider', tamil: 'எங்கள் மின்னஞ்சல் சேவை வழங்குநர்' },
    receives: {
      english: 'Your e-mail address and the text of e-mails, to deliver them.',
      tamil: 'உங்கள் மின்னஞ்சல் முகவரி மற்றும் மின்னஞ்சல்களின் உரை, அவற்றை அனுப்புவதற்காக.',
    },
  },
  razorpay: {
    name: { english: 'Razorpay (payments)', tamil: 'Razorpay (கட்டணங்கள்)' },
    receives: {
      english:
        'Your name, mobile number, e-mail and the amount, to take an online payment and to refund it.',
      tamil: 'உங்கள் பெயர், கைபேசி எண், மின்னஞ்சல் மற்றும் தொகை, ஆன்லைன் கட்டணத்தைப் பெறவும் திருப்பியளிக்கவும்.',
    },
  },
  file_storage: {
    name: { english: 'File storage', tamil: 'கோப்புச் சேமிப்பகம்' },
    receives: {
      english:
        'The horoscopes you upload and the written reports, kept on our server or with a storage service we rent.',
      tamil:
        'நீங்கள் பதிவேற்றும் ஜாதகங்களும் எழுதப்பட்ட அறிக்கைகளும், எங்கள் சர்வரில் அல்லது நாங்கள் வாடகைக்கு எடுத்த சேமிப்புச் சேவையில் வைக்கப்படும்.',
    },
  },
};

/**
 * How long a kind of data is kept: until the account is erased (by the customer, the office, or
 * the retention job after `inactive_years`), by one of the office's retention settings
 * (privacy_settings), or for as long as GST law asks (72 months).
 */
export type KeptBy =
  | 'until_erased'
  | 'files_months'
  | 'message_text_months'
  | 'gst_72_months'
  | 'read_log_one_year'
  | 'sign_in_90_days';

export interface DataKindEntry {
  kind: DataKind;
  label: Words;
  purpose: Words;
  keptBy: KeptBy;
  recipients: readonly DataRecipient[];
}

export const dataInventory: readonly DataKindEntry[] = [
  {
    kind: 'contact',
    label: {
      english:
        'Your contact details: name, mobile number, e-mail (with the links that confirm it), ' +
        'language and message choices',
      tamil:
        'உங்கள் தொடர்பு விவரங்கள்: பெயர், கைபேசி எண், மின்னஞ்சல் (அதை உறுதிசெய்யும் இணைப்புகளுடன்), ' +
        'மொழி மற்றும் செய்தித் தேர்வுகள்',
    },
    purpose: {
      english:
        'To sign you in, to make sure an e-mail address is yours before we write to it, and to ' +
        'tell you about your consultations and payments.',
      tamil:
        'உங்களை உள்நுழைய வைக்கவும், ஒரு மின்னஞ்சல் முகவரிக்கு எழுதும் முன் அது உங்களுடையதுதானா ' +
        'என உறுதிசெய்யவும், உங்கள் ஆலோசனைகள் மற்றும் கட்டணங்கள் பற்றித் தெரிவிக்கவும்.',
    },
    keptBy: 'until_erased',
    recipients: ['msg91', 'whatsapp', 'email', 'razorpay'],
  },
  {
    kind: 'birth_details',
    label: {
      english: "Birth details: yours, your saved people's and a bridegroom's",
      tamil: 'பிறப்பு விவரங்கள்: உங்களுடையது, நீங்கள் சேமித்த நபர்களுடையது, மணமகனுடையது',
    },
    purpose: {
      english: 'To cast the charts and give the consultation you booked.',
      tamil: 'ஜாதகம் கணிக்கவும், நீங்கள் முன்பதிவு செய்த ஆலோசனையை வழங்கவும்.',
    },
    keptBy: 'until_erased',
    recipients: [],
  },
  {
    kind: 'consultations',
    label: {
      english: 'Your consultations: times, the reason for your visit and work details',
      tamil: 'உங்கள் ஆலோசனைகள்: நேரங்கள், ஆலோசனைக்கான காரணம், தொழில் விவரம்',
    },
    purpose: {
      english: 'To give the consultation, and to remind you of its time.',
      tamil: 'ஆலோசனையை வழங்கவும், அதன் நேரத்தை உங்களுக்கு நினைவூட்டவும்.',
    },
    keptBy: 'until_erased',
    recipients: ['msg91', 'whatsapp', 'email'],
  },
  {
    kind: 'files',
    label: {
      english: 'Uploaded horoscopes and written reports',
      tamil: 'பதிவேற்றிய ஜாதகங்களும் எழுதப்பட்ட அறிக்கைகளும்',
    },
    purpose: {
      english: 'For the astrologer to read, and for you to download your report.',
      tamil: 'ஜோதிடர் படிக்கவும், உங்கள் அறிக்கையை நீங்கள் பதிவிறக்கவும்.',
    },
    keptBy: 'files_months',
    recipients: ['file_storage'],
  },
  {
    kind: 'payments',
    label: {
      english: 'Payments, refunds, receipts and credit notes',
      tamil: 'கட்டணங்கள், பணத்திருப்பங்கள், ரசீதுகள் மற்றும் வரவுக் குறிப்புகள்',
    },
    purpose: {
      english: 'To take payment and give refunds, and because GST law asks us to keep tax records.',
      tamil: 'கட்டணம் பெறவும் பணத்தைத் திருப்பியளிக்கவும்; வரிப் பதிவுகளை வைத்திருக்க GST சட்டம் கேட்பதாலும்.',
    },
    keptBy: 'gst_72_months',
    recipients: ['razorpay'],
  },
  {
    kind: 'messages',
    label: {
      english: 'Messages we sent you (WhatsApp, SMS, e-mail)',
      tamil: 'நாங்கள் உங்களுக்கு அனுப்பிய செய்திகள் (WhatsApp, குறுஞ்செய்தி, மின்னஞ்சல்)',
    },
    purpose: {
      english: 'To know what we told you and when, and to send a failed message again.',
      tamil: 'எதை எப்போது தெரிவித்தோம் என்பதை அறியவும், தோல்வியடைந்த செய்தியை மீண்டும் அனுப்பவும்.',
    },
    keptBy: 'message_text_months',
    recipients: ['msg91', 'whatsapp', 'email'],
  },
  {
    kind: 'office_records',
    label: {
      english: "The office's records: private notes on you, and who in the office read your data",
      tamil: 'அலுவலகப் பதிவுகள்: உங்களைப் பற்றிய தனிப்பட்ட குறிப்புகள், அலுவலகத்தில் யார் உங்கள் தரவைப் பார்த்தார்கள்',
    },
    purpose: {
      english: 'To serve you well over several visits, and to keep your data answerable.',
      tamil: 'பல வருகைகளில் உங்களுக்குச் சிறப்பாகச் சேவை செய்யவும், உங்கள் தரவுக்குப் பொறுப்பேற்கவும்.',
    },
    keptBy: 'read_log_one_year',
    recipients: [],
  },
  {
    kind: 'sign_in',
    label: {
      english:
        'How you sign in: your sessions and devices (the kind of device, a shortened address, a place, when used), and whether you set a second factor',
      tamil:
        'நீங்கள் உள்நுழையும் விதம்: உங்கள் அமர்வுகளும் சாதனங்களும் (சாதன வகை, சுருக்கிய முகவரி, இடம், பயன்படுத்திய நேரம்), இரண்டாம் சரிபார்ப்பு அமைத்தீர்களா என்பது',
    },
    purpose: {
      english:
        'To keep your account yours: to let you see and end sessions you do not recognise, and so that strangers cannot block your sign-in.',
      tamil:
        'உங்கள் கணக்கு உங்களுடையதாகவே இருக்க: நீங்கள் அறியாத அமர்வுகளைப் பார்த்து முடிக்கவும், அந்நியர் உங்கள் உள்நுழைவைத் தடுக்க முடியாமல் இருக்கவும்.',
    },
    keptBy: 'sign_in_90_days',
    recipients: ['msg91'],
  },
];

/** The inventory in one language, as the customer's copy and the notice show it. */
export function dataInventoryIn(language: Language) {
  return dataInventory.map((entry) => ({
    kind: entry.kind,
    label: entry.label[language],
    purpose: entry.purpose[language],
    kept_by: entry.keptBy,
    recipients: entry.recipients.map((id) => ({
      id,
      name: dataRecipients[id].name[language],
      receives: dataRecipients[id].receives[language],
    })),
  }));
}
