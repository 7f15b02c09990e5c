import pg from 'pg';
import { INVALIDATION_CHANNEL, type InvalidationBus } from './invalidation-bus';

const RECONNECT_MS = 1_000;
export const BUS_APPLICATION_NAME = 'portal-read-cache';

/**
 * The bus on the PostgreSQL server itself (LISTEN/NOTIFY), for several processes on one
 * database. One connection of its own listens (a pooled one would be handed to
 * queries); a lost connection is made again every second, and the cache is told it may have
 * missed messages.
 */
export async function createPostgresBus(
  url: string,
  { reconnectMs = RECONNECT_MS }: { reconnectMs?: number } = {},
): Promise<InvalidationBus> {
  let client: pg.Client | null = null;
  let handlers: Parameters<InvalidationBus['listen']>[0] | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  function lost(which: pg.Client) {
    if (which !== client) return;
    client = null;
    which.end().catch(() => undefined);
    handlers?.onLost();
    if (!closed) reconnectLater();
  }

  async function connect(): Promise<void> {
    // Named, so an operator (and the test) can tell this connection apart in pg_stat_activity.
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5_000,
      application_name: BUS_APPLICATION_NAME,
    });
    next.on('notification', (note) => {
      if (note.channel === INVALIDATION_CHANNEL && note.payload) handlers?.onMessage(note.payload);
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`listen ${INVALIDATION_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  }

  function reconnectLater() {
    retry = setTimeout(() => {
      connect().then(
        () => handlers?.onLost(),
        () => !closed && reconnectLater(),
      );
    }, reconnectMs);
    retry.unref();
  }

  await connect();
  return {
    async publish(message) {
      if (!client) throw new Error('the invalidation bus is not connected to PostgreSQL');
      await client.query('select pg_notify($1, $2)', [INVALIDATION_CHANNEL, message]);
    },
    listen(next) {
      handlers = next;
    },
    listening: () => client !== null,
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}
