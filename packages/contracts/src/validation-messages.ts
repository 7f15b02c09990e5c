/**
 * What a person reads for each validation key, in both languages: the one copy of this text.
 * The server puts it in an error's `fields`; the web app loads it as the i18n namespace
 * "validation", so a form shows the same words whichever side found the problem.
 * Kept free of zod so the web bundle can import it alone; each language in its own module, which
 * a page in that language loads alone.
 */
import { englishValidationMessages } from './validation-messages-english';
import { tamilValidationMessages } from './validation-messages-tamil';

export { englishValidationMessages, tamilValidationMessages };

export const validationMessages = {
  english: englishValidationMessages,
  tamil: tamilValidationMessages,
} as const;

export type ValidationMessageKey = keyof typeof englishValidationMessages;
