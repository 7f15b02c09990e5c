import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions, type Logger } from 'pino';
import { privateLoggerOptions } from './log-privacy';

/**
 * The server's two loggers, writing to one destination (standard output, or the stream tests
 * read): `app`, with log-privacy's serialisers and redaction, for everything the code logs; and
 * `requestLines`, for the one line per answered request (request-log.ts), whose fields (request
 * id, method, path without its query, status, milliseconds) hold nothing to redact: redaction
 * walked every such object and cost a tenth of a cached call's time (decision 0037).
 */
export interface ServerLoggers {
  app: Logger;
  requestLines: Logger;
}

export function createServerLoggers(level: string, stream?: NodeJS.WritableStream): ServerLoggers {
  const app = stream ? pino(privateLoggerOptions(level), stream) : pino(privateLoggerOptions(level));
  const destination = (app as unknown as Record<symbol, NodeJS.WritableStream>)[pino.symbols.streamSym];
  return { app, requestLines: pino({ level }, destination) };
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

/**
 * A request's logger (`request.log`), made only when the request logs something of its own:
 * most requests log nothing but their request line, and pino's child (the request id bound and
 * serialised) was the next largest cost of a cached call.
 */
class RequestLogger {
  #child: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly boundFields: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** The pino child, made at the first use. */
  get made(): Logger {
    this.#child ??= this.parent.child(this.boundFields, this.options);
    return this.#child;
  }

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.made.level = level;
  }

  isLevelEnabled(level: string): boolean {
    return this.#child ? this.#child.isLevelEnabled(level) : this.parent.levels.values[level]! >= this.parent.levels.values[this.level]!;
  }

  bindings(): Bindings {
    return this.made.bindings();
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): Logger {
    return this.made.child(bindings, options);
  }

  silent(): void {}
}
for (const level of LEVELS) {
  Object.defineProperty(RequestLogger.prototype, level, {
    value(this: RequestLogger, ...args: unknown[]) {
      if (!this.isLevelEnabled(level)) return;
      this.made[level](...(args as [string]));
    },
  });
}

/** Fastify's childLoggerFactory: a RequestLogger. */
export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  new RequestLogger(logger as unknown as Logger, bindings, options) as unknown as FastifyBaseLogger;
