import type { Language, MessageKind } from '@portal/contracts';
import { emailConfirmationTexts } from './email-confirmation-text';
import { requestMessageTexts } from './request-messages';

/**
 * Every message's words, per kind and language, with numbered variables {1}, {2}… in place.
 * One text serves every channel: it is what is registered as the DLT template with MSG91
 * ({#var#} for each variable) and as the approved WhatsApp template ({{1}}, {{2}}… as they
 * appear), and the body of the e-mail. `npm run messages:templates` prints them in those forms for registration.
 */
export interface MessageText {
  subject: string;
  body: string;
}

type Texts = Record<MessageKind, Record<Language, MessageText>>;

export const messageTexts: Texts = {
  booking_created: {
    english: {
      subject: 'Booking {1} received',
      body: 'Thank you, {2}. Your booking {1} ({3}) is received. Amount due: {4}. Pay online or choose cash here: {5}',
    },
    tamil: {
      subject: 'முன்பதிவு {1} பெறப்பட்டது',
      body:
        'நன்றி, {2}. உங்கள் முன்பதிவு {1} ({3}) பெறப்பட்டது. செலுத்த வேண்டிய தொகை: {4}. ' +
        'ஆன்லைனில் செலுத்த அல்லது ரொக்கத்தைத் தேர்ந்தெடுக்க: {5}',
    },
  },
  payment_received: {
    english: {
      subject: 'Payment received for booking {1}',
      body: 'We have received your payment of {2} ({3}) for booking {1}. Your receipt: {4}. {5}',
    },
    tamil: {
      subject: 'முன்பதிவு {1}: கட்டணம் பெறப்பட்டது',
      body: 'முன்பதிவு {1}-க்கான உங்கள் கட்டணம் {2} ({3}) பெறப்பட்டது. உங்கள் ரசீது: {4}. {5}',
    },
  },
  slot_booked: {
    english: {
      subject: 'Consultation {1} booked',
      body: 'Your consultation {1} is booked for {2}, for {3} minutes. {4}',
    },
    tamil: {
      subject: 'ஆலோசனை {1} முன்பதிவானது',
      body: 'உங்கள் ஆலோசனை {1} முன்பதிவானது. நேரம்: {2}; {3} நிமிடங்கள். {4}',
    },
  },
  rescheduled: {
    english: {
      subject: 'Consultation {1} moved to a new time',
      body: 'Your consultation {1} has moved to {2}, for {3} minutes. {4}',
    },
    tamil: {
      subject: 'ஆலோசனை {1}: நேரம் மாற்றப்பட்டது',
      body: 'உங்கள் ஆலோசனை {1} புதிய நேரத்துக்கு மாற்றப்பட்டது. நேரம்: {2}; {3} நிமிடங்கள். {4}',
    },
  },
  cancelled: {
    english: {
      subject: 'Booking {1} cancelled',
      body: 'Your booking {1} is cancelled. {2}',
    },
    tamil: {
      subject: 'முன்பதிவு {1} ரத்துசெய்யப்பட்டது',
      body: 'உங்கள் முன்பதிவு {1} ரத்துசெய்யப்பட்டது. {2}',
    },
  },
  refund_processed: {
    english: {
      subject: 'Refund of {2} for booking {1}',
      body: 'Your refund of {2} for booking {1} has been made ({3}). Your credit note: {4}',
    },
    tamil: {
      subject: 'முன்பதிவு {1}: {2} பணத்திருப்பம்',
      body: 'முன்பதிவு {1}-க்கான உங்கள் பணத்திருப்பம் {2} வழங்கப்பட்டது ({3}). உங்கள் வரவுக் குறிப்பு: {4}',
    },
  },
  report_ready: {
    english: {
      subject: 'Your {2} report is ready',
      body: 'Your {2} report for booking {1} is ready. Download it from My Appointments: {3}',
    },
    tamil: {
      subject: 'உங்கள் {2} அறிக்கை தயார்',
      body: 'முன்பதிவு {1}-க்கான உங்கள் {2} அறிக்கை தயார். எனது சந்திப்புகள் பக்கத்தில் பதிவிறக்குங்கள்: {3}',
    },
  },
  reminder_24h: {
    english: {
      subject: 'Reminder: consultation {1}',
      body: 'Reminder: your consultation {1} is on {2}, for {3} minutes. {4}',
    },
    tamil: {
      subject: 'நினைவூட்டல்: ஆலோசனை {1}',
      body: 'நினைவூட்டல்: உங்கள் ஆலோசனை {1}. நேரம்: {2}; {3} நிமிடங்கள். {4}',
    },
  },
  reminder_2h: {
    english: {
      subject: 'Reminder: consultation {1} in two hours',
      body: 'Your consultation {1} begins in about two hours: {2}. {3}',
    },
    tamil: {
      subject: 'நினைவூட்டல்: ஆலோசனை {1} இரண்டு மணி நேரத்தில்',
      body: 'உங்கள் ஆலோசனை {1} ஏறக்குறைய இரண்டு மணி நேரத்தில் தொடங்கும். நேரம்: {2}. {3}',
    },
  },
  office_new_booking: {
    english: {
      subject: 'New booking {1}',
      body: 'New booking {1} from {2} ({3}): {4}, {5}. {6}',
    },
    tamil: {
      subject: 'புதிய முன்பதிவு {1}',
      body: 'புதிய முன்பதிவு {1}: {2} ({3}): {4}, {5}. {6}',
    },
  },
  office_rescheduled: {
    english: {
      subject: 'Booking {1} moved by the customer',
      body: '{2} moved consultation {1} to {3}. {4}',
    },
    tamil: {
      subject: 'முன்பதிவு {1}: வாடிக்கையாளர் நேரத்தை மாற்றினார்',
      body: '{2} ஆலோசனை {1}-ஐப் புதிய நேரத்துக்கு மாற்றினார்: {3}. {4}',
    },
  },
  office_cancelled: {
    english: {
      subject: 'Booking {1} cancelled by the customer',
      body: '{2} cancelled booking {1}. {3} {4}',
    },
    tamil: {
      subject: 'முன்பதிவு {1}: வாடிக்கையாளர் ரத்துசெய்தார்',
      body: '{2} முன்பதிவு {1}-ஐ ரத்துசெய்தார். {3} {4}',
    },
  },
  payment_link: {
    english: {
      subject: 'Pay for booking {1}',
      body: 'Booking {1} ({2}): amount due {3}. Pay online here (sign in with this mobile number): {4}',
    },
    tamil: {
      subject: 'முன்பதிவு {1}: கட்டணம் செலுத்த',
      body: 'முன்பதிவு {1} ({2}): செலுத்த வேண்டிய தொகை {3}. இந்தக் கைபேசி எண்ணுடன் உள்நுழைந்து ஆன்லைனில் செலுத்த: {4}',
    },
  },
  /*
   * A personal data breach (docs/breach-runbook.md): what happened ({1} to {2}, the window), what
   * data, what was done, what the customer can do, and whom to ask ({3}: {4}, {5}), as the DPDP
   * Rules ask of an intimation. The office may write its own words (privacy settings); these are
   * the registered template SMS and WhatsApp send.
   */
  breach_notice: {
    english: {
      subject: 'Important: a security incident may have affected your details',
      body:
        'We are writing to tell you about a security incident. Between {1} and {2}, someone ' +
        'without permission may have seen or copied the personal details we keep for your ' +
        'consultations: your name, mobile number and e-mail address, birth details (yours and ' +
        'those of the people you booked for), the reasons given for your visits, uploaded ' +
        'horoscopes, reports and payment records. Your card and bank details were not among them: ' +
        'our payment provider keeps those.\n\nWe have stopped the access, are investigating it and ' +
        'have informed the Data Protection Board of India.\n\nPlease be careful with calls or ' +
        'messages that claim to be from us and ask for a code or a payment: we never ask for your ' +
        'sign-in code.\n\nFor questions, contact {3}: {4}, {5}.',
    },
    tamil: {
      subject: 'முக்கியம்: ஒரு பாதுகாப்புச் சம்பவம் உங்கள் விவரங்களைப் பாதித்திருக்கலாம்',
      body:
        'ஒரு பாதுகாப்புச் சம்பவம் பற்றி உங்களுக்குத் தெரிவிக்கிறோம். {1} முதல் {2} வரையிலான ' +
        'காலத்தில், அனுமதி இல்லாத ஒருவர் உங்கள் ஆலோசனைகளுக்காக நாங்கள் வைத்திருக்கும் தனிப்பட்ட ' +
        'விவரங்களைப் பார்த்திருக்கலாம் அல்லது நகலெடுத்திருக்கலாம்: உங்கள் பெயர், கைபேசி எண், ' +
        'மின்னஞ்சல் முகவரி, பிறப்பு விவரங்கள் (உங்களுடையவையும் நீங்கள் முன்பதிவு செய்த ' +
        'மற்றவர்களுடையவையும்), ஆலோசனைக்கான காரணங்கள், பதிவேற்றிய ஜாதகங்கள், அறிக்கைகள், ' +
        'கட்டணப் பதிவுகள். உங்கள் கார்டு, வங்கி விவரங்கள் இவற்றில் இல்லை: அவற்றை எங்கள் கட்டண ' +
        'நிறுவனமே வைத்திருக்கிறது.\n\nஅந்த அணுகலை நிறுத்திவிட்டோம், அதைப் பற்றி விசாரித்து ' +
        'வருகிறோம், இந்தியத் தரவுப் பாதுகாப்பு வாரியத்துக்கும் தெரிவித்துள்ளோம்.\n\nஎங்களிடமிருந்து ' +
        'வருவதாகச் சொல்லிக் குறியீட்டையோ பணத்தையோ கேட்கும் அழைப்புகள், செய்திகள் குறித்து ' +
        'எச்சரிக்கையாக இருங்கள்: உங்கள் உள்நுழைவுக் குறியீட்டை நாங்கள் ஒருபோதும் கேட்பதில்லை.\n\n' +
        'கேள்விகளுக்கு {3} அவர்களைத் தொடர்புகொள்ளுங்கள்: {4}, {5}.',
    },
  },
  offer: {
    english: {
      subject: 'An offer for you',
      body: '{1} You get our offers because you agreed to them. To stop them: {2}',
    },
    tamil: {
      subject: 'உங்களுக்கு ஒரு சலுகை',
      body: '{1} நீங்கள் ஒப்புக்கொண்டதால் எங்கள் சலுகைகளைப் பெறுகிறீர்கள். அவற்றை நிறுத்த: {2}',
    },
  },
  office_sign_in_budget: {
    english: {
      subject: 'Sign-in codes paused: {1} sent this hour',
      body:
        'The portal has sent {1} sign-in codes this hour, its hourly limit, and sends no more ' +
        'until {2}. So many at once may be SMS pumping fraud. Countries served and the limit: {3}',
    },
    tamil: {
      subject: 'உள்நுழைவுக் குறியீடுகள் நிறுத்தப்பட்டன: இந்த மணி நேரத்தில் {1} அனுப்பப்பட்டன',
      body:
        'இந்த மணி நேரத்துக்கான வரம்பான {1} உள்நுழைவுக் குறியீடுகளைத் தளம் அனுப்பிவிட்டது; ' +
        '{2} வரை இனி அனுப்பாது. ' +
        'ஒரே நேரத்தில் இத்தனை குறியீடுகள் SMS மோசடியாக (SMS pumping) இருக்கலாம். ' +
        'சேவை பெறும் நாடுகளும் வரம்பும்: {3}',
    },
  },
  ...requestMessageTexts,
  email_confirmation: emailConfirmationTexts,
};

/**
 * The breach notice's last sentence, whom to ask ({3}: {4}, {5}): added after the office's own
 * words too, so that no notice goes without the contact the rules require.
 */
export const breachContactSentence: Record<Language, string> = {
  english: 'For questions, contact {3}: {4}, {5}.',
  tamil: 'கேள்விகளுக்கு {3} அவர்களைத் தொடர்புகொள்ளுங்கள்: {4}, {5}.',
};

/** The template with its variables in place. */
export function fill(template: string, variables: string[]): string {
  return template.replace(
    /\{(\d+)\}/g,
    (whole, index: string) => variables[Number(index) - 1] ?? whole,
  );
}

/**
 * The values a registered template takes, in the order its placeholders appear in the body:
 * MSG91 fills {#var#} (var1, var2…) and WhatsApp {{1}}, {{2}}… in that order, and the order
 * differs between English and Tamil.
 */
export function templateVariables(body: string, values: string[]): string[] {
  return [...body.matchAll(/\{(\d+)\}/g)].map((match) => values[Number(match[1]) - 1] ?? '');
}

/** The body as an MSG91 DLT template: each variable a {#var#}. */
export function dltTemplate(kind: MessageKind, language: Language): string {
  return messageTexts[kind][language].body.replace(/\{\d+\}/g, '{#var#}');
}

/** The body as a WhatsApp template: {{1}}, {{2}}… numbered as they appear. */
export function whatsappTemplate(kind: MessageKind, language: Language): string {
  let position = 0;
  return messageTexts[kind][language].body.replace(/\{\d+\}/g, () => `{{${(position += 1)}}}`);
}
