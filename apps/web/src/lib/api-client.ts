import type { ErrorCode, Language } from '@portal/contracts';
import { expireSession, readSession } from './session';

/** A failed call: the server's message for a person (already in the request's language). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK_ERROR' | 'BAD_REPLY',
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  language?: Language;
  signal?: AbortSignal;
}

/**
 * Every call to the portal's API. Marks the request as XHR (spec section 7), sends the
 * language and, when signed in, the bearer token; turns any failure into an ApiError.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  if (options.language) headers['Accept-Language'] = options.language === 'tamil' ? 'ta' : 'en';
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const session = readSession();
  if (session.status === 'authenticated') headers.Authorization = `Bearer ${session.token}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('Network error', 0, 'NETWORK_ERROR');
  }

  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw new ApiError(`Unexpected reply (${response.status})`, response.status, 'BAD_REPLY');
  }
  if (response.status === 401 && session.status === 'authenticated') expireSession();
  const envelope = payload as { success?: boolean; error?: string; code?: ErrorCode; fields?: Record<string, string> };
  if (!response.ok || envelope.success === false) {
    throw new ApiError(envelope.error ?? `Request failed (${response.status})`, response.status, envelope.code ?? 'BAD_REPLY', envelope.fields);
  }
  return payload as T;
}
