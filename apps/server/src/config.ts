import { isIP } from 'node:net';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { z } from 'zod';
import { messageKinds } from '@portal/contracts';
import type { DatabaseTarget } from './db/database';
import { DEFAULT_MEETING_BASE_URL } from './modules/appointments/meeting-link';
import type { S3BlobStoreOptions } from './lib/blob-store/s3-blob-store';
import { readBackupKey, type BackupKey } from './lib/secrets/backup-key';
import { repositoryRoot } from './lib/source-paths';
import { isPhoneCountryCode } from './lib/phone';
import { DEFAULT_GRAPH_API_VERSION } from './lib/messaging/whatsapp-cloud-provider-versions';
import {
  DEFAULT_CONNECTION_LIMITS,
  type ConnectionLimits,
} from './lib/http/connections/connection-guard';
import { DEFAULT_UPLOADS_PER_PERSON } from './lib/http/connections/upload-gate';
import { parseMessageHours, type MessageHours } from './modules/messages/outbox/message-hours';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** A JSON object in one variable, its shape checked like any other value. */
const jsonText = <T extends z.ZodType>(shape: T, example: string) =>
  z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: `must be JSON, for example ${example}` });
        return z.NEVER;
      }
    })
    .pipe(shape);

const templateId = z.string().trim().min(1);
/** {"booking_created":{"english":"<DLT id>","tamil":"<DLT id>"}, …}: only known message kinds. */
const msg91MessageTemplates = z.partialRecord(
  z.enum(messageKinds),
  z.strictObject({ english: templateId.optional(), tamil: templateId.optional() }),
);
/** {"booking_created":"booking_created_v1", …}: approved WhatsApp template names. */
const whatsappTemplates = z.partialRecord(
  z.enum(messageKinds),
  z.string().regex(/^[a-z0-9_]{1,512}$/, 'template names are lower case letters, digits and _'),
);

export type TrustProxy = false | number | string[];

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (10.0.0.0/8, fd00::/8) or one of proxy-addr's names for ranges. */
function isProxyAddress(text: string): boolean {
  if (PROXY_KEYWORDS.has(text)) return true;
  const [address = '', prefix, ...rest] = text.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: false, a number of proxy hops, or a comma-separated list of proxy addresses.
 * `true` would believe the left-most X-Forwarded-For entry, which any client writes itself.
 */
function parseTrustProxy(text: string, context: z.RefinementCtx): TrustProxy {
  const value = text.trim().toLowerCase();
  if (['false', 'no', '0', 'off'].includes(value)) return false;
  if (['true', 'yes', 'on'].includes(value)) {
    context.addIssue({
      code: 'custom',
      message:
        'true would believe a forged X-Forwarded-For; give the number of proxies in front ' +
        '(for example 1) or their addresses (for example 10.0.0.1,10.1.0.0/16)',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 10) return hops;
    context.addIssue({ code: 'custom', message: 'a number of proxy hops is at most 10' });
    return z.NEVER;
  }
  const addresses = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const wrong = addresses.filter((address) => !isProxyAddress(address));
  if (addresses.length > 0 && wrong.length === 0) return addresses;
  context.addIssue({
    code: 'custom',
    message: `must be false, a number of proxy hops or proxy addresses/CIDRs (not ${wrong.join(', ') || 'empty'})`,
  });
  return z.NEVER;
}

/**
 * The countries whose mobiles may receive sign-in codes unless the office chooses others (issue
 * 30): India, Sri Lanka, Singapore, Malaysia, the Gulf, the United Kingdom, the United States,
 * Canada and Australia.
 */
export const DEFAULT_SIGN_IN_COUNTRIES = [
  'IN',
  'LK',
  'SG',
  'MY',
  'AE',
  'SA',
  'QA',
  'KW',
  'OM',
  'BH',
  'GB',
  'US',
  'CA',
  'AU',
] as const;
/** Sign-in codes sent per clock hour by all server processes together before sending stops. */
export const DEFAULT_SIGN_IN_CODES_PER_HOUR = 500;
/** The share of the hourly budget kept for known devices and office numbers (decision 0105). */
export const DEFAULT_SIGN_IN_RESERVE_PERCENT = 20;

/** SIGN_IN_COUNTRIES: ISO 3166 alpha-2 codes with a numbering plan, comma-separated (IN,LK,SG). */
function parseCountryList(text: string, context: z.RefinementCtx): string[] {
  const codes = [
    ...new Set(
      text
        .split(',')
        .map((part) => part.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
  const wrong = codes.filter((code) => !isPhoneCountryCode(code));
  if (codes.length > 0 && wrong.length === 0) return codes;
  context.addIssue({
    code: 'custom',
    message:
      'must be ISO 3166 alpha-2 country codes, comma-separated, for example IN,LK,SG ' +
      `(not ${wrong.join(', ') || 'empty'})`,
  });
  return z.NEVER;
}

/**
 * The free space kept on the data disks unless STORAGE_RESERVE_MB says otherwise: room for the
 * database's own files to grow.
 */
export const DEFAULT_STORAGE_RESERVE_MB = 256;

/** A whole number from `min` to `max`, with one message for every way it can be wrong. */
const wholeNumber = (min: number, max: number, fallback: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce
    .number({ message })
    .int(message)
    .min(min, message)
    .max(max, message)
    .default(fallback);
};

/** "Jothidam <no-reply@example.com>" or a bare address. */
const MAIL_FROM_PATTERN =
  /^\s*(?:"?([^"<>]*?)"?\s*<([^\s<>@]+@[^\s<>@]+)>|([^\s<>@]+@[^\s<>@]+))\s*$/;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  /**
   * Free space kept on the disks of DATA_DIR and the blob folder: below it uploads are refused
   * (507) and /readyz is 503.
   */
  STORAGE_RESERVE_MB: z.coerce
    .number({ message: 'must be a whole number of megabytes from 0 to 1048576' })
    .int('must be a whole number of megabytes from 0 to 1048576')
    .min(0, 'must be a whole number of megabytes from 0 to 1048576')
    .max(1_048_576, 'must be a whole number of megabytes from 0 to 1048576')
    .default(DEFAULT_STORAGE_RESERVE_MB),
  /**
   * A folder the server writes a backup of the embedded database into every night, keeping the
   * newest BACKUP_KEEP (decision 0055).
   */
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z.coerce
    .number({ message: 'must be a whole number from 1 to 366' })
    .int('must be a whole number from 1 to 366')
    .min(1, 'must be a whole number from 1 to 366')
    .max(366, 'must be a whole number from 1 to 366')
    .optional(),
  /**
   * The passphrase every backup (npm run backup, the nightly ones) is encrypted with, in the age
   * format; or BACKUP_KEY_FILE, a file holding it (decision 0098). Checked in readBackupKey.
   */
  BACKUP_KEY: z.string().optional(),
  BACKUP_KEY_FILE: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must look like postgres://user@host:5432/database')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: booleanText.default(true),
  WEB_DIST_DIR: z.string().min(1).optional(),
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  /**
   * Server processes sharing the port (Node's cluster module); above 1 needs PostgreSQL and Redis
   * to share data and counters.
   */
  WORKERS: z.coerce
    .number({ message: 'must be a whole number from 1 to 32' })
    .int('must be a whole number from 1 to 32')
    .min(1, 'must be a whole number from 1 to 32')
    .max(32, 'must be a whole number from 1 to 32')
    .default(1),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'must look like redis://host:6379')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('portal:rate:'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMS_PROVIDER: z.enum(['console', 'msg91']).default('console'),
  MSG91_AUTH_KEY: z.string().min(1).optional(),
  MSG91_TEMPLATE_ID: z.string().min(1).optional(),
  MSG91_BASE_URL: z.url().default('https://control.msg91.com'),
  MSG91_MESSAGE_TEMPLATES: jsonText(
    msg91MessageTemplates,
    '{"booking_created":{"english":"<id>","tamil":"<id>"}}',
  ).optional(),
  MSG91_INBOUND_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  WHATSAPP_PROVIDER: z.enum(['console', 'cloud', 'off']).optional(),
  WHATSAPP_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, `must look like ${DEFAULT_GRAPH_API_VERSION}`)
    .default(DEFAULT_GRAPH_API_VERSION),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d+$/, 'must be the digits of the phone number id')
    .optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  WHATSAPP_TEMPLATES: jsonText(
    whatsappTemplates,
    '{"booking_created":"booking_created_v1"}',
  ).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(1).optional(),
  WHATSAPP_APP_SECRET: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'must look like smtp://user:password@host:587 or smtps://…:465')
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(MAIL_FROM_PATTERN, 'must look like Jothidam <no-reply@example.com>')
    .default('Jothidam <no-reply@localhost>'),
  PUBLIC_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  CAPTCHA: z.enum(['on', 'off']).default('on'),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_BASE_URL: z.url().default('https://api.razorpay.com'),
  ALLOW_TEST_GATEWAY: booleanText.default(false),
  MEETING_BASE_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_MEETING_BASE_URL),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be an S3 bucket name (3 to 63 lower-case letters, digits, dots and hyphens)',
    )
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/, 'must look like us-east-1 or auto')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanText.default(false),
  HEADERS_TIMEOUT_SECONDS: wholeNumber(1, 300, DEFAULT_CONNECTION_LIMITS.headersTimeoutMs / 1000),
  BODY_IDLE_TIMEOUT_SECONDS: wholeNumber(
    1,
    300,
    DEFAULT_CONNECTION_LIMITS.bodyIdleTimeoutMs / 1000,
  ),
  KEEP_ALIVE_TIMEOUT_SECONDS: wholeNumber(
    1,
    600,
    DEFAULT_CONNECTION_LIMITS.keepAliveTimeoutMs / 1000,
  ),
  MAX_CONNECTIONS_PER_ADDRESS: wholeNumber(1, 100_000, DEFAULT_CONNECTION_LIMITS.maxPerAddress),
  UPLOADS_PER_PERSON: wholeNumber(1, 50, DEFAULT_UPLOADS_PER_PERSON),
  /**
   * The bearer token /metrics asks of callers not on this machine; without it, /metrics is offered
   * on this machine only.
   */
  METRICS_TOKEN: z
    .string()
    .trim()
    .min(16, 'must be at least 16 characters')
    .regex(/^\S+$/, 'must have no spaces')
    .optional(),
  SIGN_IN_COUNTRIES: z
    .string()
    .default(DEFAULT_SIGN_IN_COUNTRIES.join(','))
    .transform(parseCountryList),
  SIGN_IN_CODES_PER_HOUR: z.coerce
    .number({ message: 'must be a whole number from 1 to 1000000' })
    .int('must be a whole number from 1 to 1000000')
    .min(1, 'must be a whole number from 1 to 1000000')
    .max(1_000_000, 'must be a whole number from 1 to 1000000')
    .default(DEFAULT_SIGN_IN_CODES_PER_HOUR),
  SIGN_IN_RESERVE_PERCENT: z.coerce
    .number({ message: 'must be a whole number from 0 to 90' })
    .int('must be a whole number from 0 to 90')
    .min(0, 'must be a whole number from 0 to 90')
    .max(90, 'must be a whole number from 0 to 90')
    .default(DEFAULT_SIGN_IN_RESERVE_PERCENT),
  /** The hours messages that can wait are sent in, on the recipient's clock (decision 0056): HH:MM-HH:MM, or any. */
  MESSAGE_HOURS: z
    .string()
    .default('08:00-21:00')
    .transform((text, context) => {
      const hours = parseMessageHours(text);
      if (hours === undefined) {
        context.addIssue({
          code: 'custom',
          message:
            'must be HH:MM-HH:MM, at least two hours within one day (for example 08:00-21:00), or any',
        });
        return z.NEVER;
      }
      return hours;
    }),
});

/** Every variable the configuration reads; `.env.example` shows each one (env-example.test.ts). */
export const configVariableNames: readonly string[] = Object.keys(envSchema.shape);

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  /** Server processes sharing the port: 1, or several under Node's cluster module (docs/decisions/0034). */
  workers: number;
  host: string;
  database: DatabaseTarget;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  seedDemoData: boolean;
  /** The built web app to serve, or null to serve the API only. */
  webDistDir: string | null;
  /**
   * Which proxies' X-Forwarded-For entries to believe (Fastify's trustProxy): none, the last
   * n hops, or the proxies' own addresses; the client is the right-most address not trusted.
   */
  trustProxy: TrustProxy;
  /** Rate-limit counters in Redis (shared by several processes); in memory when null. */
  redisUrl: string | null;
  /** Namespaces the counters when several portals share one Redis. */
  redisKeyPrefix: string;
  /**
   * Keys code hashes and captcha signatures; without it, one generated and kept in `dataDir`
   * (lib/secrets/secret-file.ts).
   */
  authSecret: string | null;
  /** DATA_DIR: the embedded database's folder, and where a generated AUTH_SECRET is kept (also with DATABASE_URL). */
  dataDir: string;
  /**
   * STORAGE_RESERVE_MB in bytes: the free space DATA_DIR's and the blob folder's disks keep
   * (uploads beyond it are 507 STORAGE_FULL).
   */
  storageReserveBytes: number;
  /** Sign-in codes and, with MSG91_MESSAGE_TEMPLATES, messages by SMS. */
  sms:
    | { provider: 'console' }
    | {
        provider: 'msg91';
        authKey: string;
        templateId: string;
        baseUrl: string;
        messageTemplates: Msg91MessageTemplates | null;
      };
  /** Off by default in production, the console elsewhere. */
  whatsapp:
    | { provider: 'console' | 'off' }
    | {
        provider: 'cloud';
        baseUrl: string;
        apiVersion: string;
        phoneNumberId: string;
        accessToken: string;
        templates: WhatsappTemplates;
      };
  /** SMTP when SMTP_URL is set; otherwise the console, or off in production. */
  email: { provider: 'smtp'; url: string } | { provider: 'console' | 'off' };
  /** The portal's public address (no trailing slash): links in messages, unsubscribe links. */
  publicBaseUrl: string;
  mailFrom: { name: string; address: string };
  /** Secrets of the inbound webhooks; a webhook without its secret refuses every call. */
  webhooks: {
    whatsappVerifyToken: string | null;
    whatsappAppSecret: string | null;
    msg91InboundToken: string | null;
  };
  captcha: boolean;
  /** Razorpay, or the built-in test gateway when no keys are configured. */
  payments:
    | {
        gateway: 'razorpay';
        keyId: string;
        keySecret: string;
        webhookSecret: string | null;
        baseUrl: string;
      }
    | { gateway: 'test'; webhookSecret: string | null };
  /** Video consultations' rooms are made under this address. */
  meetingBaseUrl: string;
  /** Where uploads and reports are kept (decision 0031): `DATA_DIR/blobs`, or an S3 bucket when S3_BUCKET is set. */
  blobs: { kind: 'folder'; root: string } | ({ kind: 's3' } & S3BlobStoreOptions);
  /** What slow and idle connections may hold (lib/http/connections/connection-guard.ts). */
  connections: ConnectionLimits;
  /** Uploads (a booking's files, a report) one person may send at once; more wait for one to end (429). */
  uploadsPerPerson: number;
  /**
   * Who may receive sign-in codes: the default countries (the office may choose others) and the
   * hourly budget of codes.
   */
  signIn: SignInPolicy;
  /** BACKUP_DIR and BACKUP_KEEP: the nightly backups of the embedded database; null: none (decision 0055). */
  backups: { dir: string; keep: number } | null;
  /**
   * BACKUP_KEY or BACKUP_KEY_FILE: the passphrase every backup is encrypted with; null: backups
   * are written in clear, without the kept secret (decision 0098). Never logged.
   */
  backupKey: BackupKey | null;
  /**
   * METRICS_TOKEN: what /metrics asks of callers not on this machine; null offers it on this
   * machine only (decision 0053).
   */
  metricsToken: string | null;
  /**
   * MESSAGE_HOURS: when messages that can wait are sent, on the recipient's clock; null: at any
   * hour (decision 0056).
   */
  messageHours: MessageHours | null;
}

export interface SignInPolicy {
  /** ISO 3166 alpha-2 codes, upper case: SIGN_IN_COUNTRIES, the default the office's choice overrides. */
  countries: readonly string[];
  /** Codes sent per clock hour by all server processes together: SIGN_IN_CODES_PER_HOUR. */
  codesPerHour: number;
  /**
   * The percentage of those kept for numbers signing in from a device they signed in with before,
   * and for office numbers: SIGN_IN_RESERVE_PERCENT (left out: 20).
   */
  reservePercent?: number;
}

export type Msg91MessageTemplates = z.infer<typeof msg91MessageTemplates>;
export type WhatsappTemplates = z.infer<typeof whatsappTemplates>;

function parseMailFrom(text: string): { name: string; address: string } {
  const match = MAIL_FROM_PATTERN.exec(text)!;
  return { name: (match[1] ?? '').trim(), address: match[2] ?? match[3]! };
}

/** Thrown for a configuration the server cannot run with; the message lists every problem. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const defaultWebDist = join(repositoryRoot, 'apps', 'web', 'dist');

/** Nightly backups kept unless BACKUP_KEEP says otherwise: a week. */
export const DEFAULT_BACKUP_KEEP = 7;

/** BACKUP_DIR backs up the embedded database, from outside its folder; BACKUP_KEEP counts its files. */
function backupProblems(vars: {
  BACKUP_DIR?: string;
  BACKUP_KEEP?: number;
  DATABASE_URL?: string;
  DATA_DIR: string;
}): string[] {
  if (!vars.BACKUP_DIR)
    return vars.BACKUP_KEEP === undefined
      ? []
      : ['  BACKUP_KEEP: needs BACKUP_DIR, the folder of the nightly backups'];
  if (vars.DATABASE_URL)
    return [
      '  BACKUP_DIR: nightly backups are of the embedded database; with DATABASE_URL, back the ' +
        'server up with pg_dump (README, "Backups on PostgreSQL")',
    ];
  const way = relative(resolve(vars.DATA_DIR), resolve(vars.BACKUP_DIR));
  if (way === '' || (!way.startsWith('..') && !isAbsolute(way)))
    return ['  BACKUP_DIR: must be outside DATA_DIR (each backup would hold the ones before it)'];
  return [];
}

/** Reads and checks the environment once, at start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const blankAsUnset = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`The server's configuration is not valid:\n${problems.join('\n')}`);
  }
  const vars = parsed.data;
  const problems: string[] = [];
  const production = vars.NODE_ENV === 'production';
  if (vars.SMS_PROVIDER === 'msg91' && (!vars.MSG91_AUTH_KEY || !vars.MSG91_TEMPLATE_ID)) {
    problems.push('  SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID');
  }
  const razorpayKeys = [vars.RAZORPAY_KEY_ID, vars.RAZORPAY_KEY_SECRET].filter(Boolean).length;
  if (razorpayKeys === 1)
    problems.push(
      '  RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET go together: set both, or neither for the test gateway',
    );
  if (production && razorpayKeys === 0 && !vars.ALLOW_TEST_GATEWAY) {
    problems.push(
      '  RAZORPAY_KEY_ID/RAZORPAY_KEY_SECRET: required in production ' +
        '(or ALLOW_TEST_GATEWAY=true to take no real money)',
    );
  }
  const whatsappProvider = vars.WHATSAPP_PROVIDER ?? (production ? 'off' : 'console');
  if (
    whatsappProvider === 'cloud' &&
    (!vars.WHATSAPP_PHONE_NUMBER_ID || !vars.WHATSAPP_ACCESS_TOKEN)
  ) {
    problems.push(
      '  WHATSAPP_PROVIDER=cloud needs WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN',
    );
  }
  if (production) {
    if (!vars.AUTH_SECRET)
      problems.push('  AUTH_SECRET: required in production (32 or more random characters)');
    if (vars.SMS_PROVIDER === 'console')
      problems.push('  SMS_PROVIDER: console writes codes to the log; production needs msg91');
    if (whatsappProvider === 'console')
      problems.push(
        '  WHATSAPP_PROVIDER: console writes messages to the log; production needs cloud (or off)',
      );
    if (!vars.PUBLIC_BASE_URL)
      problems.push(
        "  PUBLIC_BASE_URL: required in production (the portal's public address, for links in messages)",
      );
    if (vars.CAPTCHA === 'off')
      problems.push('  CAPTCHA: off is for automated tests only, never production');
  }
  if (vars.WORKERS > 1 && !vars.DATABASE_URL)
    problems.push(
      `  WORKERS=${vars.WORKERS}: several server processes need DATABASE_URL (the embedded database is one process's)`,
    );
  if (vars.WORKERS > 1 && !vars.REDIS_URL)
    problems.push(
      `  WORKERS=${vars.WORKERS}: several server processes need REDIS_URL, so rate limits hold across them`,
    );
  const s3Keys = [vars.S3_ACCESS_KEY_ID, vars.S3_SECRET_ACCESS_KEY].filter(Boolean).length;
  if (s3Keys === 1)
    problems.push(
      "  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the SDK's own credentials",
    );
  if (!vars.S3_BUCKET && (s3Keys > 0 || vars.S3_ENDPOINT))
    problems.push(
      '  S3_BUCKET: required with the other S3_* settings (without it, files are kept in DATA_DIR/blobs)',
    );
  problems.push(...backupProblems(vars));
  const backupKey = readBackupKey(vars);
  problems.push(...backupKey.problems);
  if (problems.length > 0)
    throw new ConfigError(`The server's configuration is not valid:\n${problems.join('\n')}`);
  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    workers: vars.WORKERS,
    database: vars.DATABASE_URL
      ? { kind: 'postgres', url: vars.DATABASE_URL }
      : { kind: 'pglite', dataDir: vars.DATA_DIR },
    logLevel: vars.LOG_LEVEL,
    seedDemoData: vars.SEED_DEMO_DATA,
    webDistDir: vars.WEB_DIST_DIR ?? defaultWebDist,
    trustProxy: vars.TRUST_PROXY,
    redisUrl: vars.REDIS_URL ?? null,
    redisKeyPrefix: vars.REDIS_KEY_PREFIX,
    authSecret: vars.AUTH_SECRET ?? null,
    dataDir: vars.DATA_DIR,
    storageReserveBytes: vars.STORAGE_RESERVE_MB * 1024 * 1024,
    connections: {
      headersTimeoutMs: vars.HEADERS_TIMEOUT_SECONDS * 1000,
      bodyIdleTimeoutMs: vars.BODY_IDLE_TIMEOUT_SECONDS * 1000,
      keepAliveTimeoutMs: vars.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      maxPerAddress: vars.MAX_CONNECTIONS_PER_ADDRESS,
    },
    uploadsPerPerson: vars.UPLOADS_PER_PERSON,
    sms:
      vars.SMS_PROVIDER === 'msg91'
        ? {
            provider: 'msg91',
            authKey: vars.MSG91_AUTH_KEY!,
            templateId: vars.MSG91_TEMPLATE_ID!,
            baseUrl: vars.MSG91_BASE_URL,
            messageTemplates: vars.MSG91_MESSAGE_TEMPLATES ?? null,
          }
        : { provider: 'console' },
    whatsapp:
      whatsappProvider === 'cloud'
        ? {
            provider: 'cloud',
            baseUrl: vars.WHATSAPP_BASE_URL,
            apiVersion: vars.WHATSAPP_API_VERSION,
            phoneNumberId: vars.WHATSAPP_PHONE_NUMBER_ID!,
            accessToken: vars.WHATSAPP_ACCESS_TOKEN!,
            templates: vars.WHATSAPP_TEMPLATES ?? {},
          }
        : { provider: whatsappProvider },
    email: vars.SMTP_URL
      ? { provider: 'smtp', url: vars.SMTP_URL }
      : { provider: production ? 'off' : 'console' },
    publicBaseUrl: (vars.PUBLIC_BASE_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, ''),
    mailFrom: parseMailFrom(vars.MAIL_FROM),
    webhooks: {
      whatsappVerifyToken: vars.WHATSAPP_VERIFY_TOKEN ?? null,
      whatsappAppSecret: vars.WHATSAPP_APP_SECRET ?? null,
      msg91InboundToken: vars.MSG91_INBOUND_TOKEN ?? null,
    },
    captcha: vars.CAPTCHA === 'on',
    payments:
      vars.RAZORPAY_KEY_ID && vars.RAZORPAY_KEY_SECRET
        ? {
            gateway: 'razorpay',
            keyId: vars.RAZORPAY_KEY_ID,
            keySecret: vars.RAZORPAY_KEY_SECRET,
            webhookSecret: vars.RAZORPAY_WEBHOOK_SECRET ?? null,
            baseUrl: vars.RAZORPAY_BASE_URL,
          }
        : { gateway: 'test', webhookSecret: vars.RAZORPAY_WEBHOOK_SECRET ?? null },
    meetingBaseUrl: vars.MEETING_BASE_URL,
    blobs: vars.S3_BUCKET
      ? {
          kind: 's3',
          bucket: vars.S3_BUCKET,
          ...(vars.S3_ENDPOINT ? { endpoint: vars.S3_ENDPOINT } : {}),
          region: vars.S3_REGION,
          ...(vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY
            ? {
                credentials: {
                  accessKeyId: vars.S3_ACCESS_KEY_ID,
                  secretAccessKey: vars.S3_SECRET_ACCESS_KEY,
                },
              }
            : {}),
          forcePathStyle: vars.S3_FORCE_PATH_STYLE,
        }
      : { kind: 'folder', root: join(vars.DATA_DIR, 'blobs') },
    signIn: {
      countries: vars.SIGN_IN_COUNTRIES,
      codesPerHour: vars.SIGN_IN_CODES_PER_HOUR,
      reservePercent: vars.SIGN_IN_RESERVE_PERCENT,
    },
    backups: vars.BACKUP_DIR
      ? { dir: vars.BACKUP_DIR, keep: vars.BACKUP_KEEP ?? DEFAULT_BACKUP_KEEP }
      : null,
    backupKey: backupKey.key,
    metricsToken: vars.METRICS_TOKEN ?? null,
    messageHours: vars.MESSAGE_HOURS,
  };
}
