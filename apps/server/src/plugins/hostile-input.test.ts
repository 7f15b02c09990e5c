import { PassThrough } from 'node:stream';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { errorCodes } from '@portal/contracts';
import { createTestApp, type TestApp } from '../test/test-app';
import { bookAppointment, createAdmin, createCustomer } from '../test/customers';
import {
  DEEP_JSON_DEPTH,
  deepJsonBodies,
  hostileRequest,
  operationsOf,
  type Operation,
  type OpenApiDocument,
} from '../test/hostile-requests';

/**
 * The portal probed from outside: for every operation of its OpenAPI document, generated
 * hostile paths, queries, headers and bodies, sent with no sign-in, as a customer and as the
 * office. No reply may be a 5xx; every 4xx is the error envelope with the request id and the
 * security headers, and never echoes the request back. Runs on PGlite and on PostgreSQL.
 */

const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);

let testApp: TestApp;
let tokens: { customer: string; office: string };
let operations: Operation[];
/** What the server logged. */
let logged = '';

beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => (logged += chunk.toString('utf8')));
  testApp = await createTestApp({ logStream });
  const customer = await createCustomer(testApp, '+919800099001');
  const office = await createAdmin(testApp, '+919800099002');
  await bookAppointment(testApp, customer);
  tokens = { customer, office };
  const document = (
    await testApp.inject({ method: 'GET', url: '/api/docs/json' })
  ).json<OpenApiDocument>();
  operations = operationsOf(document);
});

afterAll(async () => {
  await testApp?.close();
});

const knownCodes = new Set<string>(errorCodes);

/** What is wrong with one reply, or null. */
function problemWith(
  reply: { statusCode: number; headers: Record<string, unknown>; body: string },
  sentUrl: string,
): string | null {
  if (reply.statusCode >= 500) return `status ${reply.statusCode}: ${reply.body.slice(0, 300)}`;
  if (reply.headers['x-content-type-options'] !== 'nosniff') return 'no security headers';
  if (typeof reply.headers['x-request-id'] !== 'string') return 'no x-request-id header';
  if (reply.statusCode < 400) return null;
  let body: { success?: unknown; error?: unknown; code?: unknown; request_id?: unknown };
  try {
    body = JSON.parse(reply.body) as typeof body;
  } catch {
    return `status ${reply.statusCode} is not JSON: ${reply.body.slice(0, 200)}`;
  }
  if (
    body.success !== false ||
    typeof body.error !== 'string' ||
    typeof body.code !== 'string' ||
    !knownCodes.has(body.code)
  ) {
    return `status ${reply.statusCode} outside the envelope: ${reply.body.slice(0, 200)}`;
  }
  if (body.request_id !== reply.headers['x-request-id'])
    return 'request_id differs from the header';
  const path = sentUrl.split('?')[0]!;
  if (path.length > 12 && reply.body.includes(path)) return 'the reply echoes the URL';
  return null;
}

test.each([
  ['a record id above 2^31 − 1', 'GET', '/api/appointments/2147483648', 'customer', undefined, 400],
  [
    'a country id above 2^31 − 1, signed out',
    'POST',
    '/api/countries/pricing',
    'none',
    { country_id: 2_147_483_648 },
    400,
  ],
  ['a NUL in a name', 'PUT', '/api/user/profile', 'customer', { name: 'a\u0000b' }, 400],
  [
    'half of a UTF-16 pair in a name',
    'PUT',
    '/api/user/profile',
    'customer',
    { name: 'a\ud800b' },
    400,
  ],
  [
    "half of a UTF-16 pair in the office's reason for a cancellation",
    'POST',
    '/api/admin/appointments/1/cancel',
    'office',
    { reason: '\udc00' },
    400,
  ],
  ['a NUL in a query', 'GET', '/api/services?country=%00', 'none', undefined, 400],
  [
    'a day that does not exist',
    'DELETE',
    '/api/admin/blocked-days/2027-02-30',
    'office',
    undefined,
    400,
  ],
  ['a URL that does not decode', 'GET', '/api/appointments/%ZZ', 'customer', undefined, 400],
  [
    'a path segment longer than the router takes',
    'GET',
    `/api/appointments/${'9'.repeat(300)}`,
    'customer',
    undefined,
    414,
  ],
] as const)('%s is refused in the envelope', async (_name, method, url, auth, body, status) => {
  const token = auth === 'none' ? null : tokens[auth];
  const reply = await testApp.inject({
    method,
    url,
    headers: { 'accept-language': 'ta', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { payload: body } : {}),
  });
  expect(reply.statusCode).toBe(status);
  expect(problemWith(reply, url)).toBeNull();
  expect(reply.json<{ error: string }>().error).toMatch(/[\u0B80-\u0BFF]/);
});

test('a body of another media type is a 415, and one past the size limit a 413, in the envelope', async () => {
  const xml = await testApp.inject({
    method: 'PUT',
    url: '/api/user/profile',
    headers: { authorization: `Bearer ${tokens.customer}`, 'content-type': 'application/xml' },
    payload: '<name/>',
  });
  expect(xml.statusCode).toBe(415);
  expect(problemWith(xml, '/api/user/profile')).toBeNull();
  const huge = await testApp.inject({
    method: 'PUT',
    url: '/api/user/profile',
    headers: { authorization: `Bearer ${tokens.customer}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ name: 'x'.repeat(2_000_000) }),
  });
  expect(huge.statusCode).toBe(413);
  expect(problemWith(huge, '/api/user/profile')).toBeNull();
});

test('a multipart booking with no boundary, or cut short, is a 400', async () => {
  for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=cut']) {
    const reply = await testApp.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { authorization: `Bearer ${tokens.customer}`, 'content-type': contentType },
      payload:
        '--cut\r\ncontent-disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF-1.4',
    });
    expect(reply.statusCode).toBe(400);
    expect(problemWith(reply, '/api/appointments')).toBeNull();
  }
});

test(`answers JSON nested ${DEEP_JSON_DEPTH} deep with a 4xx envelope and logs no stack`, async () => {
  // V8 parses it; what walked it by recursion (the control-character check) overflowed the stack.
  expect(JSON.parse(deepJsonBodies[0]!)).toHaveLength(1);
  const routes = testApp.app.registeredRoutes.filter((route) =>
    ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method),
  );
  const loggedBefore = logged.length;
  const answers = new Map<number, number>();
  const problems: string[] = [];
  for (const route of routes) {
    const url = route.url.replace(/:\w+/g, '1');
    for (const auth of ['none', 'customer', 'office'] as const) {
      for (const body of deepJsonBodies) {
        const token = auth === 'none' ? null : tokens[auth];
        const reply = await testApp.inject({
          method: route.method,
          url,
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          payload: body,
        });
        answers.set(reply.statusCode, (answers.get(reply.statusCode) ?? 0) + 1);
        const problem =
          reply.statusCode < 400 ? `status ${reply.statusCode}` : problemWith(reply, url);
        if (problem) problems.push(`${route.method} ${route.url} (${auth}): ${problem}`);
      }
    }
  }
  // Where the body is read (signed in, on a route of the caller's own), the nesting is what is
  // refused, in the caller's language.
  const profile = await testApp.inject({
    method: 'PUT',
    url: '/api/user/profile',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'ta',
      authorization: `Bearer ${tokens.customer}`,
    },
    payload: deepJsonBodies[2],
  });
  expect(profile.statusCode).toBe(400);
  const refused = profile.json<{ code: string; fields: Record<string, string> }>();
  expect(refused.code).toBe('VALIDATION_FAILED');
  expect(refused.fields.request).toMatch(/^[^a-z]*[\u0B80-\u0BFF].*64/);
  // eslint-disable-next-line no-console
  console.log(
    `deep JSON: ${routes.length} routes, answers ${JSON.stringify(Object.fromEntries(answers))}`,
  );
  expect(routes.length).toBeGreaterThan(40);
  expect(problems).toEqual([]);
  expect(logged.slice(loggedBefore)).not.toMatch(/"stack"|Maximum call stack/);
}, 120_000);

test('a body nested 64 deep is read; 65 deep is refused', async () => {
  const nested = (depth: number) => `{"name":${'['.repeat(depth - 1)}"x"${']'.repeat(depth - 1)}}`;
  const send = (payload: string) =>
    testApp.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.customer}` },
      payload,
    });
  // 64 levels: parsed, then refused by the call's own schema (a name is text), field by field.
  expect((await send(nested(64))).json<{ fields: Record<string, string> }>().fields).toHaveProperty(
    'name',
  );
  expect((await send(nested(65))).json<{ fields: Record<string, string> }>().fields).toEqual({
    request: 'Lists and objects in this request are nested too deeply: at most 64 levels.',
  });
});

test('no operation answers hostile input with a 5xx or outside the error envelope', async () => {
  let requests = 0;
  const problems: string[] = [];
  for (const [index, operation] of operations.entries()) {
    const details = await fc.check(
      fc.asyncProperty(hostileRequest(operation), async (request) => {
        const token =
          request.auth === 'customer'
            ? tokens.customer
            : request.auth === 'office'
              ? tokens.office
              : request.auth === 'forged'
                ? 'forged-token'
                : null;
        requests += 1;
        const reply = await testApp.inject({
          method: operation.method,
          url: request.url,
          headers: {
            ...request.headers,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          ...(request.body === undefined ? {} : { payload: request.body }),
        });
        const problem = problemWith(reply, request.url);
        if (problem) throw new Error(problem);
      }),
      { numRuns: RUNS_PER_OPERATION, seed: SEED + index, endOnFailure: true },
    );
    if (details.failed) {
      const example = JSON.stringify(details.counterexample?.[0]).slice(0, 400);
      problems.push(
        `${operation.method} ${operation.path}: ${String(details.errorInstance)} (seed ` +
          `${SEED + index}) with ${example}`,
      );
    }
  }
  // The figures CI prints: how much was tried, and what came of it.
  // eslint-disable-next-line no-console
  console.log(
    `hostile input: ${operations.length} operations, ${requests} requests, ` +
      `${problems.filter((text) => text.includes('Error: status 5')).length} operations with a ` +
      `5xx (seed ${SEED})`,
  );
  expect(operations.length).toBeGreaterThan(60);
  expect(problems).toEqual([]);
}, 240_000);
