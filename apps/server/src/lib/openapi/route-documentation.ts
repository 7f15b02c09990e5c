import { STATUS_CODES } from 'node:http';
import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import { officeAccess } from '@portal/contracts/office-access';
import { operationIdFor } from './operation-id';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * Documentation only, for a route that reads its body itself (multipart with files): the
     * body by media type. Fastify neither parses nor checks the body by it; the handler does.
     */
    documentedBody?: Readonly<Record<string, $ZodType>>;
  }
}

type DocumentedSchema = FastifySchema & {
  response?: Record<string, unknown>;
  body?: unknown;
  'x-office-roles'?: readonly string[];
};

/** The office roles that may make a call (contracts office-access.ts), for an office route; undefined for any other. */
function officeRolesOf(call: string): readonly string[] | undefined {
  const listed = (officeAccess as Record<string, readonly string[]>)[call];
  return listed ?? (call.split(' ')[1]?.startsWith('/api/admin/') ? ['admin'] : undefined);
}

/** A file's bytes, as OpenAPI 3.0 writes a binary body. */
const BINARY = { type: 'string', format: 'binary' } as const;

/** fastify-type-provider-zod's transform: the zod schemas as JSON Schema, registered ones as `$ref`s. */
const zodTransform = createJsonSchemaTransform({ skipList: [] });

/**
 * How a route appears in the OpenAPI document, from its schema:
 * - an `operationId`: its own, or one made from its method and path (`operation-id.ts`), so
 *   every route added later has one too;
 * - `documentedBody`: a request body per media type (the booking's JSON and multipart forms);
 * - `produces`: the media types of the success reply only, never of the failures (always the
 *   JSON error envelope); a route that declares no success reply sends a file (binary) with
 *   status 200;
 * - an office call: the roles that may make it (contracts office-access.ts), in its description
 *   and as `x-office-roles`.
 */
export const documentRoute: SwaggerTransform = (input) => {
  const transformed = zodTransform(input);
  const schema = transformed.schema as DocumentedSchema | undefined;
  if (!schema || schema.hide) return transformed;
  const { documentedBody, produces, ...rest } = schema;
  const documented: DocumentedSchema = {
    ...rest,
    operationId: schema.operationId ?? operationIdFor(methodOf(input.route.method), input.url),
  };
  if (documentedBody) {
    documented.body = {
      content: Object.fromEntries(
        Object.entries(documentedBody).map(([type, body]) => [
          type,
          { schema: jsonSchemaOfBody(input, body) },
        ]),
      ),
    };
  }
  if (produces) documented.response = withSuccessMediaTypes(rest.response ?? {}, produces);
  const roles = officeRolesOf(`${methodOf(input.route.method)} ${input.url}`);
  if (roles) {
    const named = roles.map((role) =>
      role === 'astrologer' ? 'astrologer (their own consultations only)' : role,
    );
    documented.description = [
      rest.description,
      `Office roles: ${named.join(', ')}; any other is 403 FORBIDDEN.`,
    ]
      .filter(Boolean)
      .join('\n\n');
    documented['x-office-roles'] = roles;
  }
  return { schema: documented, url: transformed.url };
};

function methodOf(method: string | readonly string[]): string {
  return [method].flat().find((name) => name !== 'HEAD') ?? 'GET';
}

/** The same schema under each media type, as an OpenAPI content map. */
function contentOf(types: readonly string[], schema: unknown): Record<string, { schema: unknown }> {
  return Object.fromEntries(types.map((type) => [type, { schema }]));
}

/** A zod schema as the request body's JSON Schema: through the same transform as a validated body. */
function jsonSchemaOfBody(input: Parameters<SwaggerTransform>[0], body: $ZodType): unknown {
  return (zodTransform({ ...input, schema: { body } }).schema as DocumentedSchema).body;
}

function withSuccessMediaTypes(
  response: Record<string, unknown>,
  produces: readonly string[],
): Record<string, unknown> {
  const success = Object.keys(response).find((status) => status.startsWith('2'));
  if (success)
    return {
      ...response,
      [success]: {
        description: STATUS_CODES[success] ?? success,
        content: contentOf(produces, response[success]),
      },
    };
  return {
    200: { description: `The file (${produces.join(', ')})`, content: contentOf(produces, BINARY) },
    ...response,
  };
}
