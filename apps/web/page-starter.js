// The only script a page sent with its content (the landing page, an information page the
// server drew) asks for before it is drawn. prerender.mjs copies it into the build and points
// the page at it instead of at the page's own code: on a slow phone the text is on screen
// before the code that brings it alive competes with it for the connection
// (docs/decisions/0038-pages-drawn-before-their-code.md).
//
// Its tag names the page's code: data-start (the entry) and data-preload (what the entry
// imports, fetched side by side), and data-when: "paint" fetches and runs it after the first
// paint; "interaction" fetches it then and runs it at the visitor's first touch, key, click or
// scroll (a page the server drew with the office's current text and prices needs no code to be
// read).
// Taps on the page's buttons before the code runs are held and given again once the page says
// it is alive (the portal:mounted event), to the same place in the page even if its markup was
// drawn afresh. So are taps on the page's own links: the page's code knows where they lead (a
// signed-in customer's way back is /home); links out of the portal, and a tap that opens a new
// tab, stay the browser's.

const tag = document.querySelector('script[data-start]');
const root = document.getElementById('root');
/** @type {number[][]} Where each held tap landed: child positions from the page's root. */
const held = [];

/**
 * An element's children that are the page's own: not the resource tags (an image's preload link)
 * that React's server render leaves in the markup and its render in the browser puts in the head.
 * @param {Element | null | undefined} element
 */
function pageChildren(element) {
  return Array.prototype.filter.call(
    element?.children ?? [],
    (child) => !['LINK', 'META', 'TITLE', 'STYLE', 'SCRIPT'].includes(child.tagName),
  );
}

/** @param {Element} element */
function placeOf(element) {
  const place = [];
  for (let at = element; at && at !== root; at = at.parentElement)
    place.unshift(pageChildren(at.parentElement).indexOf(at));
  return place;
}

/** @param {number[]} place */
function elementAt(place) {
  let at = root;
  for (const index of place) at = pageChildren(at)[index] ?? null;
  return at;
}

function hold(event) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const target =
    event.target instanceof Element
      ? event.target.closest('button, [role="button"], input, label, a[href^="/"]:not([target])')
      : null;
  if (!target || !root?.contains(target)) return;
  event.preventDefault();
  event.stopPropagation();
  target.setAttribute('aria-busy', 'true');
  held.push(placeOf(target));
}

window.addEventListener('click', hold, true);
function giveHeldTaps() {
  window.removeEventListener('click', hold, true);
  for (const place of held.splice(0)) {
    const element = elementAt(place);
    element?.removeAttribute('aria-busy');
    if (element instanceof HTMLElement) element.click();
  }
}
// In a task of its own: the event comes from React's effects, and a tap given inside them finds
// the sections React has not hydrated yet unable to wake.
document.addEventListener('portal:mounted', () => setTimeout(giveHeldTaps), { once: true });

let fetched = false;
/** Fetches the page's code (module preloads: fetched and compiled, not run). */
function fetchCode() {
  if (fetched || !tag) return;
  fetched = true;
  for (const href of [tag.dataset.start ?? '', ...(tag.dataset.preload ?? '').split(' ')].filter(
    Boolean,
  )) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

let started = false;
/** Runs the page's code (fetching what is not fetched yet). */
function start() {
  if (started || !tag) return;
  started = true;
  fetchCode();
  const entry = document.createElement('script');
  entry.type = 'module';
  entry.crossOrigin = '';
  entry.src = tag.dataset.start ?? '';
  document.head.append(entry);
}

// After the first paint; a browser that does not report paints goes on after its next frame.
// The timer covers a page opened in a background tab, which paints nothing until it is shown.
/** @param {() => void} then */
function afterFirstPaint(then) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  const paints =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
  if (paints) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntries().length === 0) return;
      observer.disconnect();
      setTimeout(once, 0);
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(once, 0));
  }
  setTimeout(once, 3000);
}

/**
 * Whether this browser saved a language other than the page's (its cookie was cleared, its
 * storage kept): the page's code then runs at once and draws the page in the saved language.
 */
function savedLanguageDiffers() {
  try {
    const saved = localStorage.getItem('language'); // lib/language.ts LANGUAGE_STORAGE_KEY
    return (saved === 'tamil' || saved === 'english') && saved !== root?.dataset.prerendered;
  } catch {
    return false;
  }
}

/**
 * Whether a customer is signed in on this browser (lib/session.ts keeps the token and the user):
 * the server drew the page for nobody, with a Login and a way home to /, so the page's code runs
 * at once and draws their own ways (the not-found page's home and appointments).
 */
function signedInHere() {
  try {
    return Boolean(localStorage.getItem('auth_token') && localStorage.getItem('user_data'));
  } catch {
    return false;
  }
}

// The code is fetched once the page is on screen, so a touch finds it at hand; it runs then, or
// at the first touch, key, click or scroll on a page that needs no code to be read (a scroll
// brings the landing page's slider to life before the visitor reaches it).
const firstInteractions = ['pointerdown', 'touchstart', 'keydown', 'click', 'wheel', 'scroll'];
if (tag?.dataset.when === 'interaction' && !savedLanguageDiffers() && !signedInHere()) {
  for (const type of firstInteractions)
    window.addEventListener(type, start, { capture: true, once: true, passive: true });
  afterFirstPaint(fetchCode);
} else {
  afterFirstPaint(start);
}
