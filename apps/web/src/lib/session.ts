/** The signed-in session as the browser stores it: a token and the user as JSON. */
export const AUTH_TOKEN_KEY = 'auth_token';
export const USER_DATA_KEY = 'user_data';

export interface StoredUser {
  name?: string | null;
  mobile_number?: string;
  [field: string]: unknown;
}

export type SessionState =
  { status: 'authenticated'; token: string; user: StoredUser } | { status: 'unauthenticated' };

/** Stores a signed-in session: the token and the user as JSON. */
export function saveSession(
  token: string,
  user: StoredUser,
  storage: Storage = localStorage,
): void {
  storage.setItem(AUTH_TOKEN_KEY, token);
  storage.setItem(USER_DATA_KEY, JSON.stringify(user));
}

export function clearSession(storage: Storage = localStorage): void {
  storage.removeItem(AUTH_TOKEN_KEY);
  storage.removeItem(USER_DATA_KEY);
}

/**
 * Authenticated only when both a token and parseable user data are stored. User data that does
 * not parse logs the visitor out (both entries are removed).
 */
export function readSession(storage: Storage = localStorage): SessionState {
  let token: string | null;
  let rawUser: string | null;
  try {
    token = storage.getItem(AUTH_TOKEN_KEY);
    rawUser = storage.getItem(USER_DATA_KEY);
  } catch {
    return { status: 'unauthenticated' };
  }
  if (!token || !rawUser) return { status: 'unauthenticated' };
  try {
    const user = JSON.parse(rawUser) as unknown;
    if (!user || typeof user !== 'object' || Array.isArray(user)) throw new Error('not an object');
    return { status: 'authenticated', token, user: user as StoredUser };
  } catch {
    clearSession(storage);
    return { status: 'unauthenticated' };
  }
}

export const isLoggedIn = (storage: Storage = localStorage) =>
  readSession(storage).status === 'authenticated';

const expiryListeners = new Set<() => void>();

/** Runs `listener` whenever a bearer call is refused (401); returns the unsubscribe. */
export function onSessionExpired(listener: () => void): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

/** A refused session is forgotten, and the app is told (toast, go to /login). */
export function expireSession(storage: Storage = localStorage): void {
  clearSession(storage);
  expiryListeners.forEach((listener) => listener());
}

/** Replaces the stored user (after a profile change), keeping the token. */
export function updateStoredUser(user: StoredUser, storage: Storage = localStorage): void {
  if (storage.getItem(AUTH_TOKEN_KEY)) storage.setItem(USER_DATA_KEY, JSON.stringify(user));
}
