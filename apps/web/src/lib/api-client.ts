import {
  languageTags,
  type DayConsultation,
  type ErrorCode,
  type ErrorReply,
  type Language,
} from '@portal/contracts';
import { expireSession, readSession, type SessionState } from './session';

/** A failed call: the server's message for a person (already in the request's language). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'NETWORK_ERROR' | 'BAD_REPLY';
  readonly fields: Record<string, string>;
  /** From the Retry-After header of a refusal to wait (429): seconds until the caller may try again. */
  readonly retryAfterSeconds?: number;
  /** DAY_HAS_CONSULTATIONS: the consultations of the day the office is closing. */
  readonly consultations: DayConsultation[];

  constructor(
    message: string,
    {
      status,
      code,
      fields = {},
      retryAfterSeconds,
      consultations = [],
    }: {
      status: number;
      code: ErrorCode | 'NETWORK_ERROR' | 'BAD_REPLY';
      fields?: Record<string, string>;
      retryAfterSeconds?: number;
      consultations?: DayConsultation[];
    },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
    this.consultations = consultations;
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON, or as multipart/form-data when it is a FormData. */
  body?: unknown;
  language?: Language;
  signal?: AbortSignal;
  /** Makes a retry of this call safe: the server replays its first reply (lib/intent-key.ts). */
  idempotencyKey?: string;
  /**
   * A token not (yet) stored: a sign-in still owing its second factor (decision 0106), kept in
   * the sign-in form until the step is done.
   */
  token?: string;
}

/**
 * Where a GET may find its answer already on its way: the calls a page's shell started
 * (lib/early-calls.ts), which the portal's start hands in (app/portal-start.tsx). None on the
 * landing page, whose initial bundle carries no shell's calls.
 */
let earlyAnswer: (path: string, token: string | null) => Promise<Response> | null = () => null;
export function takeEarlyAnswersFrom(source: typeof earlyAnswer): void {
  earlyAnswer = source;
}

/**
 * Every call to the portal's API. Marks the request as XHR, sends the
 * language and, when signed in, the bearer token; turns any failure into an ApiError.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const session: SessionState = options.token
    ? { status: 'authenticated', token: options.token, user: {} }
    : readSession();
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const headers = requestHeaders(options.language, session, options.idempotencyKey);
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const init: RequestInit = {
    method: options.method ?? 'GET',
    headers,
    body:
      options.body === undefined
        ? undefined
        : isForm
          ? (options.body as FormData)
          : JSON.stringify(options.body),
    signal: options.signal,
    // A redirect means the session is gone (a 302 counts as a 401).
    redirect: 'manual',
  };
  // An action asked for with no connection is not sent at all (decision 0109): it says so, and no
  // half of it is left to reach the server later.
  if (init.method !== 'GET') refuseWhenOffline();
  let response: Response;
  try {
    // The page's shell may have started this call already (lib/early-calls.ts); if it failed, it is made again.
    const early =
      init.method === 'GET'
        ? earlyAnswer(path, session.status === 'authenticated' ? session.token : null)
        : null;
    response = (await early?.catch(() => null)) ?? (await fetch(path, init));
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('Network error', { status: 0, code: 'NETWORK_ERROR' });
  }
  const redirected =
    response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400);
  const payload: unknown = redirected ? undefined : await response.json().catch(() => NOT_JSON);
  return settle<T>(
    redirected ? 302 : response.status,
    payload,
    session,
    response.headers.get('retry-after'),
  );
}

/**
 * POST of a form with upload progress (fetch cannot report it): on a slow connection the
 * customer sees how much of their files has gone. Same headers and failures as apiRequest.
 */
export function apiUpload<T>(
  path: string,
  form: FormData,
  options: {
    language?: Language;
    onProgress?: (fraction: number) => void;
    idempotencyKey?: string;
  } = {},
): Promise<T> {
  const session = readSession();
  return new Promise<T>((resolve, reject) => {
    refuseWhenOffline();
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    for (const [name, value] of Object.entries(
      requestHeaders(options.language, session, options.idempotencyKey),
    ))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError('Network error', { status: 0, code: 'NETWORK_ERROR' }));
    xhr.onload = () => {
      // XHR follows redirects itself: an answer from another address was a redirect.
      const redirected = xhr.responseURL !== '' && new URL(xhr.responseURL).pathname !== path;
      let payload: unknown = NOT_JSON;
      try {
        payload = JSON.parse(xhr.responseText) as unknown;
      } catch {
        // settle() reports it
      }
      try {
        resolve(
          settle<T>(
            redirected ? 302 : xhr.status,
            payload,
            session,
            xhr.getResponseHeader('retry-after'),
          ),
        );
      } catch (error) {
        reject(
          error instanceof Error
            ? error
            : new ApiError(String(error), { status: 0, code: 'BAD_REPLY' }),
        );
      }
    };
    xhr.send(form);
  });
}

const NOT_JSON = Symbol('not JSON');

/** The browser says it has no connection: the call fails as one that could not be made. */
function refuseWhenOffline(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false)
    throw new ApiError('Network error', { status: 0, code: 'NETWORK_ERROR' });
}

function requestHeaders(
  language: Language | undefined,
  session: ReturnType<typeof readSession>,
  idempotencyKey?: string,
): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  if (language) headers['Accept-Language'] = languageTags[language];
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  if (session.status === 'authenticated') headers.Authorization = `Bearer ${session.token}`;
  return headers;
}

/** Retry-After as seconds: a number of seconds, or an HTTP date. */
function retryAfterSeconds(header: string | null | undefined): number | undefined {
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header.trim())
    ? Number(header.trim())
    : (Date.parse(header) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : undefined;
}

/** One reading of every reply: a redirect or 401 ends the session; a failure becomes an ApiError. */
function settle<T>(
  status: number,
  payload: unknown,
  session: ReturnType<typeof readSession>,
  retryAfter?: string | null,
): T {
  if ((status === 401 || (status >= 300 && status < 400)) && session.status === 'authenticated')
    expireSession();
  if (status >= 300 && status < 400)
    throw new ApiError('Authentication required. Please log in again.', {
      status: 401,
      code: 'UNAUTHENTICATED',
    });
  if (payload === NOT_JSON)
    throw new ApiError(`Unexpected reply (${status})`, { status, code: 'BAD_REPLY' });
  const envelope = payload as Partial<
    Pick<ErrorReply, 'error' | 'code' | 'fields' | 'consultations'>
  > & { success?: boolean };
  if (status < 200 || status >= 300 || envelope.success === false) {
    throw new ApiError(envelope.error ?? `Request failed (${status})`, {
      status,
      code: envelope.code ?? 'BAD_REPLY',
      fields: envelope.fields,
      retryAfterSeconds: retryAfterSeconds(retryAfter),
      consultations: envelope.consultations,
    });
  }
  return payload as T;
}

/**
 * A file from the API, with the bearer token (a plain link could not send it). Failures arrive
 * as the JSON envelope and become an ApiError.
 */
export async function apiDownload(path: string): Promise<Blob> {
  const session = readSession();
  let response: Response;
  try {
    response = await fetch(path, {
      headers: requestHeaders(undefined, session),
      redirect: 'manual',
    });
  } catch {
    throw new ApiError('Network error', { status: 0, code: 'NETWORK_ERROR' });
  }
  if (response.ok) return response.blob();
  const redirected =
    response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400);
  return settle<never>(
    redirected ? 302 : response.status,
    redirected ? undefined : await response.json().catch(() => NOT_JSON),
    session,
  );
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
