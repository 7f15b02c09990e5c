import type { Language } from '@portal/contracts';
import type { MessageText } from './message-texts';

/**
 * The e-mail that confirms a customer's new address (decision 0107), sent to that address alone.
 * As queued it holds a seed, never the link's token: the outbox worker makes the
 * token from the seed with the server's secret when it writes the e-mail (compose.ts,
 * composeEmailConfirmation). {1} the address, {2} the link, {3} the hours it works.
 */
export interface EmailConfirmationDetails {
  kind: 'email_confirmation';
  seed: string;
}

export const emailConfirmationTexts: Record<Language, MessageText> = {
  english: {
    subject: 'Confirm your e-mail address',
    body:
      'Please confirm that {1} is your e-mail address: {2}\n\nThe link works once, for {3} hours. ' +
      'Until it is confirmed we send nothing else to this address. If you did not give it to us, ' +
      'ignore this e-mail.',
  },
  tamil: {
    subject: 'உங்கள் மின்னஞ்சல் முகவரியை உறுதிசெய்யுங்கள்',
    body:
      '{1} உங்கள் மின்னஞ்சல் முகவரிதான் என்பதை உறுதிசெய்யுங்கள்: {2}\n\nஇந்த இணைப்பு {3} மணி ' +
      'நேரத்துக்குள் ஒருமுறை மட்டுமே செயல்படும். உறுதிசெய்யும் வரை இந்த முகவரிக்கு வேறு எதையும் ' +
      'அனுப்ப மாட்டோம். இந்த முகவரியை நீங்கள் தரவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணியுங்கள்.',
  },
};
