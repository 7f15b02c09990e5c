import { useState } from 'react';

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * A new Idempotency-Key: a random UUID. Browsers without crypto.randomUUID (Safari before 15.4,
 * Chrome before 92, or a page not served over HTTPS) get one made from getRandomValues, and the
 * oldest from Math.random (unique enough among one customer's own keys).
 */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto as Crypto | undefined;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof crypto?.getRandomValues === 'function') crypto.getRandomValues(bytes);
  else
    for (let index = 0; index < bytes.length; index += 1)
      bytes[index] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const text = hex(bytes);
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

/** What a submission asks for, as text: a form's fields, and its files by name, size and date. */
export function submissionFingerprint(submission: unknown): string {
  if (typeof FormData !== 'undefined' && submission instanceof FormData) {
    const entries: string[][] = [];
    submission.forEach((value, name) => {
      entries.push(
        typeof value === 'string'
          ? [name, value]
          : [name, value.name, String(value.size), String(value.lastModified), value.type],
      );
    });
    return JSON.stringify(entries);
  }
  return JSON.stringify(submission) ?? '';
}

export interface IntentKeys {
  /** The key of this submission: the pending one when the same submission is sent again, else a new one. */
  keyFor(fingerprint: string): string;
  /** The server did it: the next submission is a new intent with a new key. */
  done(): void;
}

/**
 * One Idempotency-Key per intent of the customer (decision 0017): made when they submit, and
 * kept while the same submission is retried (after a lost reply, a 5xx or any refusal: the server
 * replays what it did, or tries again when it did nothing). A changed submission, or one after a
 * success, gets a new key.
 */
export function createIntentKeys(): IntentKeys {
  let pending: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(fingerprint) {
      if (pending?.fingerprint !== fingerprint) pending = { fingerprint, key: newIdempotencyKey() };
      return pending.key;
    },
    done() {
      pending = null;
    },
  };
}

/** Sends a submission under its intent's key; a success ends the intent. */
export async function withIntentKey<T>(
  keys: IntentKeys,
  submission: unknown,
  send: (idempotencyKey: string) => Promise<T>,
): Promise<T> {
  const result = await send(keys.keyFor(submissionFingerprint(submission)));
  keys.done();
  return result;
}

/** A component's intents, kept across renders. */
export function useIntentKeys(): IntentKeys {
  const [keys] = useState(createIntentKeys);
  return keys;
}
