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
  /** Sent as JSON, or as multipart/form-data when it is a FormData. */
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
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const session = readSession();
  if (session.status === 'authenticated') headers.Authorization = `Bearer ${session.token}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
      // A redirect means the session is gone (spec section 6: a 302 counts as a 401).
      redirect: 'manual',
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('Network error', 0, 'NETWORK_ERROR');
  }

  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    if (session.status === 'authenticated') expireSession();
    throw new ApiError('Authentication required. Please log in again.', 401, 'UNAUTHENTICATED');
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

/**
 * A file from the API, with the bearer token (a plain link could not send it). Failures arrive
 * as the JSON envelope and become an ApiError.
 */
export async function apiDownload(path: string): Promise<Blob> {
  const session = readSession();
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  if (session.status === 'authenticated') headers.Authorization = `Bearer ${session.token}`;
  let response: Response;
  try {
    response = await fetch(path, { headers, redirect: 'manual' });
  } catch {
    throw new ApiError('Network error', 0, 'NETWORK_ERROR');
  }
  if (response.ok) return response.blob();
  if (response.status === 401 && session.status === 'authenticated') expireSession();
  const envelope = (await response.json().catch(() => ({}))) as { error?: string; code?: ErrorCode };
  throw new ApiError(envelope.error ?? `Request failed (${response.status})`, response.status, envelope.code ?? 'BAD_REPLY');
}

/** Hands a downloaded file to the browser to save under a name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
