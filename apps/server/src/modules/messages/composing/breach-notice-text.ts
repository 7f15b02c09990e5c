import { unnamedGrievanceOfficer, type Language } from '@portal/contracts';
import type { ComposedMessage } from './compose';
import { consultationTimeText } from './consultation-time';
import { breachContactSentence, fill, messageTexts, templateVariables } from './message-texts';

/** Whom a breach notice names for questions: the office's grievance contact. */
export interface BreachContact {
  name: string;
  email: string;
  phone: string;
}

/** A breach notice as queued (modules/privacy/breach): everything it says, fixed when it was queued. */
export interface BreachNoticeDetails {
  kind: 'breach_notice';
  /** The window, as ISO instants. */
  from: string;
  to: string;
  /** The office's words with {from} and {to}, in the message's language; null: the built-in words. */
  words: string | null;
  contact: BreachContact;
}

/** The office's words with the window in place, followed by whom to ask. */
function officeWords(
  words: string,
  language: Language,
  values: string[],
  window: { from: string; to: string },
) {
  const text = words.replaceAll('{from}', window.from).replaceAll('{to}', window.to).trim();
  return `${text}\n\n${fill(breachContactSentence[language], values)}`;
}

/**
 * The breach notice in a language: the office's words, or the built-in ones, with the window in
 * India time and the grievance contact. SMS and WhatsApp send the registered template (the
 * built-in words) with these values; e-mail sends the text.
 */
export function composeBreachNotice(
  details: Omit<BreachNoticeDetails, 'kind'>,
  language: Language,
): ComposedMessage {
  const window = {
    from: consultationTimeText(details.from, language, null),
    to: consultationTimeText(details.to, language, null),
  };
  const { name, email, phone } = details.contact;
  // An officer the office has not named is called so in the reader's language.
  const values = [window.from, window.to, name || unnamedGrievanceOfficer[language], email, phone];
  const template = messageTexts.breach_notice[language];
  return {
    variables: templateVariables(template.body, values),
    subject: fill(template.subject, values),
    text: details.words
      ? officeWords(details.words, language, values, window)
      : fill(template.body, values).trim(),
  };
}

/** The built-in words as the office edits them: {from} and {to} for the window, the contact in place. */
export function builtInBreachWords(language: Language, contact: BreachContact): string {
  const { name, email, phone } = contact;
  return fill(messageTexts.breach_notice[language].body, ['{from}', '{to}', name, email, phone]);
}
