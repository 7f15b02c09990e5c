import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, onRequestHookHandler } from 'fastify';

/**
 * What slow and idle connections may hold, so that they cannot exhaust the server
 * (HEADERS_TIMEOUT_SECONDS and the settings beside it).
 */
export interface ConnectionLimits {
  /** A request's headers must all arrive within this time, or the connection is answered 408 and closed. */
  headersTimeoutMs: number;
  /** A request body may not pause longer than this between two chunks. */
  bodyIdleTimeoutMs: number;
  /** A kept-alive connection with no request closes after this. */
  keepAliveTimeoutMs: number;
  /**
   * Open connections one address may hold (only without a proxy in front: behind one, every visitor
   * has its address).
   */
  maxPerAddress: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  bodyIdleTimeoutMs: 10_000,
  keepAliveTimeoutMs: 10_000,
  maxPerAddress: 64,
};

/** How often Node looks for requests whose headers are late: the timeout holds within this much. */
const CHECK_EVERY_MS = 1_000;
/** Connections refused are said in the log at most this often (with how many), never once each. */
const REPORT_EVERY_MS = 60_000;

/** The options of Node's HTTP server that carry the limits (given to Fastify as `http` and `keepAliveTimeout`). */
export function httpServerOptions(limits: ConnectionLimits) {
  return {
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: 0,
      connectionsCheckingInterval: CHECK_EVERY_MS,
    },
    keepAliveTimeout: limits.keepAliveTimeoutMs,
  };
}

/** The process's soft limit of open files (Linux), or null where it cannot be read. */
export function openFileLimit(limitsFile = '/proc/self/limits'): number | null {
  try {
    const line = readFileSync(limitsFile, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    return soft && /^\d+$/.test(soft) ? Number(soft) : null;
  } catch {
    return null;
  }
}

/**
 * Connections the server takes at most, leaving room below the open-file limit for what the
 * portal itself opens (database connections, uploads, reports, its own files): a tenth of the
 * limit, and at least 256. Beyond it new connections are closed at once, so the visitors
 * already connected are still served instead of every request failing on EMFILE.
 */
export function connectionCeiling(fileLimit: number | null): number | null {
  if (fileLimit === null) return null;
  return Math.max(16, fileLimit - Math.max(256, Math.ceil(fileLimit / 10)));
}

/** Says a kind of refusal in the log once a minute at most, with how many were refused meanwhile. */
function refusalReporter(log: FastifyBaseLogger, message: string) {
  let refused = 0;
  let lastSaidAt = 0;
  return (details: object) => {
    refused += 1;
    const now = Date.now();
    if (now - lastSaidAt < REPORT_EVERY_MS) return;
    log.warn({ ...details, refused }, message);
    refused = 0;
    lastSaidAt = now;
  };
}

/**
 * Guards the server's connections: without a proxy, one address holds at most `maxPerAddress`
 * (beyond it a new one is closed at once); near the open-file limit, new connections are shed
 * (Node's maxConnections). Both are said in the log, at warn, at most once a minute each.
 */
export function guardConnections(
  server: Server,
  limits: ConnectionLimits,
  {
    behindProxy,
    log,
    fileLimit = openFileLimit(),
  }: { behindProxy: boolean; log: FastifyBaseLogger; fileLimit?: number | null },
): void {
  const ceiling = connectionCeiling(fileLimit);
  if (ceiling !== null) {
    server.maxConnections = ceiling;
    const sayShed = refusalReporter(
      log,
      'the server is near its open-file limit: new connections are closed at once',
    );
    server.on('drop', () => sayShed({ openFileLimit: fileLimit, maxConnections: ceiling }));
  }
  if (behindProxy) return;
  const open = new Map<string, number>();
  const sayRefused = refusalReporter(
    log,
    'an address holds the most connections it may: more from it are closed at once',
  );
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const held = open.get(address) ?? 0;
    if (held >= limits.maxPerAddress) {
      sayRefused({ address, maxPerAddress: limits.maxPerAddress });
      socket.destroy();
      return;
    }
    open.set(address, held + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/**
 * A request body may pause at most `bodyIdleTimeoutMs` between chunks: while it arrives, its
 * socket times out after that long without a byte (Node then closes it); once it has arrived
 * the socket has no timeout again (Node sets the keep-alive one after the reply). Added only to
 * routes that take a body.
 */
export function bodyIdleTimeout(limits: ConnectionLimits): onRequestHookHandler {
  return (request, reply, done) => {
    const raw = request.raw;
    const socket = raw.socket as Partial<Socket> | undefined;
    const hasBody =
      raw.headers['transfer-encoding'] !== undefined ||
      (raw.headers['content-length'] ?? '0') !== '0';
    // A request injected by a test has no real socket to time.
    if (hasBody && !raw.complete && typeof socket?.setTimeout === 'function') {
      socket.setTimeout(limits.bodyIdleTimeoutMs);
      raw.once('end', () => {
        if (!reply.raw.writableFinished) socket.setTimeout?.(0);
      });
    }
    done();
  };
}
