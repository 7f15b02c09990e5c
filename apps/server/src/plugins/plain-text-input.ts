import fp from 'fastify-plugin';
import { AppError } from '../lib/errors/app-error';
import { addRouteHook, takesBody } from '../lib/http/route-hooks';

/**
 * NUL and the other C0 control characters (but tab, line feed and carriage return), DEL and the
 * C1 controls: no person types them, PostgreSQL refuses NUL in text, and they hide what a
 * field says when the office reads it.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Half of a UTF-16 pair without its other half: no character at all, and PostgreSQL cannot store it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unplain = (text: string) => CONTROL_CHARACTERS.test(text) || LONE_SURROGATE.test(text);

/** The dotted path of the first string (or object key) holding a control character or a lone surrogate, or null. */
export function controlCharacterPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return unplain(value) ? path || 'request' : null;
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (unplain(key)) return itemPath;
    const found = controlCharacterPath(item, itemPath);
    if (found) return found;
  }
  return null;
}

const refusal = (path: string) => new AppError('VALIDATION_FAILED', { [path]: 'validation.control_characters' });

/**
 * Refuses a request whose path, query or JSON body carries a control character, before any
 * route sees it (multipart fields are checked as they are read: appointments/booking/booking-upload.ts).
 * The path and the query are known as the request arrives; a body only on a route that takes one,
 * so only those routes have the body's hook (a hook phase costs every call: decision 0040).
 * Callback hooks: a promise per call is measurable (decision 0037).
 */
export const plainTextInput = fp(async (app) => {
  app.addHook('onRequest', (request, _reply, done) => {
    const path = controlCharacterPath(request.params) ?? controlCharacterPath(request.query);
    done(path ? refusal(path) : undefined);
  });
  app.addHook('onRoute', (route) => {
    if (!takesBody(route)) return;
    addRouteHook(route, 'preValidation', (request, _reply, done) => {
      const path = controlCharacterPath(request.body);
      done(path ? refusal(path) : undefined);
    });
  });
});
