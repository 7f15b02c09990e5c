import { randomUUID } from 'node:crypto';
import { createLocalBus, type InvalidationBus } from './invalidation-bus';

/**
 * What the office can change that every visitor reads: the catalogue (services, countries,
 * prices, charges) and the content (pages, UI settings, testimonials, translations); and what
 * every signed-in change may change: the days' slots (a booking, a cancellation, the office's
 * schedule) and the signed-in people behind session tokens (a sign-out, a new name). A cached
 * value belongs to one topic; a change drops the whole topic.
 */
const readTopics = ['catalog', 'content', 'slots', 'sessions'] as const;
export type ReadTopic = (typeof readTopics)[number];

const isReadTopic = (text: string | undefined): text is ReadTopic =>
  (readTopics as readonly (string | undefined)[]).includes(text);

/**
 * A topic's values cached at most this long whatever the bus says: slots and sessions briefly,
 * since they also change with the clock and with work no request makes (a role granted from the
 * command line, a session expiring); the rest until the safety net (docs/decisions/0032).
 */
const topicMaxAgeMs: Partial<Record<ReadTopic, number>> = { slots: 5_000, sessions: 5_000 };

export type ReadCacheKey = `${ReadTopic}:${string}`;

export interface ReadCache {
  /**
   * The value cached under `key` (its topic, a colon, the rest), loaded on a miss. Requests that
   * miss together share one load; a failed load is not cached.
   */
  cached<T>(key: ReadCacheKey, load: () => Promise<T>): Promise<T>;
  /**
   * The value cached under `key`, at once, when it is loaded and fresh; otherwise undefined (then
   * call `cached`). A cached reply is sent in the turn its request arrived, without a promise's wait.
   */
  peek<T>(key: ReadCacheKey): T | undefined;
  /**
   * Drops every value of the topic, here at once and in every other server process through the bus.
   * Call it after the change committed.
   */
  invalidate(topic: ReadTopic): Promise<void>;
  /** Stops listening to the bus and closes it. */
  close(): Promise<void>;
}

export interface ReadCacheOptions {
  /** How other server processes hear of changes; in this process only by default (PGlite, one process). */
  bus?: InvalidationBus;
  /**
   * A safety net, not the mechanism: a value older than this is loaded again, so a missed
   * message (a bus outage longer than its reconnect) cannot keep a stale price for long.
   */
  maxAgeMs?: number;
  /**
   * Past this many values the cache starts again empty: keys come from validated queries, so this
   * is a guard, not an eviction policy.
   */
  maxEntries?: number;
  now?: () => number;
  /** Told when a message could not be published (the change is made; other processes see it within maxAgeMs). */
  onPublishError?: (error: unknown) => void;
}

interface Entry {
  value: Promise<unknown>;
  loadedAt: number;
  /** The value once its load resolved. */
  loaded?: { value: unknown };
}

const DEFAULT_MAX_AGE_MS = 5 * 60_000;
const DEFAULT_MAX_ENTRIES = 2_000;

const topicOf = (key: string) => key.slice(0, key.indexOf(':')) as ReadTopic;

/**
 * The one in-process cache of read-mostly data. Values are promises, so a load in flight is
 * shared, and an invalidation that arrives while it runs removes it: no one is handed a value
 * read before the change once the change has been heard.
 */
export function createReadCache({
  bus = createLocalBus(),
  maxAgeMs = DEFAULT_MAX_AGE_MS,
  maxEntries = DEFAULT_MAX_ENTRIES,
  now = Date.now,
  onPublishError,
}: ReadCacheOptions = {}): ReadCache {
  const topics = new Map<ReadTopic, Map<string, Entry>>();
  let size = 0;
  // Our own messages come back from PostgreSQL; this process already dropped the topic.
  const origin = randomUUID();

  const drop = (topic: ReadTopic) => {
    size -= topics.get(topic)?.size ?? 0;
    topics.delete(topic);
  };
  const dropAll = () => {
    topics.clear();
    size = 0;
  };

  /** The entry under `key` if it is young enough for its topic; an older one is dropped. */
  const freshEntry = (topic: ReadTopic, key: string): Entry | undefined => {
    const found = topics.get(topic)?.get(key);
    if (!found) return undefined;
    if (now() - found.loadedAt < Math.min(maxAgeMs, topicMaxAgeMs[topic] ?? maxAgeMs)) return found;
    topics.get(topic)?.delete(key);
    size -= 1;
    return undefined;
  };

  bus.listen({
    onMessage(message) {
      const [from, topic] = message.split(' ');
      if (from !== origin && isReadTopic(topic)) drop(topic);
    },
    // Messages may have been missed while the bus was away: nothing cached can be trusted.
    onLost: dropAll,
  });

  return {
    cached<T>(key: ReadCacheKey, load: () => Promise<T>): Promise<T> {
      // Without the bus, another process's change would go unheard: read through until it is back.
      if (!bus.listening()) return load();
      const topic = topicOf(key);
      const found = freshEntry(topic, key);
      if (found) return found.value as Promise<T>;
      if (size >= maxEntries) dropAll();
      let entries = topics.get(topic);
      if (!entries) topics.set(topic, (entries = new Map<string, Entry>()));
      // Called in a promise so a load that throws at once is left out of the cache like one that rejects.
      const value = Promise.resolve().then(load);
      const entry: Entry = { value, loadedAt: now() };
      entries.set(key, entry);
      size += 1;
      value.then(
        (loaded) => {
          entry.loaded = { value: loaded };
        },
        () => {
          if (topics.get(topic)?.get(key) === entry) {
            topics.get(topic)?.delete(key);
            size -= 1;
          }
        },
      );
      return value;
    },

    peek<T>(key: ReadCacheKey): T | undefined {
      if (!bus.listening()) return undefined;
      return freshEntry(topicOf(key), key)?.loaded?.value as T | undefined;
    },

    async invalidate(topic) {
      drop(topic);
      try {
        await bus.publish(`${origin} ${topic}`);
      } catch (error) {
        onPublishError?.(error);
      }
    },

    async close() {
      dropAll();
      await bus.close();
    },
  };
}
