import fp from 'fastify-plugin';
import { AppError } from '../lib/errors/app-error';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from '../lib/http/json-nesting';
import { addRouteHook, takesBody } from '../lib/http/route-hooks';
import { CONTROL_CHARACTERS } from '../lib/http/control-characters';

/** Half of a UTF-16 pair without its other half: no character at all, and PostgreSQL cannot store it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unplain = (text: string) => CONTROL_CHARACTERS.test(text) || LONE_SURROGATE.test(text);

interface Problem {
  path: string;
  key: 'validation.control_characters' | 'validation.nesting_depth';
}

/**
 * The first problem of a request's path, query or body, or null: a string (or object key) holding
 * a control character or a lone surrogate, named by its dotted path; or lists and objects nested
 * deeper than MAX_JSON_DEPTH. Walked with a stack of its own, not by recursion, so no value
 * overflows the call stack, in the order a recursive walk takes (each key, then what it holds).
 */
export function inputProblem(value: unknown): Problem | null {
  const pending: { key?: string; value: unknown; path: string; depth: number }[] = [
    { value, path: '', depth: 0 },
  ];
  for (let item = pending.pop(); item; item = pending.pop()) {
    if (item.key !== undefined && unplain(item.key))
      return { path: item.path, key: 'validation.control_characters' };
    if (typeof item.value === 'string') {
      if (unplain(item.value))
        return { path: item.path || 'request', key: 'validation.control_characters' };
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null || Buffer.isBuffer(item.value))
      continue;
    const depth = item.depth + 1;
    if (depth > MAX_JSON_DEPTH) return { path: 'request', key: 'validation.nesting_depth' };
    const entries = Object.entries(item.value as Record<string, unknown>);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index]!;
      pending.push({ key, value: child, path: item.path ? `${item.path}.${key}` : key, depth });
    }
  }
  return null;
}

/** The dotted path of the first string (or object key) holding a control character or a lone surrogate, or null. */
export function controlCharacterPath(value: unknown): string | null {
  const problem = inputProblem(value);
  return problem?.key === 'validation.control_characters' ? problem.path : null;
}

const refusal = (problem: Problem) =>
  new AppError('VALIDATION_FAILED', { fields: { [problem.path]: problem.key } });
const nestedTooDeeply = () => refusal({ path: 'request', key: 'validation.nesting_depth' });

/**
 * Refuses a request whose path, query or JSON body carries a control character, or whose JSON
 * body nests deeper than MAX_JSON_DEPTH, before any route sees it (multipart fields are checked as
 * they are read: appointments/booking/booking-upload.ts). The nesting is read from the body's text
 * before it is parsed, in the JSON parser itself: Fastify's own parser (with its __proto__ checks)
 * then parses it, and nothing that walks a value by recursion ever meets a deep one.
 * The path and the query are known as the request arrives; a body only on a route that takes one,
 * so only those routes have the body's hook (a hook phase costs every call: decision 0040).
 * Callback hooks: a promise per call is measurable (decision 0037).
 */
export const plainTextInput = fp(async (app) => {
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestsDeeperThan(body as string)) done(nestedTooDeeply(), undefined);
    else void parseJson(request, body as string, done);
  });
  app.addHook('onRequest', (request, _reply, done) => {
    const problem = inputProblem(request.params) ?? inputProblem(request.query);
    done(problem ? refusal(problem) : undefined);
  });
  app.addHook('onRoute', (route) => {
    if (!takesBody(route)) return;
    addRouteHook(route, 'preValidation', (request, _reply, done) => {
      const problem = inputProblem(request.body);
      done(problem ? refusal(problem) : undefined);
    });
  });
});
