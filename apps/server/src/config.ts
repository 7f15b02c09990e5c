import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { DatabaseTarget } from './db/database';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must look like postgres://user@host:5432/database')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: booleanText.default(true),
  WEB_DIST_DIR: z.string().min(1).optional(),
  TRUST_PROXY: booleanText.default(false),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database: DatabaseTarget;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  seedDemoData: boolean;
  /** The built web app to serve, or null to serve the API only. */
  webDistDir: string | null;
  trustProxy: boolean;
}

/** Thrown for a configuration the server cannot run with; the message lists every problem. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Reads and checks the environment once, at start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const blankAsUnset = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`The server's configuration is not valid:\n${problems.join('\n')}`);
  }
  const vars = parsed.data;
  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    database: vars.DATABASE_URL
      ? { kind: 'postgres', url: vars.DATABASE_URL }
      : { kind: 'pglite', dataDir: vars.DATA_DIR },
    logLevel: vars.LOG_LEVEL,
    seedDemoData: vars.SEED_DEMO_DATA,
    webDistDir: vars.WEB_DIST_DIR ?? defaultWebDist,
    trustProxy: vars.TRUST_PROXY,
  };
}
