import { useCallback, useSyncExternalStore } from 'react';

/** Chrome's and Edge's offer to install (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Set once the customer closes the card, or installs: it is not offered again on this phone. */
export const INSTALL_CARD_DISMISSED_KEY = 'install_card_dismissed';

let offered: BeforeInstallPromptEvent | null = null;
let installed = false;
/** Put away when storage could not remember it: for this visit only. */
let dismissedThisVisit = false;
let version = 0;
const listeners = new Set<() => void>();
const changed = () => {
  version += 1;
  listeners.forEach((listener) => listener());
};

/**
 * Keeps the browser's offer to install for the home screen's card, and keeps the browser from
 * showing its own bar meanwhile. Called at the router's start (app/portal-start.tsx): the landing
 * page's own code never does, and the landing page links no manifest.
 */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offered = event as BeforeInstallPromptEvent;
    changed();
  });
  target.addEventListener('appinstalled', () => {
    installed = true;
    dismissInstallCard();
  });
}

/**
 * Safari on an iPhone or iPad (iPadOS names itself a Mac with a touch screen): it has no install
 * event, only "Add to Home Screen" in its Share menu. Not Chrome, Firefox, Edge or Opera on iOS, nor
 * the browsers inside other apps, whose menus differ.
 */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const apple =
    /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return (
    apple &&
    /Safari\//.test(userAgent) &&
    /Version\//.test(userAgent) &&
    !/CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|FBAN|FBAV|Instagram|Line\//.test(userAgent)
  );
}

/** Opened from the home screen already. */
const isInstalledApp = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(INSTALL_CARD_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

export type InstallOffer = 'prompt' | 'ios-hint' | null;

/** What the card offers: the browser's install, Safari's hint, or nothing. */
export function currentOffer(): InstallOffer {
  if (installed || dismissedThisVisit || wasDismissed() || isInstalledApp()) return null;
  if (offered) return 'prompt';
  return isIosSafari(navigator.userAgent, navigator.maxTouchPoints ?? 0) ? 'ios-hint' : null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The offer, a way to take it and a way to put it away for good. */
export function useInstallOffer() {
  useSyncExternalStore(subscribe, () => version);
  const offer = currentOffer();
  const install = useCallback(async () => {
    const event = offered;
    if (!event) return;
    offered = null;
    await event.prompt();
    const { outcome } = await event.userChoice;
    // Refused in the browser's own dialog: the card does not ask again.
    if (outcome === 'dismissed') dismissInstallCard();
    changed();
  }, []);
  return { offer, install, dismiss: dismissInstallCard };
}

function dismissInstallCard(): void {
  offered = null;
  try {
    localStorage.setItem(INSTALL_CARD_DISMISSED_KEY, new Date().toISOString());
  } catch {
    dismissedThisVisit = true;
  }
  changed();
}
