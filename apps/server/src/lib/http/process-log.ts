import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { AppConfig } from '../../config';
import { privateLoggerOptions } from './log-privacy';

/** The levels above info: at these, the process's own lines are still written (at info). */
const QUIETER_THAN_INFO = new Set(['fatal', 'error', 'warn']);

/**
 * The log of the process's life, in the server's one format (pino's JSON lines on standard
 * output, decision 0052): what its start fell back to, "Portal ready", its stop, and what a
 * console provider would have sent. These lines are written at info even when LOG_LEVEL is warn
 * or quieter (where the portal listens, and a developer's sign-in code, are never left out), and
 * never when it is silent. `logger` is the server's own (server-loggers.ts), or one of the same
 * options is made (the cluster's primary, which builds no app).
 */
export function processLog(
  level: AppConfig['logLevel'],
  logger?: FastifyBaseLogger,
): FastifyBaseLogger {
  const base = logger ?? pino(privateLoggerOptions(level));
  if (level === 'silent') return base;
  return QUIETER_THAN_INFO.has(level) ? base.child({}, { level: 'info' }) : base;
}

/**
 * The log as the start-up code takes it (createDependencies, the blob upkeep): a line, with fields
 * or not, and a warning.
 */
export function startLog(log: FastifyBaseLogger) {
  return {
    line: (text: string, fields: Record<string, unknown> = {}) => log.info(fields, text),
    warn: (text: string) => log.warn(text),
  };
}
