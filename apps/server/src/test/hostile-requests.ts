import fc from 'fast-check';

/** The parts of an OpenAPI 3 document the hostile-input test reads. */
interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  pathParameters: Parameter[];
  queryParameters: Parameter[];
  bodySchema: JsonSchema | null;
}

export interface HostileRequest {
  url: string;
  auth: 'none' | 'forged' | 'customer' | 'office';
  headers: Record<string, string>;
  body: string | Buffer | undefined;
}

/** Every operation of the document. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParameters: (operation.parameters ?? []).filter((parameter) => parameter.in === 'path'),
        queryParameters: (operation.parameters ?? []).filter(
          (parameter) => parameter.in === 'query',
        ),
        bodySchema: operation.requestBody?.content['application/json']?.schema ?? null,
      })),
  );
}

/** Text that has broken servers before: bounds, encodings, control characters, injections. */
const nastyText = fc.constantFrom(
  '2147483647',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '99999999999999999999999',
  '1e309',
  '-1',
  '0',
  '1.5',
  '0x10',
  'NaN',
  'Infinity',
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\u0007\u001b[31m',
  '\u202eexe.txt',
  '\ud800',
  '\uffff',
  '１２３',
  'தமிழ்',
  '2027-02-30',
  '2026-13-01',
  '0000-00-00',
  '99999-01-01',
  '24:61',
  '25:00',
  "' or 1=1 --",
  '"; drop table users; --',
  '$1',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'x'.repeat(300),
  'அ'.repeat(3000),
);

const anyText = fc.oneof(
  { weight: 3, arbitrary: nastyText },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

/** Any JSON value at all, shallow. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  anyText,
  fc.integer(),
  fc.constantFrom(2_147_483_648, -2_147_483_649, 1e21, -0, 0.5, Number.MAX_SAFE_INTEGER + 2),
  fc.boolean(),
  fc.constant(null),
  fc.array(anyText, { maxLength: 3 }),
  fc.dictionary(anyText, anyText, { maxKeys: 3 }),
);

function types(schema: JsonSchema): string[] {
  return [schema.type ?? []].flat();
}

/** A value the schema would take (most of the time) or a hostile one in its place. */
function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return anyJson;
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  const plausible = variants
    ? fc.oneof(...variants.map((variant) => valueFor(variant, depth + 1)))
    : plausibleFor(schema, depth);
  return fc.oneof({ weight: 4, arbitrary: plausible }, { weight: 1, arbitrary: anyJson });
}

function plausibleFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const [type] = types(schema).filter((name) => name !== 'null');
  switch (type) {
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? -5;
      const high = Math.min(schema.maximum ?? 5, low + 10);
      return fc.oneof(
        fc.integer({ min: Math.ceil(low), max: Math.floor(high) }),
        fc.constantFrom(1, 2, 3, 2_147_483_648, -1),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueFor(schema.items, depth + 1), { maxLength: 3 });
    case 'object':
      return objectFor(schema, depth);
    case 'string':
      if (schema.format === 'date')
        return fc.oneof(
          fc.constantFrom('2026-12-01', '2027-02-30', '2026-11-31', '1900-01-01', '2999-12-31'),
          anyText,
        );
      return fc.oneof(
        fc.constantFrom(
          'a',
          'Ravi',
          'english',
          'tamil',
          '10:30',
          '2026-12-01',
          '+919800011111',
          '9800011111',
        ),
        anyText,
      );
    default:
      return anyJson;
  }
}

/** Each known property present or not, plausible or hostile; now and then one unknown property. */
function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => [
      name,
      valueFor(property, depth + 1),
    ]),
  );
  return fc
    .tuple(
      fc.record(properties, { requiredKeys: [] }),
      fc.option(fc.tuple(anyText, anyJson), { freq: 5 }),
    )
    .map(([known, extra]) => (extra ? { ...known, [extra[0]]: extra[1] } : known));
}

/** Percent-encodes every byte of the text's UTF-8 (a lone surrogate becomes U+FFFD's bytes). */
function percentEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')]
      .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
      .join('');
  }
}

/** A path or query value: plausible, hostile, or raw bytes left unencoded (a bad percent escape, a NUL). */
function urlValue(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: valueFor(schema).map((value) =>
        percentEncode(typeof value === 'string' ? value : (JSON.stringify(value) ?? '')),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '%ZZ',
        '%00',
        '%',
        '%E0%A4',
        '%2F..%2F',
        'a%00b',
        '9'.repeat(120),
        '%C0%AF',
      ),
    },
  );
}

const BOUNDARY = 'hostileBoundary';

/** JSON nested far past any call's shape: what overflows a walk by recursion (10 KB of `[`). */
export const DEEP_JSON_DEPTH = 5000;
export const deepJsonBodies = [
  `${'['.repeat(DEEP_JSON_DEPTH)}${']'.repeat(DEEP_JSON_DEPTH)}`,
  `${'{"a":'.repeat(DEEP_JSON_DEPTH)}1${'}'.repeat(DEEP_JSON_DEPTH)}`,
  `{"name":${'['.repeat(DEEP_JSON_DEPTH)}"x"${']'.repeat(DEEP_JSON_DEPTH)}}`,
];
/** JSON as wide as the body limit allows: many keys, a long list, a control character at the very end. */
const wideJsonBodies = [
  JSON.stringify(
    Object.fromEntries(Array.from({ length: 20_000 }, (_, index) => [`k${index}`, index])),
  ),
  JSON.stringify(Array.from({ length: 50_000 }, () => 'a')),
  JSON.stringify({ name: 'a', notes: [...Array.from({ length: 20_000 }, () => 'b'), 'c\u0000'] }),
];

/** A body: JSON the schema nearly takes, any JSON, or bytes that are not what they claim. */
function bodyFor(
  operation: Operation,
): fc.Arbitrary<{ body: string | Buffer | undefined; contentType: string | undefined }> {
  const json = (value: unknown) => ({
    body: JSON.stringify(value),
    contentType: 'application/json',
  });
  const multipart = (parts: string, boundary: string | null) => ({
    body: Buffer.from(parts),
    contentType:
      boundary === null ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`,
  });
  const field = (name: string, value: string) =>
    `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return fc.oneof(
    {
      weight: 8,
      arbitrary: (operation.bodySchema
        ? valueFor(operation.bodySchema)
        : objectFor({ type: 'object', properties: {} }, 0)
      ).map(json),
    },
    { weight: 1, arbitrary: anyJson.map(json) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        { body: '{"name":', contentType: 'application/json' },
        { body: '', contentType: 'application/json' },
        { body: '\u0000', contentType: 'application/json' },
        { body: '{"__proto__":{"admin":true}}', contentType: 'application/json' },
        ...[...deepJsonBodies, ...wideJsonBodies].map((body) => ({
          body,
          contentType: 'application/json',
        })),
        { body: 'name=a', contentType: 'application/x-www-form-urlencoded' },
        { body: 'hello', contentType: 'text/plain' },
        { body: '<a/>', contentType: 'application/xml' },
        { body: '{}', contentType: 'application/json; charset=utf-16' },
        { body: undefined, contentType: undefined },
        multipart(field('name', 'a'), null),
        multipart(field('name', 'a\u0000b'), BOUNDARY),
        multipart(
          `${field('name', 'a')}--${BOUNDARY}\r\ncontent-disposition: form-data; ` +
            `name="files"; filename="x.pdf"\r\ncontent-type: application/pdf\r\n\r\n%PDF-1.4 ` +
            `trunc`,
          BOUNDARY,
        ),
        multipart(`${field('services', '1')}--${BOUNDARY}--\r\n`, BOUNDARY),
        multipart(
          `--${BOUNDARY}\r\ncontent-disposition: form-data\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
          BOUNDARY,
        ),
        multipart('garbage', BOUNDARY),
      ),
    },
  );
}

/** One hostile request to the operation. */
export function hostileRequest(operation: Operation): fc.Arbitrary<HostileRequest> {
  const pathValues = fc.tuple(
    ...operation.pathParameters.map((parameter) => urlValue(parameter.schema)),
  );
  const query = fc.record(
    Object.fromEntries(
      operation.queryParameters.map((parameter) => [parameter.name, urlValue(parameter.schema)]),
    ),
    { requiredKeys: [] },
  );
  const sendsBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  return fc
    .record({
      pathValues,
      query,
      extraQuery: fc.option(
        fc.constantFrom('x=%ZZ', 'a[b]=1', `q=${'z'.repeat(3000)}`, 'page=1&page=2'),
        { freq: 6 },
      ),
      auth: fc.constantFrom<HostileRequest['auth']>(
        'none',
        'forged',
        'customer',
        'office',
        'customer',
        'office',
      ),
      language: fc.constantFrom('en', 'ta', 'ta-IN,ta;q=0.9', '*', 'x'.repeat(200), ''),
      body: sendsBody
        ? bodyFor(operation)
        : fc.constant({ body: undefined, contentType: undefined }),
    })
    .map(({ pathValues: values, query: queryValues, extraQuery, auth, language, body }) => {
      let index = 0;
      const path = operation.path.replace(/\{[^}]+\}/g, () => values[index++] ?? '1');
      const queryText = [
        ...Object.entries(queryValues).map(
          ([name, value]) => `${encodeURIComponent(name)}=${value}`,
        ),
        ...(extraQuery ? [extraQuery] : []),
      ].join('&');
      const headers: Record<string, string> = { 'accept-language': language };
      if (body.contentType) headers['content-type'] = body.contentType;
      // Signing out would end the session the other requests use.
      const safeAuth =
        operation.path === '/api/auth/logout' && (auth === 'customer' || auth === 'office')
          ? 'forged'
          : auth;
      return {
        url: queryText ? `${path}?${queryText}` : path,
        auth: safeAuth,
        headers,
        body: body.body,
      };
    });
}
