/**
 * The calls a page's shell started before its code came (shell-calls.js, the starter's data-calls): on a slow
 * phone the first screen's answers are in when its code is. Each is taken once, by the first
 * GET of the same path; one made with a session is taken only under that session.
 */
interface EarlyCall {
  /** The session's token the call was made with; null for a call that needs none. */
  token: string | null;
  response: Promise<Response>;
}

declare global {
  interface Window {
    portalEarlyCalls?: Record<string, EarlyCall>;
  }
}

/** The early call for `path`, taken (a second ask finds none); null when there is none to take. */
export function takeEarlyCall(path: string, token: string | null): Promise<Response> | null {
  const calls = typeof window === 'undefined' ? undefined : window.portalEarlyCalls;
  const call = calls?.[path];
  if (!calls || !call) return null;
  delete calls[path];
  if (call.token !== null && call.token !== token) return null;
  return call.response;
}
