import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * A small cache of GET calls for the prerendered landing page, which starts without the query
 * library (see the landing-page-weight decision). It keeps the query cache's habits
 * (lib/query-client.ts): an answer is fresh for five minutes, a failed call is tried once more
 * after a second, and a failure keeps the last answer. When the router takes over, its query
 * cache starts with these answers (cachedAnswers), under the same keys.
 */
const FRESH_MS = 5 * 60 * 1000;
const RETRY_DELAY_MS = 1000;

interface Entry {
  key: readonly unknown[];
  data?: unknown;
  failed: boolean;
  /** When the last answer or failure came; 0 while none has. */
  settledAt: number;
  loading: boolean;
}

let entries = new Map<string, Entry>();
const listeners = new Set<() => void>();

function update(id: string, entry: Entry): void {
  entries.set(id, entry);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function withOneRetry<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    return call();
  }
}

function fetchUnlessFresh(id: string, key: readonly unknown[], call: () => Promise<unknown>): void {
  const entry = entries.get(id) ?? { key, failed: false, settledAt: 0, loading: false };
  const fresh = entry.settledAt > 0 && !entry.failed && Date.now() - entry.settledAt < FRESH_MS;
  if (entry.loading || fresh) return;
  // Nothing shows loading: marked without a re-render.
  entries.set(id, { ...entry, loading: true });
  withOneRetry(call).then(
    (data) => update(id, { key, data, failed: false, settledAt: Date.now(), loading: false }),
    () =>
      update(id, {
        ...(entries.get(id) ?? entry),
        failed: true,
        settledAt: Date.now(),
        loading: false,
      }),
  );
}

export interface CachedCall<T> {
  data: T | undefined;
  isError: boolean;
}

/**
 * The answer of a GET call under a key, fetched when the component mounts (unless fresh) and
 * when the key changes. With keepPrevious, the last key's answer shows while the next loads.
 * A hydrating page starts with no answer, as its prerendered markup did (the cache is empty
 * then). Answers show in a transition: the re-render they cause never blocks the page for long.
 */
export function useCachedCall<T>(
  key: readonly unknown[],
  call: () => Promise<T>,
  { keepPrevious = false } = {},
): CachedCall<T> {
  const id = JSON.stringify(key);
  const [seen, setSeen] = useState(() => ({ id, entry: entries.get(id) }));
  const entry = seen.id === id ? seen.entry : entries.get(id);
  const latestCall = useRef(call);
  useEffect(() => {
    latestCall.current = call;
  });
  useEffect(() => {
    const show = () => {
      const current = entries.get(id);
      startTransition(() =>
        setSeen((shown) =>
          shown.id === id &&
          shown.entry?.data === current?.data &&
          shown.entry?.failed === current?.failed
            ? shown
            : { id, entry: current },
        ),
      );
    };
    const unsubscribe = subscribe(show);
    show();
    fetchUnlessFresh(id, JSON.parse(id) as unknown[], () => latestCall.current());
    return unsubscribe;
  }, [id]);

  const data = (entry?.data ?? (keepPrevious ? latestAnswerLike(key) : undefined)) as T | undefined;
  return { data, isError: entry?.failed ?? false };
}

/** The newest answer of a call of the same kind (the key's first part): the list in the last language, say. */
function latestAnswerLike(key: readonly unknown[]): unknown {
  let latest: Entry | undefined;
  for (const entry of entries.values()) {
    if (
      entry.key[0] === key[0] &&
      entry.data !== undefined &&
      (!latest || entry.settledAt > latest.settledAt)
    )
      latest = entry;
  }
  return latest?.data;
}

/** An answer held, with the key of its call. */
export interface CachedAnswer {
  key: readonly unknown[];
  data: unknown;
}

/** Every answer held, with its key: the router's query cache starts with them. */
export function cachedAnswers(): CachedAnswer[] {
  return [...entries.values()]
    .filter((entry) => entry.data !== undefined)
    .map(({ key, data }) => ({ key, data }));
}

/**
 * Holds answers the page came with (a landing page the server drew with them in it), fresh as
 * if just fetched: the first render draws what the server drew, and nothing is asked again.
 */
export function seedCachedCalls(answers: readonly CachedAnswer[]): void {
  for (const { key, data } of answers)
    entries.set(JSON.stringify(key), {
      key,
      data,
      failed: false,
      settledAt: Date.now(),
      loading: false,
    });
}

/** Forgets every answer (tests start afresh, and so does each page the server draws). */
export function forgetCachedCalls(): void {
  entries = new Map();
}
