import { createClient } from 'redis';
import { INVALIDATION_CHANNEL, type InvalidationBus } from './invalidation-bus';

/**
 * The bus on Redis pub/sub (REDIS_URL), the same Redis the rate-limit counters use: a
 * subscribing connection and a publishing one (a subscribed connection may send nothing else).
 * The client reconnects and subscribes again by itself; each time it comes back the cache is
 * told it may have missed messages.
 */
export async function createRedisBus(url: string, keyPrefix: string): Promise<InvalidationBus> {
  const channel = `${keyPrefix}${INVALIDATION_CHANNEL}`;
  const publisher = createClient({ url, socket: { connectTimeout: 5_000, reconnectStrategy: (retries) => Math.min(retries * 200, 2_000) } });
  const subscriber = publisher.duplicate();
  let handlers: Parameters<InvalidationBus['listen']>[0] | null = null;
  let wasReady = false;
  publisher.on('error', () => undefined);
  subscriber.on('error', () => undefined);
  subscriber.on('ready', () => {
    if (wasReady) handlers?.onLost();
    wasReady = true;
  });
  subscriber.on('reconnecting', () => handlers?.onLost());
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(channel, (message) => handlers?.onMessage(message));
  } catch (error) {
    publisher.destroy();
    subscriber.destroy();
    throw error;
  }
  return {
    async publish(message) {
      await publisher.publish(channel, message);
    },
    listen(next) {
      handlers = next;
    },
    listening: () => subscriber.isReady,
    async close() {
      await Promise.all([publisher.quit().catch(() => undefined), subscriber.quit().catch(() => undefined)]);
    },
  };
}
