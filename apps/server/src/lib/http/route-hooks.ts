import type { RouteOptions } from 'fastify';

/** The methods whose requests carry a body Fastify reads; it reads none for GET, HEAD or OPTIONS. */
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether any of a route's methods takes a body (and so may change something). */
export const takesBody = (route: Pick<RouteOptions, 'method'>): boolean =>
  [route.method].flat().some((method) => METHODS_WITH_BODY.has(method));

type RouteHookName = 'onRequest' | 'preValidation' | 'onResponse';

/**
 * Adds a hook to one route as it is declared (from an onRoute hook), after the route's own (or
 * before them, `first`). A hook
 * that only some routes need is added to those alone: every hook phase a route has costs every
 * call to it, even when the hook does nothing (decision 0040).
 */
export function addRouteHook<Name extends RouteHookName>(
  route: RouteOptions,
  name: Name,
  hook: Exclude<NonNullable<RouteOptions[Name]>, readonly unknown[]>,
  { first = false }: { first?: boolean } = {},
): void {
  const current = route[name];
  route[name] =
    current === undefined ? [hook] : first ? [hook, current].flat() : [current, hook].flat();
}
