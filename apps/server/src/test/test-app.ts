import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestGateway } from '../lib/payments/test-gateway';
import { createFolderBlobStore } from '../lib/blob-store/folder-blob-store';
import { createStorageWatch } from '../lib/storage/storage-watch';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { openDatabase, type OpenDatabase } from '../db/database';
import { createScratchDatabase } from './scratch-database';
import { pgliteTemplate } from './pglite-template';
import { postgresTemplate } from './postgres-template';
import type { AppDependencies } from '../dependencies';
import type { SignInPolicy, TrustProxy } from '../config';
import type { MessageHours } from '../modules/messages/outbox/message-hours';
import type { ConnectionLimits } from '../lib/http/connections/connection-guard';
import { createMemoryCounterStore } from '../lib/counters/counter-store';
import { createInboxChannelProvider, createInboxSmsProvider } from './inbox-providers';

/**
 * A fresh, migrated and seeded database for one test file: an in-memory PGlite, or, when
 * DATABASE_URL is set (as CI's second run does), a new database on that PostgreSQL server that
 * is dropped again on close.
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<OpenDatabase> {
  const seed = options.seed !== false;
  const serverUrl = process.env.DATABASE_URL;
  // Migrated (and seeded) once, kept as a dump and loaded by every test file.
  if (!serverUrl)
    return openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: await pgliteTemplate(seed) });
  // A copy of the server's template (migrated and seeded once, postgres-template.ts).
  const scratch = await createScratchDatabase(serverUrl, {
    template: await postgresTemplate(serverUrl, seed),
  });
  const opened = await openDatabase({ kind: 'postgres', url: scratch.url });
  const database: OpenDatabase = {
    ...opened,
    async close() {
      await opened.close();
      await scratch.drop();
    },
  };
  return database;
}

export const TEST_SECRET = 'test-secret-0123456789abcdef0123456789';

export interface TestApp {
  app: FastifyInstance;
  database: OpenDatabase;
  dependencies: AppDependencies;
  /** Every sign-in code sent (`OTP for +919876543210: 123456`), newest last: the mock inbox. */
  smsLog: string[];
  /** The whole text of each sign-in code's SMS (`to +919876543210: <text>`), newest last. */
  smsTexts: string[];
  /**
   * Every message the console channel providers sent, newest last (the outbox worker runs only when
   * a test starts it).
   */
  messageLog: string[];
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The whole app on a fresh database (or the one given, closed with the app), API only unless a
 * web folder is given; counters in memory, sign-in codes and messages kept in a mock inbox
 * (`smsLog`, `messageLog`), the captcha off unless asked for.
 */
export async function createTestApp(
  options: {
    webDistDir?: string;
    dependencies?: Partial<AppDependencies>;
    trustProxy?: TrustProxy;
    logStream?: NodeJS.WritableStream;
    database?: OpenDatabase;
    signIn?: SignInPolicy;
    /** Limits of slow and idle connections, and uploads at once (the defaults otherwise). */
    connections?: ConnectionLimits;
    uploadsPerPerson?: number;
    /** METRICS_TOKEN (none otherwise: /metrics on loopback only). */
    metricsToken?: string;
    /** MESSAGE_HOURS (08:00 to 21:00 otherwise); null: messages go at any hour. */
    messageHours?: MessageHours | null;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  // Unless a test gives its own, files go to a new folder of their own, removed on close.
  const blobFolder = options.dependencies?.blobs
    ? null
    : mkdtempSync(join(tmpdir(), 'portal-test-blobs-'));
  // Its disk watched with no reserve unless the test gives its own watch.
  const storage =
    options.dependencies?.storage ??
    createStorageWatch({ folders: blobFolder ? [blobFolder] : [], reserveBytes: 0 });
  const smsLog: string[] = [];
  const smsTexts: string[] = [];
  const messageLog: string[] = [];
  const dependencies: AppDependencies = {
    counters: createMemoryCounterStore(),
    sms: createInboxSmsProvider(smsLog, smsTexts),
    captcha: false,
    secret: TEST_SECRET,
    gateway: createTestGateway(TEST_SECRET),
    meetingBaseUrl: 'https://meet.example.test/',
    channels: {
      whatsapp: createInboxChannelProvider('whatsapp', messageLog),
      sms: createInboxChannelProvider('sms', messageLog),
      email: createInboxChannelProvider('email', messageLog),
    },
    publicBaseUrl: 'https://portal.example.test',
    mailFrom: { name: 'Jothidam', address: 'no-reply@portal.example.test' },
    blobs: blobFolder
      ? createFolderBlobStore(blobFolder, { storage })
      : options.dependencies!.blobs!,
    storage,
    ...options.dependencies,
  };
  const app = await buildApp({
    config: {
      logLevel: options.logStream ? 'info' : 'silent',
      webDistDir: options.webDistDir ?? null,
      trustProxy: options.trustProxy ?? false,
      ...(options.signIn ? { signIn: options.signIn } : {}),
      connections: options.connections,
      uploadsPerPerson: options.uploadsPerPerson,
      metricsToken: options.metricsToken,
      messageHours: options.messageHours,
    },
    database,
    dependencies,
    logStream: options.logStream,
  });
  return {
    app,
    database,
    dependencies,
    smsLog,
    smsTexts,
    messageLog,
    inject: (injectOptions) => app.inject(injectOptions),
    async close() {
      await app.close();
      await dependencies.counters.close();
      await database.close();
      if (blobFolder) rmSync(blobFolder, { recursive: true, force: true });
    },
  };
}
