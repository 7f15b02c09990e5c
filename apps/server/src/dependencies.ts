import { ConfigError, type AppConfig } from './config';
import { DatabaseStartError } from './db/database';
import { createMemoryCounterStore, type CounterStore } from './lib/counters/counter-store';
import { createRedisCounterStore } from './lib/counters/redis-counter-store';
import { createConsoleSmsProvider } from './lib/sms/console-sms-provider';
import { createMsg91SmsProvider } from './lib/sms/msg91-sms-provider';
import type { SmsProvider } from './lib/sms/sms-provider';
import type { PaymentGateway } from './lib/payments/payment-gateway';
import { createRazorpayGateway } from './lib/payments/razorpay-gateway';
import { createTestGateway } from './lib/payments/test-gateway';
import type { ChannelProviders } from './lib/messaging/channel-provider';
import { createChannelProviders } from './lib/messaging/channel-providers';
import { keptSecret, SecretFileError } from './lib/secrets/secret-file';
import type { InvalidationBus } from './lib/read-cache/invalidation-bus';
import type { BlobStore } from './lib/blob-store/blob-store';
import { createBlobStore } from './lib/blob-store/create-blob-store';
import { createStorageWatch, type StorageWatch } from './lib/storage/storage-watch';

/** What the app talks to besides its database; built from configuration, or by tests. */
export interface AppDependencies {
  counters: CounterStore;
  sms: SmsProvider;
  captcha: boolean;
  secret: string;
  /** Razorpay, or the built-in test gateway when no keys are configured. */
  gateway: PaymentGateway;
  /** Where video consultations' rooms are made (Jitsi Meet by default). */
  meetingBaseUrl: string;
  /** The channels messages go by; a channel left out is off (its messages are recorded as dropped, with the reason). */
  channels: ChannelProviders;
  /** The portal's public address: links in messages (pay, receipt, unsubscribe) and calendar UIDs. */
  publicBaseUrl: string;
  /** Who e-mails and calendar invitations come from. */
  mailFrom: { name: string; address: string };
  /** Secrets of the inbound webhooks (WhatsApp, MSG91); a webhook without its secret refuses every call. */
  webhooks?: Partial<AppConfig['webhooks']>;
  /** Uploads and reports: a folder under DATA_DIR, or an S3 bucket (decision 0031). */
  blobs: BlobStore;
  /**
   * The free space of the folders the portal writes to (STORAGE_RESERVE_MB): uploads, /readyz and
   * the office's banner ask it.
   */
  storage?: StorageWatch;
  /**
   * How the read cache hears that another process changed the catalogue or content: Redis
   * pub/sub, PostgreSQL LISTEN/NOTIFY, or (left out) this process only. The app closes it.
   */
  invalidationBus?: InvalidationBus;
}

export async function createDependencies(
  config: Pick<
    AppConfig,
    | 'database'
    | 'redisUrl'
    | 'redisKeyPrefix'
    | 'authSecret'
    | 'dataDir'
    | 'sms'
    | 'captcha'
    | 'payments'
    | 'meetingBaseUrl'
    | 'whatsapp'
    | 'email'
    | 'publicBaseUrl'
    | 'mailFrom'
    | 'webhooks'
    | 'blobs'
    | 'storageReserveBytes'
  >,
  /** The server's log (lib/http/process-log.ts, startLog): a line, with its fields or not, and a warning. */
  log: {
    line: (text: string, fields?: Record<string, unknown>) => void;
    warn: (text: string) => void;
  },
): Promise<AppDependencies> {
  // Redis is a helper, not a dependency: out of reach (at start too), each process counts for
  // itself, said once here and shown by /readyz as degraded (decision 0046).
  const counters: CounterStore = config.redisUrl
    ? await createRedisCounterStore(config.redisUrl, config.redisKeyPrefix, {
        onLost: (reason) =>
          log.warn(
            `Redis at REDIS_URL cannot be reached (${reason}): rate limits count in each ` +
              `server process until it is back.`,
          ),
        onBack: () => log.line('Redis at REDIS_URL is back: rate limits are shared again.'),
      })
    : createMemoryCounterStore();
  const invalidationBus = await createInvalidationBus(config).catch(async (error: unknown) => {
    await counters.close();
    throw new DatabaseStartError(
      `Cannot listen for cache invalidations: ${(error as Error).message}`,
    );
  });
  const sms =
    config.sms.provider === 'msg91'
      ? createMsg91SmsProvider(config.sms)
      : createConsoleSmsProvider(log.line);
  const secret = config.authSecret ?? secretKeptIn(config.dataDir, log);
  const gateway =
    config.payments.gateway === 'razorpay'
      ? createRazorpayGateway(config.payments)
      : createTestGateway(secret, config.payments.webhookSecret);
  if (gateway.kind === 'test')
    log.warn(
      'No Razorpay keys: payments go through the built-in test gateway, which takes no money.',
    );
  const channels: ChannelProviders = createChannelProviders(config, log);
  // The embedded database's folder and the blob folder: what a full disk stops (PostgreSQL and S3 watch their own).
  const storage = createStorageWatch({
    folders: [
      ...(config.database.kind === 'pglite' ? [config.dataDir] : []),
      ...(config.blobs.kind === 'folder' ? [config.blobs.root] : []),
    ],
    reserveBytes: config.storageReserveBytes,
  });
  const blobs = await createBlobStore(config.blobs, storage);
  return {
    counters,
    sms,
    captcha: config.captcha,
    secret,
    gateway,
    meetingBaseUrl: config.meetingBaseUrl,
    channels,
    publicBaseUrl: config.publicBaseUrl,
    mailFrom: config.mailFrom,
    webhooks: config.webhooks,
    blobs,
    storage,
    invalidationBus,
  };
}

/**
 * The PostgreSQL server's LISTEN/NOTIFY, which every process sharing the data already reaches
 * (with Redis too: a lost Redis must not keep a change from the others; decision 0046); nothing
 * to share with the embedded database, which is one process's.
 */
async function createInvalidationBus(
  config: Pick<AppConfig, 'database'>,
): Promise<InvalidationBus | undefined> {
  // Loaded only when used: the embedded setup never pays for the PostgreSQL driver.
  if (config.database.kind === 'postgres')
    return (await import('./lib/read-cache/postgres-bus')).createPostgresBus(config.database.url);
  return undefined;
}

/** Without AUTH_SECRET (never in production): the secret kept in the data folder, made on first start. */
function secretKeptIn(dataDir: string, log: { line: (text: string) => void }): string {
  try {
    const kept = keptSecret(dataDir);
    log.line(
      `AUTH_SECRET is not set: using the secret ${kept.created ? 'made and kept' : 'kept'} in ${kept.path}.`,
    );
    return kept.secret;
  } catch (error) {
    if (error instanceof SecretFileError) throw new ConfigError(error.message);
    throw error;
  }
}
