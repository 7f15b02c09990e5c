import { createTestGateway } from '../lib/payments/test-gateway';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { openDatabase, type OpenDatabase } from '../db/database';
import { seedDemoData } from '../db/seed/seed';
import type { AppDependencies } from '../dependencies';
import { createMemoryCounterStore } from '../lib/counter-store';
import { createConsoleSmsProvider } from '../lib/sms/console-sms-provider';

/**
 * A fresh, migrated and seeded database for one test file: an in-memory PGlite, or, when
 * DATABASE_URL is set (as CI's second run does), a new database on that PostgreSQL server that
 * is dropped again on close.
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<OpenDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  let database: OpenDatabase;
  if (!serverUrl) {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
  } else {
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const opened = await openDatabase({ kind: 'postgres', url: url.toString() });
    database = {
      ...opened,
      async close() {
        await opened.close();
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  await database.migrate();
  if (options.seed !== false) await seedDemoData(database.db);
  return database;
}

export const TEST_SECRET = 'test-secret-0123456789abcdef0123456789';

export interface TestApp {
  app: FastifyInstance;
  database: OpenDatabase;
  dependencies: AppDependencies;
  /** Every line the console SMS provider wrote, newest last. */
  smsLog: string[];
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The whole app on a fresh database, API only unless a web folder is given; counters in memory,
 * the console SMS provider writing into `smsLog`, the captcha off unless asked for.
 */
export async function createTestApp(
  options: { webDistDir?: string; dependencies?: Partial<AppDependencies> } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const smsLog: string[] = [];
  const dependencies: AppDependencies = {
    counters: createMemoryCounterStore(),
    sms: createConsoleSmsProvider((line) => smsLog.push(line)),
    captcha: false,
    secret: TEST_SECRET,
    gateway: createTestGateway(TEST_SECRET),
    meetingBaseUrl: 'https://meet.example.test/',
    ...options.dependencies,
  };
  const app = await buildApp({
    config: { logLevel: 'silent', webDistDir: options.webDistDir ?? null, trustProxy: false },
    database,
    dependencies,
  });
  return {
    app,
    database,
    dependencies,
    smsLog,
    inject: (injectOptions) => app.inject(injectOptions),
    async close() {
      await app.close();
      await dependencies.counters.close();
      await database.close();
    },
  };
}
