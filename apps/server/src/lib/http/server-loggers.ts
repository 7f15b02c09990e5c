import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { hostname } from 'node:os';
import pino, { type Bindings, type ChildLoggerOptions, type Logger } from 'pino';
import { privateLoggerOptions } from './log-privacy';

/**
 * The server's log: `app`, pino with log-privacy's serialisers and redaction, for everything the
 * code logs; and `requestLines` (null when the level is above info), the one line per answered
 * request, written to the same destination (standard output, or the stream tests read).
 */
export interface ServerLoggers {
  app: FastifyBaseLogger;
  requestLines: RequestLines | null;
}

export function createServerLoggers(level: string, stream?: NodeJS.WritableStream): ServerLoggers {
  const app = stream
    ? pino(privateLoggerOptions(level), stream)
    : pino(privateLoggerOptions(level));
  const destination = (app as unknown as Record<symbol, NodeJS.WritableStream>)[
    pino.symbols.streamSym
  ]!;
  return { app, requestLines: app.isLevelEnabled('info') ? new RequestLines(destination) : null };
}

export interface RequestLine {
  reqId: string;
  method: string;
  /** Without the query string. */
  path: string;
  status: number;
  ms: number;
}

/** Request lines are written when this much is gathered, */
export const REQUEST_LINES_BATCH_CHARS = 16 * 1024;
/** or this long after the first of them, whichever comes first. */
export const REQUEST_LINES_DELAY_MS = 100;

/**
 * The request lines, in pino's own format (level, time, pid, hostname, then the fields), but
 * made from a template and gathered into one write per batch: through pino, each line was walked
 * by the redaction and written on its own, a sixth of a cached call's time (decision 0037); a
 * write per turn of the event loop still cost a tenth of it, since every write to a file is work
 * for one of libuv's threads on a machine of two cores (decision 0040). Its fields hold nothing
 * personal, so nothing is lost by skipping redaction.
 */
export class RequestLines {
  #pending = '';
  #timer: NodeJS.Timeout | null = null;
  readonly #processFields = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;

  constructor(private readonly destination: NodeJS.WritableStream) {}

  write({ reqId, method, path, status, ms }: RequestLine): void {
    this.#pending +=
      `{"level":30,"time":${Date.now()}${this.#processFields},"reqId":${JSON.stringify(reqId)},` +
      `"method":${JSON.stringify(method)},"path":${JSON.stringify(path)},` +
      `"status":${status},"ms":${ms},"msg":"request completed"}\n`;
    if (this.#pending.length >= REQUEST_LINES_BATCH_CHARS) this.flush();
    else this.#timer ??= setTimeout(this.flush, REQUEST_LINES_DELAY_MS).unref();
  }

  /** Writes what is gathered; the server calls it as it closes. */
  readonly flush = (): void => {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    if (!this.#pending) return;
    this.destination.write(this.#pending);
    this.#pending = '';
  };
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
    return this.#child
      ? this.#child.isLevelEnabled(level)
      : this.parent.levels.values[level]! >= this.parent.levels.values[this.level]!;
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
export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) =>
  new RequestLogger(logger as unknown as Logger, bindings, options) as unknown as FastifyBaseLogger;
