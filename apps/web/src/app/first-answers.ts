import type { Language, ServicesReply, TestimonialsReply, UiSettingsReply } from '@portal/contracts';
import type { CachedAnswer } from '../lib/call-cache';

/** The id of the script element a page the server drew carries its calls' answers in. */
const FIRST_ANSWERS_ID = 'first-answers';

/** The landing page's calls, as the server answers them, when it draws the page. */
export interface LandingReplies {
  services: ServicesReply;
  testimonials: TestimonialsReply;
  settings: UiSettingsReply;
}

export type FirstAnswers = CachedAnswer[];

/** The landing page's answers under the keys its calls use (landing-screen.tsx). */
export function landingAnswers(language: Language, replies: LandingReplies): FirstAnswers {
  return [
    { key: ['ui-settings', language], data: replies.settings.settings },
    { key: ['services', language], data: replies.services.services },
    { key: ['testimonials', language], data: replies.testimonials.data },
  ];
}

/** The answers as a script element of the page: JSON that no text in it can end early. */
export function firstAnswersElement(answers: FirstAnswers): string {
  const json = JSON.stringify(answers).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${FIRST_ANSWERS_ID}">${json}</script>`;
}

/** The answers the page came with; none when the page was not drawn with them (or they are unreadable). */
export function readFirstAnswers(): FirstAnswers {
  try {
    const answers: unknown = JSON.parse(document.getElementById(FIRST_ANSWERS_ID)?.textContent ?? '[]');
    return Array.isArray(answers) ? (answers as FirstAnswers) : [];
  } catch {
    return [];
  }
}
