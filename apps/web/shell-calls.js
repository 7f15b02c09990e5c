// A page's shell starts the calls its first screen makes (the starter tag's data-calls) at once,
// beside its code rather than after it; the page's code takes their answers
// (src/lib/early-calls.ts). A call marked "@" needs the signed-in session and is made only with
// one; "{language}" is the language the page will show. Only the shells carry this, inline beside
// the starter (prerender.mjs): the landing page and the pages the server draws make no such calls.

const tag = document.querySelector('script[data-start]');

/** The language the page will show: the one this browser saved, else the page's own. */
function languageToShow() {
  try {
    const saved = localStorage.getItem('language'); // lib/language.ts LANGUAGE_STORAGE_KEY
    if (saved === 'tamil' || saved === 'english') return saved;
  } catch {
    // storage refused: the page's language
  }
  return document.documentElement.lang === 'ta' ? 'tamil' : 'english';
}

/**
 * The signed-in session's token, as the page's code will read the session (lib/session.ts
 * readSession): a token and the customer's data that parses; null otherwise (the page then
 * signs the visitor out, and asks nothing with the session).
 */
function sessionToken() {
  try {
    const token = localStorage.getItem('auth_token'); // AUTH_TOKEN_KEY
    const user = JSON.parse(localStorage.getItem('user_data') ?? 'null'); // USER_DATA_KEY
    return token && user && typeof user === 'object' && !Array.isArray(user) ? token : null;
  } catch {
    return null;
  }
}

/** Starts the first screen's calls (data-calls), left for the page's code in window.portalEarlyCalls. */
function startEarlyCalls() {
  const calls = (tag?.dataset.calls ?? '').split(' ').filter(Boolean);
  if (calls.length === 0) return;
  const token = sessionToken();
  const language = languageToShow();
  /** @type {Record<string, { token: string | null; response: Promise<Response> }>} */
  const started = {};
  for (const call of calls) {
    const signedIn = call.startsWith('@');
    if (signedIn && !token) continue;
    const path = call.replace(/^@/, '').replaceAll('{language}', language);
    /** @type {Record<string, string>} */
    const headers = {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'Accept-Language': language === 'tamil' ? 'ta' : 'en',
    };
    if (signedIn && token) headers.Authorization = `Bearer ${token}`;
    const response = fetch(path, { headers, redirect: 'manual' });
    // A failed call is made again by the page's code; nothing is reported here.
    response.catch(() => undefined);
    started[path] = { token: signedIn ? token : null, response };
  }
  // @ts-expect-error -- read by src/lib/early-calls.ts
  window.portalEarlyCalls = started;
}

startEarlyCalls();
