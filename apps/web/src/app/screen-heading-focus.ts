import { useEffect, useMemo, useRef } from 'react';

/** How long a new screen may take to draw its heading (its data coming) before the focus stops waiting. */
const HEADING_WAIT_MS = 10_000;

/**
 * The screen's own heading: the h1 inside the main content, else the first h1 drawn (an
 * information page's sits in its sticky header). One hidden from view (the day's print sheet) is
 * not it.
 */
export function screenHeading(root: ParentNode = document): HTMLElement | null {
  const candidates = [
    ...root.querySelectorAll<HTMLElement>('#main h1'),
    ...root.querySelectorAll<HTMLElement>('h1'),
  ];
  return candidates.find((heading) => heading.getClientRects().length > 0) ?? null;
}

/**
 * Puts the keyboard's focus on a heading, as a place to start from rather than a control: it
 * takes focus only from script (tabIndex -1), and a screen reader reads it once, as it reads any
 * focused element (nothing else announces the screen, decision 0108).
 */
export function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  // The layout has scrolled to the top already; a heading under a sticky header stays clear of it
  // through the page's scroll-padding-top (global.css).
  heading.focus({ preventScroll: true });
}

/** Whether the focus is where a screen change left it: nowhere, or on what had it before. */
function focusUnclaimed(before: Element | null): boolean {
  const now = document.activeElement;
  return now === null || now === document.body || now === before || !now.isConnected;
}

/** What has the focus now: read as the next screen renders, while the screen before is still drawn. */
const focusedElement = (_pathname: string) =>
  typeof document === 'undefined' ? null : document.activeElement;

/** The landing page handed over to the router: its first screen is a move the visitor asked for. */
let firstScreenIsAMove = false;

/** Called as the landing page hands over (app/portal-start.tsx): the first screen's heading takes the focus. */
export function firstScreenIsAMoveTo(): void {
  firstScreenIsAMove = true;
}

/**
 * On every change of screen (a new path; a new query string is the same screen), the focus goes
 * to the new screen's h1 as soon as it is drawn, so a keyboard or screen-reader user starts at
 * the top of what is new, not on the page's body or on a control of the screen before. The first
 * screen of a visit keeps the browser's own start (the skip link comes first), but for the
 * landing page's hand-over, which is a move; a screen that puts the focus somewhere itself (a
 * field, a dialog) keeps it there.
 */
export function useScreenHeadingFocus(pathname: string): void {
  const shownPath = useRef(firstScreenIsAMove ? null : pathname);
  // Read while rendering, before the new screen commits: a screen's own effects (a field focused,
  // a dialog opened) run before the layout's, and what they focus is theirs to keep.
  const before = useMemo(() => focusedElement(pathname), [pathname]);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    firstScreenIsAMove = false;
    let done = false;
    const tryFocus = () => {
      if (done) return;
      if (!focusUnclaimed(before)) return stop();
      const heading = screenHeading();
      if (!heading) return;
      stop();
      focusHeading(heading);
    };
    // A screen whose data is still coming draws its heading a moment later.
    const observer = new MutationObserver(tryFocus);
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      done = true;
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    tryFocus();
    return stop;
  }, [pathname, before]);
}
