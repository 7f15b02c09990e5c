import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { languageTags, type Language } from '@portal/contracts';
import {
  firstAnswersElement,
  landingAnswers,
  officeWordsIn,
  type LandingReplies,
} from '../app/first-answers';
import { LandingApp } from '../app/landing-app';
import { forgetCachedCalls, seedCachedCalls } from '../lib/call-cache';
import { i18n, withServerWords } from '../lib/i18n';
import { documentTitle } from '../lib/use-document-title';
import { renderInLanguage } from './one-render-at-a-time';

const landingMarkup = () =>
  renderToString(
    <StrictMode>
      <LandingApp />
    </StrictMode>,
  );

/**
 * The landing page's markup in one language, rendered at build time with the built-in text
 * and standard prices, exactly as the browser's first render draws it with no answers yet
 * (app/landing-start.tsx hydrates the same tree). The server sends it when it cannot draw the
 * page with the office's current answers (below).
 */
export function renderLanding(language: Language): Promise<string> {
  return renderInLanguage(language, landingMarkup);
}

export interface DrawnLanding {
  /** The document's title, as the screen sets it once it runs. */
  title: string;
  /** What goes inside the page's root. */
  markup: string;
  /** The script element that hands the answers to the browser's first render. */
  answers: string;
}

/**
 * The landing page drawn by the server with the office's current services, prices, testimonials,
 * settings and words: the answers its calls would get, which the page carries so that the
 * browser's first render (app/landing-start.tsx) finds them and hydrates the very same markup
 * (docs/decisions/0038-pages-drawn-before-their-code.md, 0042).
 */
export function renderLandingPage(
  language: Language,
  replies: LandingReplies,
): Promise<DrawnLanding> {
  return renderInLanguage(language, () => {
    const answers = landingAnswers(language, replies);
    seedCachedCalls(answers);
    try {
      return withServerWords(language, officeWordsIn(answers, language), () => {
        const markup = landingMarkup();
        const t = i18n.getFixedT(languageTags[language]);
        return {
          title: documentTitle(
            t('landing:hero_cta'),
            replies.settings.settings.app_name || t('common:app_name'),
          ),
          markup,
          answers: firstAnswersElement(answers),
        };
      });
    } finally {
      forgetCachedCalls();
    }
  });
}
