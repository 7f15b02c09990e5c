import { randomUUID } from 'node:crypto';

/** An id a proxy in front of the portal may give a request: kept when it looks like one, else a new one is made. */
const REQUEST_ID_PATTERN = /^[\w.-]{8,80}$/;

/**
 * The request's id (its `x-request-id` header when well formed, else a new UUID): in the log line
 * and in the reply's header.
 */
export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming)
    ? incoming
    : randomUUID();
}
