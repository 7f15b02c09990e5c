import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { takeEarlyAnswersFrom } from '../lib/api-client';
import type { CachedAnswer } from '../lib/call-cache';
import { takeEarlyCall } from '../lib/early-calls';
import { loadPortalDictionaries } from '../lib/i18n';
import { readSavedLanguage } from '../lib/language';
import { createQueryClient } from '../lib/query-client';
import { startOfflineSupport } from '../lib/offline/service-worker-client';
import { captureInstallPrompt } from '../features/install/install-offer';
import { prefetchFirstScreen } from './first-screen-data';
import { Providers } from './providers';
import { PortalRoutes, preloadScreenAt } from './router';
import { firstScreenIsAMoveTo } from './screen-heading-focus';
import { screenFirstHistory } from './screen-first-history';
import '../lib/portal-words';

interface MountOptions {
  /** The words being loaded (a direct visit): the first render waits for them, not the screen's code. */
  wordsReady?: Promise<unknown>;
  /** Runs once, after the first screen is on. */
  onMounted?: () => void;
  /** The landing page handing over: where the visitor goes, the landing page's root, its calls' answers. */
  navigateTo?: string;
  replacing?: Root;
  answers?: CachedAnswer[];
}

/**
 * Starts the router's portal in the page's root: on a direct visit to any page but the
 * landing page (main.tsx), or when the prerendered landing page hands over (app/landing-start.tsx).
 * An information page the server sent drawn (data-prerendered) stays until the router draws
 * the same markup with the same data, then the two swap in one task; so does a page's shell
 * (data-shell: its header, title and loading line), swapped for the screen.
 * A hand-over finishes the move first (the screen's code, a loader), then swaps the roots in
 * one task, so the landing page stays on screen until the next page can show.
 */
export async function mountPortal(
  container: HTMLElement,
  options: MountOptions = {},
): Promise<void> {
  // Installable and readable offline: the portal's pages only, never the landing page's own start (decision 0084).
  captureInstallPrompt();
  startOfflineSupport();
  // The first calls a page's shell started are the screens' to take (decision 0085).
  takeEarlyAnswersFrom(takeEarlyCall);
  const queryClient = createQueryClient();
  for (const { key, data } of options.answers ?? []) queryClient.setQueryData(key, data);
  const destination = options.navigateTo ?? `${window.location.pathname}${window.location.search}`;
  const language = readSavedLanguage();
  // Asked for first: the first screen's code comes while the words and data arrive.
  const firstScreen = preloadScreenAt(destination);
  const firstData = prefetchFirstScreen(queryClient, destination, language);
  await options.wordsReady;
  await loadPortalDictionaries();
  if (options.navigateTo) {
    firstScreenIsAMoveTo();
    await firstScreen;
    window.history.pushState(null, '', options.navigateTo);
  }
  // A page the server sent drawn (an information page, or a page's shell: decision 0083) stays on
  // screen until the router can draw it with its data.
  const drawnByServer =
    !options.replacing &&
    (container.dataset.prerendered !== undefined || container.dataset.shell !== undefined);
  if (drawnByServer) {
    const [screenData] = await Promise.all([firstScreen, firstData]);
    // The screen draws complete at once, from the answers its shell's calls brought (decision 0087).
    await screenData?.(queryClient, language);
  }

  const app = (
    <StrictMode>
      <Providers queryClient={queryClient} onMounted={options.onMounted}>
        <HistoryRouter history={screenFirstHistory()}>
          <PortalRoutes />
        </HistoryRouter>
      </Providers>
    </StrictMode>
  );
  if (options.replacing) {
    options.replacing.unmount();
    const root = createRoot(container);
    flushSync(() => root.render(app));
  } else if (drawnByServer) {
    // In one task: the same markup takes the server's place with nothing drawn in between.
    const root = createRoot(container);
    container.replaceChildren();
    flushSync(() => root.render(app));
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}
