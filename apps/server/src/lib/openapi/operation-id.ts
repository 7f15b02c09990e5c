/**
 * The operationId a route gets unless its schema names one: the HTTP method and the path's
 * words after `/api` in camelCase, each path parameter as `By<Name>`, so a caller can tell it
 * from the route and a route added later gets one without anyone remembering to write it:
 * `POST /api/appointments/:id/cancel` is `postAppointmentsByIdCancel`, `GET /healthz` is
 * `getHealthz`. Two routes whose words run together alike would share an id: the OpenAPI test
 * refuses any id used twice.
 */
export function operationIdFor(method: string, url: string): string {
  const segments = url.split('/').filter(Boolean);
  const words = (segments[0] === 'api' ? segments.slice(1) : segments).flatMap((segment) =>
    segment.startsWith(':') || segment.startsWith('{')
      ? ['by', ...wordsOf(segment)]
      : wordsOf(segment),
  );
  return [method.toLowerCase(), ...words.map(capitalised)].join('');
}

/** A segment's words: letters and digits between anything else (`calendar.ics`, `no-show`, `{slotId}`). */
function wordsOf(segment: string): string[] {
  return segment
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
