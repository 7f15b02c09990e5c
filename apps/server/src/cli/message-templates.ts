// Prints every message's words in the forms the providers register them, to paste into MSG91's
// DLT template form ({#var#}) and WhatsApp Manager's template form ({{1}}, {{2}}…):
//   npm run messages:templates            (both forms, English and Tamil)
//   npm run messages:templates -- whatsapp
import { languages, messageKinds } from '@portal/contracts';
import { originBoundHost, signInCodeText } from '../lib/sms/sign-in-code-text';
import { dltTemplate, whatsappTemplate } from '../modules/messages/composing/message-texts';

const form = process.argv[2];
if (form !== undefined && form !== 'sms' && form !== 'whatsapp') {
  const help = form === '--help' || form === '-h';
  (help ? console.log : console.error)('Usage: npm run messages:templates [-- sms|whatsapp]');
  process.exit(help ? 0 : 2);
}
// The sign-in code's own template (MSG91_TEMPLATE_ID, its code as ##OTP##), ending in the
// origin-bound line of the portal's host (PUBLIC_BASE_URL).
if (form !== 'whatsapp') {
  const host = process.env.PUBLIC_BASE_URL
    ? originBoundHost(process.env.PUBLIC_BASE_URL)
    : 'portal.example';
  for (const language of languages) {
    console.log(`# sign_in_code (${language})`);
    const text = signInCodeText({ code: '##OTP##', language, host, minutes: 5 });
    console.log(`DLT:      ${text.replace(/\n/g, '\\n')}`);
    console.log('');
  }
}
for (const kind of messageKinds) {
  for (const language of languages) {
    console.log(`# ${kind} (${language})`);
    if (form !== 'whatsapp') console.log(`DLT:      ${dltTemplate(kind, language)}`);
    if (form !== 'sms') console.log(`WhatsApp: ${whatsappTemplate(kind, language)}`);
    console.log('');
  }
}
