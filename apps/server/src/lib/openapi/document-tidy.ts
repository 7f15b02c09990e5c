import { STATUS_CODES } from 'node:http';

/** The parts of the OpenAPI document the tidying reads and writes. */
export interface OpenApiDocument {
  paths?: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        requestBody?: MediaContainer;
        responses?: Record<string, MediaContainer & { description?: string }>;
      }
    >
  >;
  components?: { schemas?: Record<string, unknown> };
  [key: string]: unknown;
}
interface MediaContainer {
  content?: Record<string, { schema?: unknown; example?: unknown }>;
}

const SCHEMA_REF = '#/components/schemas/';
/** What `z.number().int()` says of its bounds: nothing a reader needs. */
const SAFE_INTEGER_BOUNDS: Record<string, number> = {
  minimum: Number.MIN_SAFE_INTEGER,
  maximum: Number.MAX_SAFE_INTEGER,
};

/**
 * The document as fastify-type-provider-zod leaves it, made smaller and easier to read:
 * - request bodies written out in full where they are used: the components are the replies'
 *   shared shapes. A generator such as openapi-typescript takes a property with a `default` in
 *   a component as always present, true of a reply but not of a request (the booking's
 *   `birth_time_type` may be left out);
 * - only the components some operation uses (zod's registry holds each schema twice, as an
 *   input and an output);
 * - no safe-integer bounds on every whole number;
 * - each reply described by its status ("Bad Request") rather than "Default Response".
 */
export function tidyDocument<T extends OpenApiDocument>(document: T): T {
  const tidied = JSON.parse(JSON.stringify(document), (key, value: unknown) =>
    key in SAFE_INTEGER_BOUNDS && value === SAFE_INTEGER_BOUNDS[key] ? undefined : value,
  ) as T;
  const schemas = tidied.components?.schemas ?? {};
  for (const operation of operationsOf(tidied)) {
    if (operation.requestBody) operation.requestBody = inlined(operation.requestBody, schemas);
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      if (response.description === 'Default Response')
        response.description = STATUS_CODES[status] ?? status;
    }
  }
  const used = usedSchemas(tidied.paths, schemas);
  tidied.components = {
    ...tidied.components,
    schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))),
  };
  return tidied;
}

/** The value with every `$ref` to a component schema replaced by the schema itself (request bodies have no cycles). */
function inlined<V>(value: V, schemas: Record<string, unknown>, depth = 0): V {
  if (depth > 16) throw new Error('a request body refers to itself');
  return JSON.parse(JSON.stringify(value), (key, child: unknown) => {
    const ref =
      key !== '' && child && typeof child === 'object'
        ? (child as { $ref?: unknown }).$ref
        : undefined;
    return typeof ref === 'string' && ref.startsWith(SCHEMA_REF)
      ? inlined(schemas[ref.slice(SCHEMA_REF.length)], schemas, depth + 1)
      : child;
  }) as V;
}

/** Puts each operation's JSON examples (by operationId) into its request body and replies. */
export function addExamples<T extends OpenApiDocument>(
  document: T,
  examples: Readonly<
    Record<string, { request?: { value: unknown }; responses?: Record<number, { value: unknown }> }>
  >,
): T {
  for (const operation of operationsOf(document)) {
    const given = operation.operationId ? examples[operation.operationId] : undefined;
    if (!given) continue;
    const requestMedia = operation.requestBody?.content?.['application/json'];
    if (requestMedia && given.request) requestMedia.example = given.request.value;
    for (const [status, example] of Object.entries(given.responses ?? {})) {
      const media = operation.responses?.[status]?.content?.['application/json'];
      if (media) media.example = example.value;
    }
  }
  return document;
}

/** Every operation of the document. */
export function operationsOf(document: OpenApiDocument) {
  return Object.values(document.paths ?? {}).flatMap((methods) => Object.values(methods));
}

/** The component schemas the paths use, directly or through other components. */
function usedSchemas(
  paths: OpenApiDocument['paths'],
  schemas: Record<string, unknown>,
): Set<string> {
  const used = new Set<string>();
  const pending = [...refsIn(paths)];
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (used.has(name) || !(name in schemas)) continue;
    used.add(name);
    pending.push(...refsIn(schemas[name]));
  }
  return used;
}

function refsIn(value: unknown): string[] {
  const refs: string[] = [];
  JSON.stringify(value, (key, child: unknown) => {
    if (key === '$ref' && typeof child === 'string' && child.startsWith(SCHEMA_REF))
      refs.push(child.slice(SCHEMA_REF.length));
    return child;
  });
  return refs;
}
