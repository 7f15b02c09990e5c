/**
 * What the metrics count of each answered request (modules/metrics). Both ways a request is
 * answered report here: Fastify's, through the request log (request-log.ts), and the replayed
 * replies of decision 0043, before Fastify (replayed-replies.ts), so a replayed reply is counted
 * like any other.
 */
export interface RequestMeter {
  /**
   * A request answered: its method, its route's pattern (undefined when no route took it), its
   * status and how long it took.
   */
  answered(method: string, route: string | undefined, status: number, seconds: number): void;
  /** A reply replayed before Fastify: a 200 to a GET of `route`, counted as any answer and as replayed. */
  replayed(route: string | undefined, seconds: number): void;
}
