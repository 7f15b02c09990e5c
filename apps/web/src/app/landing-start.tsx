import { StrictMode, type MouseEvent } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { Navigation, PageLinkProps } from '../components/navigation/navigation-context';
import { cachedAnswers, seedCachedCalls } from '../lib/call-cache';
import {
  applyCachedServerTranslations,
  initI18n,
  layServerWords,
  loadServerTranslations,
  prefetchLanguage,
} from '../lib/i18n';
import { readSavedLanguage } from '../lib/language';
import { announcePageMounted } from '../lib/page-mounted';
import { officeWordsIn, readFirstAnswers } from './first-answers';
import { LandingApp } from './landing-app';

/** A click the page takes over; others (a new tab, a new window, a download) stay the browser's. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 &&
  !event.metaKey &&
  !event.altKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.defaultPrevented;

/** After the first screen, when the browser has nothing better to do. */
const whenIdle = (work: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(work) : setTimeout(work, 1000);

/**
 * Starts the prerendered landing page with its words in its language and nothing else: no
 * router, no query cache (see the landing-page-weight decision). A move to another page
 * brings the router in (app/portal-start.tsx), which takes the page over at its destination;
 * should its code not load, the browser goes there the ordinary way.
 */
export async function startLanding(container: HTMLElement): Promise<void> {
  const language = readSavedLanguage();
  // A page the server drew carries its calls' answers and the office's words: the first render
  // draws what it drew.
  const firstAnswers = readFirstAnswers();
  seedCachedCalls(firstAnswers);
  await initI18n(language, 'landing');
  const drawnWithWords = officeWordsIn(firstAnswers, language);
  if (drawnWithWords) layServerWords(language, drawnWithWords);

  let root: Root | null = null;
  let leaving = false;
  const openPage = (to: string) => {
    if (leaving || !root) return;
    leaving = true;
    const landing = root;
    import('./portal-start')
      .then(({ mountPortal }) =>
        mountPortal(container, { navigateTo: to, replacing: landing, answers: cachedAnswers() }),
      )
      .catch(() => window.location.assign(to));
  };
  const navigation: Navigation = {
    Link: ({ to, className, children }: PageLinkProps) => (
      <a
        href={to}
        className={className}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          openPage(to);
        }}
      >
        {children}
      </a>
    ),
    navigate: openPage,
  };
  const afterFirstScreen = () => {
    announcePageMounted();
    // The words the page came with are newer than those this session cached.
    if (!drawnWithWords) applyCachedServerTranslations();
    void loadServerTranslations();
    // The other language's words, so that a switch is at once.
    whenIdle(() => prefetchLanguage(language === 'english' ? 'tamil' : 'english'));
  };

  const app = (
    <StrictMode>
      <LandingApp navigation={navigation} onMounted={afterFirstScreen} />
    </StrictMode>
  );
  // The server sends the page prerendered in the language of the visitor's cookie; hydrate it
  // when it is the language this browser saved, render afresh otherwise.
  if (container.dataset.prerendered === language) {
    root = hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    root = createRoot(container);
    root.render(app);
  }
}
