/**
 * How a server process tells the others that read-mostly data changed, so they drop what they
 * cache. Messages are short strings; delivery is at most once, which is why `onLost` exists.
 */
export interface InvalidationBus {
  /** Sends a message to every process listening, this one included or not. */
  publish(message: string): Promise<void>;
  /**
   * Calls `onMessage` for each message heard, and `onLost` whenever messages may have been
   * missed (the connection dropped and came back): the listener then drops everything.
   */
  listen(handlers: { onMessage(message: string): void; onLost(): void }): void;
  /** True while messages from other processes can be heard; a cache must not hold values otherwise. */
  listening(): boolean;
  close(): Promise<void>;
}

/** One process (PGlite holds its data folder alone): nothing to tell anyone. */
export function createLocalBus(): InvalidationBus {
  return {
    async publish() {},
    listen() {},
    listening: () => true,
    async close() {},
  };
}

/**
 * The channel's name (NOTIFY channels are identifiers): one per database, so portals on two
 * databases never hear each other.
 */
export const INVALIDATION_CHANNEL = 'portal_read_cache';
