import { languageOfTag, type Language } from '@portal/contracts';
import { i18n } from '../i18n';
import { readSavedLanguage } from '../language';
import { onSessionExpired } from '../session';
import { webManifestFiles } from '../web-manifest-files';
import {
  CUSTOMER_DATA_CACHE,
  FORGET_CUSTOMER_DATA,
  type CustomerDataReply,
} from './customer-data-cache';
import { noteConnection, noteCustomerDataReply } from './offline-state';

/** The worker's address: at the root, its scope is the whole portal. */
export const SERVICE_WORKER_URL = '/sw.js';

const isCustomerDataReply = (data: unknown): data is CustomerDataReply =>
  (data as CustomerDataReply | null)?.type === 'customer-data-reply';

/**
 * Makes the portal installable and readable offline (decision 0084), from the router's start
 * (app/portal-start.tsx), never from the landing page's own initial bundle:
 * - links the web app manifest of the page's language, and changes it with the language;
 * - listens to the worker's word on each reply of customer data (offline-state.ts), before the
 *   first screen asks for any;
 * - registers the worker once the page has loaded and the browser is idle, so that its
 *   precaching never competes with the first screen;
 * - forgets the cached customer data when the server refuses the session.
 */
export function startOfflineSupport(): void {
  // The words may still be loading: the saved language is the one they will be in.
  linkManifest(readSavedLanguage());
  i18n.on('languageChanged', (locale: string) => linkManifest(languageOfTag(locale)));
  window.addEventListener('online', () => noteConnection(true));
  window.addEventListener('offline', () => noteConnection(false));
  onSessionExpired(() => void forgetCustomerData());
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isCustomerDataReply(event.data)) noteCustomerDataReply(event.data);
  });
  const register = () =>
    void navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: '/' })
      .catch((error: unknown) => {
        // The portal works without it (a private window, a browser that refuses workers).
        console.warn('The offline support could not start', error);
      });
  // Safari before 18 has no idle callback: a second after the load instead.
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(register, { timeout: 5000 })
      : window.setTimeout(register, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** The page's `<link rel="manifest">`, to the manifest in the language shown. */
function linkManifest(language: Language): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'manifest';
    document.head.append(link);
  }
  const href = `/${webManifestFiles[language]}`;
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}

/**
 * Deletes every cached reply of customer data, here and in the worker (which also deletes them when
 * it sees the logout go out): at logout, and when the server refuses the session.
 */
export async function forgetCustomerData(): Promise<void> {
  navigator.serviceWorker?.controller?.postMessage({ type: FORGET_CUSTOMER_DATA });
  if (typeof caches !== 'undefined') await caches.delete(CUSTOMER_DATA_CACHE).catch(() => false);
}
