import type { PGlite } from '@electric-sql/pglite';

/** The longest the embedded database may keep the main thread before other calls get a turn. */
export const QUERY_TURN_MS = 8;

/**
 * PGlite runs every query on the server's main thread, and a chain of queries (a booking's
 * transaction, then the reads for its reply) is a chain of promises that never gives the event
 * loop a turn: a catalogue call that arrived meanwhile waited for the whole chain, 150 ms behind
 * two bookings (decision 0037). Before a protocol message, once more than `turnMs` have passed
 * since the last turn given, this gives one (setImmediate), so calls that arrived are answered
 * between queries. A query itself is never cut. (A query after a quiet spell gives a turn it
 * did not need: a fraction of a millisecond.)
 */
export function giveEventLoopTurns(client: PGlite, turnMs = QUERY_TURN_MS): void {
  const run = client.execProtocolStream.bind(client);
  let lastTurn = performance.now();
  client.execProtocolStream = async (...args: Parameters<PGlite['execProtocolStream']>) => {
    if (performance.now() - lastTurn > turnMs) {
      await new Promise((resolve) => setImmediate(resolve));
      lastTurn = performance.now();
    }
    return run(...args);
  };
}
