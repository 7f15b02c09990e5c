import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type onResponseHookHandler,
} from 'fastify';
import compress from '@fastify/compress';
import pino from 'pino';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import {
  DEFAULT_BACKUP_KEEP,
  DEFAULT_SIGN_IN_CODES_PER_HOUR,
  DEFAULT_SIGN_IN_COUNTRIES,
  DEFAULT_SIGN_IN_RESERVE_PERCENT,
  type AppConfig,
} from './config';
import type { Database, OpenDatabase } from './db/database';
import type { AppDependencies } from './dependencies';
import type { BlobStore } from './lib/blob-store/blob-store';
import { createStorageWatch, type StorageWatch } from './lib/storage/storage-watch';
import { authGuard } from './plugins/auth-guard';
import { authRoutes } from './routes/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createSessionsService } from './modules/sessions/sessions.service';
import { createSecondFactorService } from './modules/second-factor/second-factor.service';
import { secondFactorStepRoutes } from './routes/auth/second-factor.routes';
import { sessionsRoutes } from './routes/users/sessions.routes';
import { createCaptcha } from './modules/auth/captcha';
import { createSignInBudget } from './modules/auth/sign-in-budget';
import { createSignInCountriesService } from './modules/auth/sign-in-countries.service';
import { usersRoutes } from './routes/users/users.routes';
import { peopleRoutes } from './routes/people/people.routes';
import { dataRequestsRoutes } from './routes/privacy/requests/requests.routes';
import { erasureRoutes } from './routes/privacy/erasure/erasure.routes';
import { dataCopyRoutes } from './routes/privacy/data-copy/data-copy.routes';
import { appointmentsRoutes } from './routes/appointments/appointments.routes';
import { reportsRoutes } from './routes/reports/reports.routes';
import { paymentsRoutes } from './routes/payments/payments.routes';
import { receiptsRoutes } from './routes/receipts/receipts.routes';
import { slotsRoutes } from './routes/slots/slots.routes';
import { adminRoutes } from './routes/admin/admin.routes';
import { clientErrorHandler, errorEnvelope, frameworkErrors } from './plugins/error-envelope';
import {
  createServerLoggers,
  lazyRequestLogger,
  type ServerLoggers,
} from './lib/http/server-loggers';
import { openApi } from './plugins/openapi';
import { plainTextInput } from './plugins/plain-text-input';
import { OneLinePerRequest } from './lib/http/request-log';
import { requestIdFor } from './lib/http/request-id';
import { addRouteHook, takesBody } from './lib/http/route-hooks';
import { createUploadGate, DEFAULT_UPLOADS_PER_PERSON } from './lib/http/connections/upload-gate';
import {
  bodyIdleTimeout,
  DEFAULT_CONNECTION_LIMITS,
  guardConnections,
  httpServerOptions,
} from './lib/http/connections/connection-guard';
import { securityHeaders } from './plugins/security-headers';
import { webApp } from './plugins/web-app';
import { catalogRoutes } from './routes/catalog/catalog.routes';
import { astrologersRoutes } from './routes/astrologers/astrologers.routes';
import { astrologyRoutes } from './routes/astrology/astrology.routes';
import { contentRoutes } from './routes/content/content.routes';
import { healthRoutes } from './routes/health/health.routes';
import { createPortalMetrics, type PortalMetrics } from './modules/metrics/portal-metrics';
import { metricsRoutes } from './routes/metrics/metrics.routes';
import { createOutboxWorker, type OutboxWorker } from './modules/messages/outbox/outbox-worker';
import { DEFAULT_MESSAGE_HOURS, useMessageHours } from './modules/messages/outbox/message-hours';
import { unsubscribeUrls } from './modules/opt-out/unsubscribe-token';
import { confirmationUrl, linkToken } from './modules/users/email/email-link-token';
import { optOutRoutes } from './routes/opt-out/opt-out.routes';
import { createReadCache, type ReadCache } from './lib/read-cache/read-cache';
import { replayBeforeFastify, type ReplayedReplies } from './lib/read-cache/replayed-replies';
import { COMPRESS_THRESHOLD_BYTES } from './lib/read-cache/cached-json';
import { createNoticeService } from './modules/privacy/notice/notice.service';
import { noticeRoutes } from './routes/privacy/notice/notice.routes';
import { consentsRoutes } from './routes/privacy/consents/consents.routes';

declare module 'fastify' {
  interface FastifyInstance {
    database: OpenDatabase;
    db: Database;
    /** Every route as registered: method and URL (the admin guard's test walks them). */
    registeredRoutes: { method: string; url: string }[];
    /** Sends the outbox's messages: started by the server process (server.ts); tests drain it themselves. */
    outbox: OutboxWorker;
    /** Where uploads and reports are kept (decision 0031). */
    blobs: BlobStore;
    /** Whether the folders the portal writes to have room (/readyz, the office's banner, uploads). */
    storage: StorageWatch;
    /**
     * The catalogue and content as every visitor reads them, cached in memory until the office
     * changes them (decision 0032).
     */
    readCache: ReadCache;
    /** Replies of read-mostly calls answered again before Fastify (decision 0043). */
    replayedReplies: ReplayedReplies;
    /** The app's metrics (GET /metrics, decision 0053): the error envelope counts its 429s there. */
    metrics: PortalMetrics;
  }
}

/** The portal's name where another party shows it: Razorpay's checkout, an authenticator app. */
const APP_NAME = 'Jothidam';

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
/**
 * zod checks and writes every schema. Given as the compilers' factory (Fastify's types expect
 * ajv's there; the call is the same), Fastify's own compilers (ajv, fast-json-stringify) are never
 * loaded: they were a sixth of a restart (decision 0037).
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

export interface BuildAppOptions {
  /** `signIn` left out (tests): SIGN_IN_COUNTRIES' and SIGN_IN_CODES_PER_HOUR's defaults. */
  config: Pick<AppConfig, 'logLevel' | 'webDistDir' | 'trustProxy'> &
    Partial<
      Pick<
        AppConfig,
        'signIn' | 'connections' | 'uploadsPerPerson' | 'metricsToken' | 'messageHours' | 'backups'
      >
    >;
  database: OpenDatabase;
  dependencies: AppDependencies;
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: NodeJS.WritableStream;
  /**
   * The server's loggers, made by the process before the app so its start is logged by them too
   * (server.ts); made here otherwise.
   */
  loggers?: ServerLoggers | null;
}

/**
 * Builds the whole application from checked configuration and an open database. The process
 * entry (server.ts) and the tests both build it here; it never listens or opens anything itself.
 */
export async function buildApp({
  config,
  database,
  dependencies,
  logStream,
  loggers: given,
}: BuildAppOptions): Promise<FastifyInstance> {
  const loggers =
    given !== undefined
      ? given
      : config.logLevel === 'silent' && !logStream
        ? null
        : createServerLoggers(config.logLevel, logStream);
  const connections = config.connections ?? DEFAULT_CONNECTION_LIMITS;
  const metrics = createPortalMetrics(database, loggers?.app ?? null);
  const app = Fastify({
    ...httpServerOptions(connections),
    // A silent logger rather than none: without one, Fastify never reports a request answered (the
    // metrics count them there).
    loggerInstance: loggers?.app ?? pino({ level: 'silent' }, { write: () => true }),
    childLoggerFactory: lazyRequestLogger,
    // A number of hops as proxy-addr counts them: the nearest n addresses are proxies.
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    requestIdHeader: false,
    logController: new OneLinePerRequest(loggers?.requestLines ?? null, metrics.requests),
    frameworkErrors,
    clientErrorHandler,
    schemaController: { compilersFactory: zodCompilers },
    genReqId: (request) => requestIdFor(request.headers['x-request-id']),
  }).withTypeProvider<ZodTypeProvider>();

  guardConnections(app.server, connections, {
    behindProxy: config.trustProxy !== false,
    log: app.log,
  });
  if (loggers?.requestLines) app.addHook('onClose', loggers.requestLines.flush);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('metrics', metrics);
  app.decorate('blobs', dependencies.blobs);
  app.decorate(
    'uploadGate',
    createUploadGate(config.uploadsPerPerson ?? DEFAULT_UPLOADS_PER_PERSON),
  );
  app.decorate(
    'storage',
    dependencies.storage ?? createStorageWatch({ folders: [], reserveBytes: 0 }),
  );
  const registeredRoutes: { method: string; url: string }[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  // When messages that can wait are sent (decision 0056); left out (tests): 08:00 to 21:00.
  useMessageHours(config.messageHours === undefined ? DEFAULT_MESSAGE_HOURS : config.messageHours);
  const outbox = createOutboxWorker({
    db: database.db,
    channels: dependencies.channels,
    publicBaseUrl: dependencies.publicBaseUrl,
    mailFrom: dependencies.mailFrom,
    unsubscribeUrls: (userId) =>
      unsubscribeUrls(dependencies.publicBaseUrl, dependencies.secret, userId),
    confirmationLink: (seed, language) =>
      confirmationUrl(dependencies.publicBaseUrl, linkToken(dependencies.secret, seed), language),
    log: app.log,
  });
  app.decorate('outbox', outbox);
  app.addHook('onClose', () => outbox.stop());
  const readCache = createReadCache({
    bus: dependencies.invalidationBus,
    onPublishError: (error) =>
      app.log.warn(
        { err: error },
        'other server processes were not told of a change; they see it within five minutes',
      ),
  });
  app.decorate('readCache', readCache);
  app.addHook('onClose', () => readCache.close());
  app.decorate(
    'replayedReplies',
    replayBeforeFastify(app, readCache, loggers?.requestLines ?? null, metrics.requests),
  );
  // Any change a signed-in person made (a booking, a cancellation, a move, the office's schedule
  // or its appointments, a sign-out, a new name) may change a day's slots or who a token is: the
  // kept days and sessions are dropped here and in every other process. Public calls (a sign-in
  // code, a star) change neither and drop nothing. Only a route that takes a body changes
  // anything, so only those routes carry the hook; nor does a request without a body need
  // @fastify/compress's hook that inflates one (decision 0040).
  const dropSignedInReads: onResponseHookHandler = (request, reply, done) => {
    if (!request.user || reply.statusCode >= 400) return done();
    Promise.all([readCache.invalidate('slots'), readCache.invalidate('sessions')]).then(
      () => done(),
      done,
    );
  };
  const bodyIdle = bodyIdleTimeout(connections);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
    if (takesBody(route)) {
      addRouteHook(route, 'onRequest', bodyIdle, { first: true });
      addRouteHook(route, 'onResponse', dropSignedInReads);
    } else {
      route.decompress ??= false;
    }
  });

  // External plugins, then the app's own, then routes (the order of fastify/demo).
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD_BYTES });
  await app.register(securityHeaders);
  await app.register(errorEnvelope);
  await app.register(plainTextInput);
  await app.register(openApi);

  const signInPolicy = config.signIn ?? {
    countries: DEFAULT_SIGN_IN_COUNTRIES,
    codesPerHour: DEFAULT_SIGN_IN_CODES_PER_HOUR,
  };
  const signInCountries = createSignInCountriesService(database.db, readCache, signInPolicy);
  const budget = createSignInBudget({
    db: database.db,
    counters: dependencies.counters,
    codesPerHour: signInPolicy.codesPerHour,
    reservePercent: signInPolicy.reservePercent ?? DEFAULT_SIGN_IN_RESERVE_PERCENT,
    onNoticeError: (error) =>
      app.log.warn(
        { err: error },
        "the office could not be told that the hour's sign-in codes ran out",
      ),
  });
  // The proof of work grows dearer as the hour's budget drains (decision 0105).
  const captcha = dependencies.captcha
    ? createCaptcha(dependencies.secret, dependencies.counters, { used: () => budget.used() })
    : null;
  const auth = createAuthService({
    db: database.db,
    counters: dependencies.counters,
    sms: dependencies.sms,
    captcha,
    secret: dependencies.secret,
    servedCountries: () => signInCountries.served(),
    budget,
    publicBaseUrl: dependencies.publicBaseUrl,
  });
  const sessions = createSessionsService(database.db);
  await app.register(authGuard, { sessions });

  await app.register(healthRoutes, { counters: dependencies.counters });
  await app.register(metricsRoutes, { metrics, token: config.metricsToken ?? null });
  await app.register(authRoutes, { auth, captcha });
  const secondFactor = createSecondFactorService({
    db: database.db,
    counters: dependencies.counters,
    secret: dependencies.secret,
    issuer: APP_NAME,
  });
  await app.register(secondFactorStepRoutes, { secondFactor, secret: dependencies.secret });
  // The notice names where files are kept, where video rooms are and how long backups last
  // (decision 0100): the backups' rotation is BACKUP_KEEP's, or its default when they are off.
  const notices = createNoticeService(database.db, {
    fileStorage: dependencies.blobs.kind,
    meetingBaseUrl: dependencies.meetingBaseUrl,
    backupKeepDays: config.backups?.keep ?? DEFAULT_BACKUP_KEEP,
  });
  await app.register(noticeRoutes, { notices });
  await app.register(consentsRoutes);
  await app.register(usersRoutes, { secret: dependencies.secret });
  await app.register(sessionsRoutes, { sessions });
  await app.register(peopleRoutes);
  await app.register(dataRequestsRoutes);
  await app.register(dataCopyRoutes);
  await app.register(erasureRoutes, {
    auth,
    gateway: dependencies.gateway,
    backupKeepDays: config.backups?.keep ?? null,
  });
  await app.register(appointmentsRoutes, {
    gateway: dependencies.gateway,
    calendar: { publicBaseUrl: dependencies.publicBaseUrl, mailFrom: dependencies.mailFrom },
  });
  await app.register(reportsRoutes);
  await app.register(slotsRoutes, { meetingBaseUrl: dependencies.meetingBaseUrl });
  await app.register(paymentsRoutes, { gateway: dependencies.gateway, appName: APP_NAME });
  await app.register(receiptsRoutes);
  await app.register(catalogRoutes);
  await app.register(astrologersRoutes);
  await app.register(contentRoutes);
  await app.register(astrologyRoutes, { counters: dependencies.counters });
  await app.register(optOutRoutes, {
    secret: dependencies.secret,
    webhooks: dependencies.webhooks,
  });
  await app.register(adminRoutes, {
    gateway: dependencies.gateway,
    meetingBaseUrl: dependencies.meetingBaseUrl,
    onMessageRetry: () => outbox.nudge(),
    signInCountries,
    notices,
    secondFactor,
  });

  await app.register(webApp, { distDir: config.webDistDir });
  return app;
}
