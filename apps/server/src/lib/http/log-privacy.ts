import type { LoggerOptions } from 'pino';
import { pathOf } from './url-path';

/**
 * What the server's log may hold: no personal data. A failed query's parameters (names, birth
 * details, numbers), phone numbers and e-mail addresses in error texts, bearer tokens, codes
 * and query strings (unsubscribe and webhook tokens travel there) never reach it.
 */

const QUERY_PARAMETERS = /\nparams: .*/g;
/** Ten digits or more, spaced or not: a mobile number (a date has eight). */
const PHONE_NUMBER = /\+?\d[\d ()-]{7,}\d/g;
/** No slash on either side of the @: `node_modules/@scope/package` is a path, not an address. */
const EMAIL_ADDRESS = /[^\s@<>"'(),;:/\\]+@[^\s@<>"'(),;:/\\]+\.[a-z]{2,}/gi;
/** Bearer tokens, signatures and other long opaque strings. */
const OPAQUE_TOKEN = /\b[A-Za-z0-9_-]{32,}\b/g;
/**
 * An absolute path (or file: URL) of a code file, with its line and column: where an error
 * happened, which the log must keep whole. Split on, so the capturing group keeps it.
 */
const CODE_PATH = /((?:file:\/\/)?\/[^\s()'"`<>]*\.(?:[cm]?[jt]sx?|json|node|wasm)(?::\d+){0,2})/;
/** A stack frame as V8 writes it: code's names and places, never a value. */
const STACK_FRAME = /^\s+at \S/;

function redactValues(text: string): string {
  return text
    .replace(EMAIL_ADDRESS, '[e-mail]')
    .replace(OPAQUE_TOKEN, '[token]')
    .replace(PHONE_NUMBER, (match) => (match.replace(/\D/g, '').length >= 10 ? '[number]' : match));
}

/**
 * The text without personal values (e-mail addresses, numbers, tokens, a query's parameters); the
 * paths of code files stay.
 */
export function redactText(text: string): string {
  return text
    .replace(QUERY_PARAMETERS, '\nparams: [redacted]')
    .split(CODE_PATH)
    .map((part, index) => (index % 2 === 1 ? part : redactValues(part)))
    .join('');
}

/**
 * A stack redacted: its head (the error's name and message, which may quote values) as any
 * text; the frame lines after it, written by V8 from the code alone, kept as they are.
 */
export function redactStack(stack: string, message: string): string {
  const messageAt = message ? stack.indexOf(message) : -1;
  const framesFrom = messageAt === -1 ? 0 : messageAt + message.length;
  const frames = stack
    .slice(framesFrom)
    .split('\n')
    .map((line) => (STACK_FRAME.test(line) ? line : redactText(line)))
    .join('\n');
  return redactText(stack.slice(0, framesFrom)) + frames;
}

/** Fields of database and provider errors that name a fault, not a person. */
const SAFE_ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'routine',
  'errno',
  'syscall',
] as const;

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  cause?: SerializedError;
  [field: string]: unknown;
}

/**
 * An error as the log shows it: its kind, its redacted message and stack, its cause; never `detail`
 * or `parameters`.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: redactText(String(error)), stack: '' };
  const serialized: SerializedError = {
    type: error.name,
    message: redactText(error.message),
    stack: redactStack(error.stack ?? '', error.message),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of SAFE_ERROR_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') serialized[field] = value;
  }
  if (error.cause !== undefined && depth < 3)
    serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

/** A request as the log shows it: method and path, without the query string. */
function serializeRequest(request: { method: string; url: string }) {
  return { method: request.method, path: pathOf(request.url) };
}

/** Keys whose values are personal or secret wherever they appear in a logged object. */
const REDACTED_KEYS = [
  'authorization',
  'token',
  'otp',
  'code_hash',
  'captcha',
  'signature',
  'secret',
  'phone_number',
  'mobile_number',
  'mobileNumber',
  'to',
  'email',
  'name',
  'date_of_birth',
  'birth_time',
  'birth_place',
  'dateOfBirth',
  'birthTime',
  'birthPlace',
];

/** The options of the server's logger: the level, the serialisers above and the redacted keys. */
export function privateLoggerOptions(level: string): LoggerOptions {
  return {
    level,
    serializers: {
      err: (error: unknown) => serializeError(error),
      error: (error: unknown) => serializeError(error),
      req: serializeRequest,
    },
    redact: {
      paths: [
        ...REDACTED_KEYS,
        ...REDACTED_KEYS.map((key) => `*.${key}`),
        'req.headers.authorization',
      ],
      censor: '[redacted]',
    },
  };
}
