import type {
  Dictionary,
  Language,
  ServicesReply,
  TestimonialsReply,
  TranslationsReply,
  UiSettingsReply,
} from '@portal/contracts';
import type { CachedAnswer } from '../lib/call-cache';
import { isUsableServerDictionary } from '../lib/translations-cache';

/** The id of the script element a page the server drew carries its calls' answers in. */
const FIRST_ANSWERS_ID = 'first-answers';

/** The landing page's calls, as the server answers them, when it draws the page. */
export interface LandingReplies {
  services: ServicesReply;
  testimonials: TestimonialsReply;
  settings: UiSettingsReply;
  translations: TranslationsReply;
}

export type FirstAnswers = CachedAnswer[];

/**
 * Where the office's words the page was drawn with go among its answers. No call asks for them:
 * the page's start lays them over the built-in words before it hydrates (app/landing-start.tsx).
 */
const OFFICE_WORDS = 'office-words';

/**
 * The landing page's answers under the keys its calls use (landing-screen.tsx), and the office's
 * words in the page's language when the office's dictionary counts (its English part has text).
 */
export function landingAnswers(language: Language, replies: LandingReplies): FirstAnswers {
  const { translations } = replies.translations;
  return [
    { key: ['ui-settings', language], data: replies.settings.settings },
    { key: ['services', language], data: replies.services.services },
    { key: ['testimonials', language], data: replies.testimonials.data },
    ...(isUsableServerDictionary(translations)
      ? [{ key: [OFFICE_WORDS, language], data: translations[language] }]
      : []),
  ];
}

/** The office's words a page was drawn with in this language; null when it carries none. */
export function officeWordsIn(answers: FirstAnswers, language: Language): Dictionary | null {
  const found = answers.find(({ key }) => key[0] === OFFICE_WORDS && key[1] === language);
  return (found?.data as Dictionary | undefined) ?? null;
}

/** The answers as a script element of the page: JSON that no text in it can end early. */
export function firstAnswersElement(answers: FirstAnswers): string {
  const json = JSON.stringify(answers)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${FIRST_ANSWERS_ID}">${json}</script>`;
}

/** The answers the page came with; none when the page was not drawn with them (or they are unreadable). */
export function readFirstAnswers(): FirstAnswers {
  try {
    const answers: unknown = JSON.parse(
      document.getElementById(FIRST_ANSWERS_ID)?.textContent ?? '[]',
    );
    return Array.isArray(answers) ? (answers as FirstAnswers) : [];
  } catch {
    return [];
  }
}
