import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { RequestLines } from './server-loggers';
import type { RequestMeter } from './request-meter';
import { pathOf } from './url-path';

/**
 * One log line per request, when it is answered: request id, method, path (never the query
 * string), status and milliseconds. Fastify's default is two lines (incoming, completed), each
 * through the serialisers and the redaction of log-privacy.ts: at info level that was two thirds
 * of a cached call's time (decision 0032). The line goes to `lines` (server-loggers.ts), since
 * it holds nothing personal (decision 0037). A request that failed is logged as an error through
 * the request's own, redacting, logger, with the error. Each answer is counted by the metrics too
 * (`meter`): no hook of its own, so no route pays for another hook phase (decision 0040).
 */
export class OneLinePerRequest extends LogController {
  constructor(
    private readonly lines: RequestLines | null,
    private readonly meter: RequestMeter | null = null,
  ) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const elapsedMs = reply.elapsedTime;
    this.meter?.answered(
      request.method,
      request.routeOptions.url,
      reply.statusCode,
      elapsedMs / 1000,
    );
    if (this.isLogDisabled(request)) return;
    const path = pathOf(request.url);
    const ms = Math.round(elapsedMs);
    if (error)
      reply.log.error(
        { method: request.method, path, status: reply.statusCode, ms, err: error },
        'request errored',
      );
    else
      this.lines?.write({
        reqId: request.id,
        method: request.method,
        path,
        status: reply.statusCode,
        ms,
      });
  }
}
