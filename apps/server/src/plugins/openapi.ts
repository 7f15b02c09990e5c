import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { documentRoute } from '../lib/openapi/route-documentation';
import { addExamples, tidyDocument, type OpenApiDocument } from '../lib/openapi/document-tidy';
import { operationExamples } from '../lib/openapi/operation-examples';
import { portalVersion } from '../lib/portal-version';
import { repositoryRoot } from '../lib/source-paths';
import { listEveryOperation } from './openapi-page-operations';
import { DOCS_PAGE_PHONE_STYLE } from './openapi-page-style';

/** Where the readable page is; the document itself is at `${DOCS_PATH}/json` (and `/yaml`). */
export const DOCS_PATH = '/api/docs';

/**
 * The page's policy: Swagger UI's own scripts, styles and images from this server (and the data:
 * icons of its stylesheet), its calls to this server (the document, "Try it out"), nothing else.
 */
export const DOCS_PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src " +
  "'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const zodComponents = createJsonSchemaTransformObject({});

/**
 * Swagger UI's scripts and styles, where npm put the package: the server bundle carries its code
 * but not its files (it would look for them beside the bundle).
 */
const swaggerUiFiles = join(
  dirname(
    createRequire(join(repositoryRoot, 'apps', 'server', 'package.json')).resolve(
      '@fastify/swagger-ui/package.json',
    ),
  ),
  'static',
);

/**
 * The OpenAPI document, generated from the contracts' zod schemas that also validate every
 * route (shared ones, given an id with `.meta({ id })`, as components), served as JSON at
 * /api/docs/json and as a page to read (Swagger UI, every file from this server) at /api/docs.
 */
export const openApi = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      // 3.1: JSON Schema itself, zod's own target (a nullable shared schema is `anyOf` it and null;
      // 3.0's `nullable` beside a `$ref` means nothing).
      openapi: '3.1.0',
      info: {
        title: 'Astrology consultation portal API',
        description:
          'Every call of the customer portal. Amounts are rupees with two decimals. Every ' +
          "failure is the error envelope `ErrorReply`, its `error` in the request's language " +
          '(Accept-Language: en or ta).',
        version: portalVersion(),
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token from POST /api/auth/verify-otp',
          },
        },
      },
    },
    transform: documentRoute,
    transformObject: (input) =>
      addExamples(tidyDocument(zodComponents(input) as OpenApiDocument), operationExamples),
  });

  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    staticCSP: DOCS_PAGE_CSP,
    baseDir: swaggerUiFiles,
    // Given, so the plugin reads no logo file of its own: the page has no top bar to show one in.
    logo: { type: 'image/svg+xml', content: '' },
    theme: {
      title: 'Astrology consultation portal API',
      css: [{ filename: 'phone.css', content: DOCS_PAGE_PHONE_STYLE }],
    },
    // BaseLayout: no top bar, whose logo is an SVG with an inline <style> the policy refuses.
    uiConfig: {
      layout: 'BaseLayout',
      deepLinking: true,
      displayOperationId: true,
      defaultModelsExpandDepth: 0,
      docExpansion: 'list',
      // Every call drawn, not only those in the window (openapi-page-operations.ts). Swagger UI's
      // presets still bring its own plugins (DownloadUrl among them, which fetches the document).
      plugins: [listEveryOperation],
    },
  });
});
