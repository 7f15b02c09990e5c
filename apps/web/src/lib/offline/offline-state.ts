import { useSyncExternalStore } from 'react';
import type { CustomerDataReply } from './customer-data-cache';

/**
 * Whether what a signed-in screen shows is the latest: the service worker says where each reply
 * of the customer's data came from (lib/offline/customer-data-cache.ts), and the browser says
 * when it has no connection. Decision 0084.
 */
export interface OfflineState {
  /** Nothing reaches the server: the browser says so, or a reply came from the worker's cache. */
  offline: boolean;
  /** When the server sent the oldest reply on show (ISO time); null when not known. */
  shownAsOf: string | null;
}

let cachedSince: string | null = null;
let lastFreshAt: string | null = null;
let browserOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
let state: OfflineState = { offline: browserOffline, shownAsOf: null };
const listeners = new Set<() => void>();

function update(): void {
  const offline = browserOffline || cachedSince !== null;
  const shownAsOf = cachedSince ?? (offline ? lastFreshAt : null);
  if (offline === state.offline && shownAsOf === state.shownAsOf) return;
  state = { offline, shownAsOf };
  listeners.forEach((listener) => listener());
}

/** A reply of customer data the worker answered with: a fresh one ends the offline state. */
export function noteCustomerDataReply(reply: CustomerDataReply): void {
  if (reply.source === 'network') {
    cachedSince = null;
    lastFreshAt = reply.sentAt;
  } else if (cachedSince === null || reply.sentAt < cachedSince) {
    cachedSince = reply.sentAt;
  }
  update();
}

/** What the browser says of its connection (the online and offline events). */
export function noteConnection(online: boolean): void {
  browserOffline = !online;
  update();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const readOfflineState = (): OfflineState => state;

export const useOfflineState = (): OfflineState =>
  useSyncExternalStore(subscribe, readOfflineState, readOfflineState);
