import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { operationExamples } from '../lib/openapi/operation-examples';
import { DOCS_PAGE_CSP } from './openapi';

interface Media {
  schema?: { $ref?: string; properties?: Record<string, { type?: string; format?: string }> };
  example?: unknown;
}
interface Operation {
  operationId?: string;
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { description: string; content?: Record<string, Media> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

let testApp: TestApp;
let document: Document;
let documentBytes: number;

beforeAll(async () => {
  testApp = await createTestApp();
  const reply = await testApp.inject({ method: 'GET', url: '/api/docs/json' });
  expect(reply.statusCode).toBe(200);
  documentBytes = reply.rawPayload.length;
  document = reply.json<Document>();
});

afterAll(async () => {
  await testApp?.close();
});

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
const operation = (method: string, path: string) => document.paths[path]?.[method.toLowerCase()];

describe('the OpenAPI document at /api/docs/json', () => {
  it('names every operation with an operationId used once, routes added later included', () => {
    const ids = operations().map(({ method, path, operation: { operationId } }) => {
      expect(operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z0-9]+$/);
      return operationId!;
    });
    const twice = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(twice, 'operationIds used twice').toEqual([]);
    expect(ids.length).toBeGreaterThanOrEqual(80);
    expect(operation('POST', '/api/appointments')?.operationId).toBe('postAppointments');
    console.warn(
      `OpenAPI document: ${operations().length} operations, ` +
        `${Object.keys(document.components.schemas).length} shared schemas, ` +
        `${Math.round(documentBytes / 1024)} KB`,
    );
  });

  it('has the error envelope once, as a component every failure refers to', () => {
    expect(document.components.schemas).toHaveProperty('ErrorReply');
    // /readyz's 503 is its own reply: what is down, for a load balancer.
    const failures = operations()
      .flatMap(({ method, path, operation: { responses } }) =>
        Object.entries(responses)
          .filter(([status]) => Number(status) >= 400)
          .map(([status, reply]) => ({ name: `${method} ${path} ${status}`, reply })),
      )
      .filter(({ name }) => name !== 'GET /readyz 503');
    expect(failures.length).toBeGreaterThan(200);
    for (const { name, reply } of failures) {
      expect(reply.content?.['application/json']?.schema, name).toEqual({
        $ref: '#/components/schemas/ErrorReply',
      });
      expect(reply.description, name).not.toBe('Default Response');
    }
    // The error codes' list is written once in the whole document.
    expect(JSON.stringify(document).split('"IDEMPOTENCY_KEY_REUSED"')).toHaveLength(2);
    expect(documentBytes).toBeLessThan(330 * 1024);
  });

  it('shares the appointment and the slot as components, and every $ref leads somewhere', () => {
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Appointment', 'AdminAppointment', 'Slot', 'ErrorCode', 'User']),
    );
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const ref of new Set(refs)) {
      expect(document.components.schemas, ref).toHaveProperty([
        ref.slice('"$ref":"#/components/schemas/'.length, -1),
      ]);
    }
  });

  it('documents the booking body as JSON and as multipart with files, and the report upload', () => {
    const booking = operation('POST', '/api/appointments')!.requestBody!.content;
    expect(Object.keys(booking).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(booking['application/json']!.schema!.properties).toHaveProperty('services');
    const form = booking['multipart/form-data']!.schema!.properties!;
    expect(form).toHaveProperty('services');
    expect(form.files).toMatchObject({
      type: 'array',
      items: { type: 'string', format: 'binary' },
    });
    const report = operation('POST', '/api/admin/pdf-requests/{id}/report')!.requestBody!.content;
    expect(report['multipart/form-data']!.schema!.properties!.report).toMatchObject({
      type: 'string',
      format: 'binary',
    });
  });

  it('gives file replies their media types, and their failures JSON', () => {
    const files: [string, string, string[]][] = [
      ['GET', '/api/payments/{id}/receipt.pdf', ['application/pdf']],
      ['GET', '/api/refunds/{id}/credit-note.pdf', ['application/pdf']],
      ['GET', '/api/pdf-requests/{id}/download', ['application/pdf']],
      ['GET', '/api/admin/pdf-requests/{id}/report', ['application/pdf']],
      ['GET', '/api/admin/appointments/{id}/jathagam.pdf', ['application/pdf']],
      ['GET', '/api/appointments/{id}/calendar.ics', ['text/calendar']],
      [
        'GET',
        '/api/appointments/{id}/files/{fileId}',
        ['image/jpeg', 'image/png', 'application/pdf'],
      ],
    ];
    for (const [method, path, types] of files) {
      const { responses } = operation(method, path)!;
      expect(Object.keys(responses['200']!.content!), `${method} ${path}`).toEqual(types);
      expect(responses['200']!.content![types[0]!]!.schema).toEqual({
        type: 'string',
        format: 'binary',
      });
      expect(Object.keys(responses['404']!.content!)).toEqual(['application/json']);
    }
  });

  it('carries the examples of the main calls, each one passing its own schema', () => {
    for (const [operationId, examples] of Object.entries(operationExamples)) {
      const found = operations().find(
        (entry) => entry.operation.operationId === operationId,
      )?.operation;
      expect(found, operationId).toBeDefined();
      if (examples.request) {
        examples.request.schema.parse(examples.request.value);
        expect(found!.requestBody!.content['application/json']!.example, operationId).toEqual(
          examples.request.value,
        );
      }
      for (const [status, example] of Object.entries(examples.responses ?? {})) {
        example.schema.parse(example.value);
        expect(
          found!.responses[status]!.content!['application/json']!.example,
          `${operationId} ${status}`,
        ).toEqual(example.value);
      }
    }
  });
});

describe('the page at /api/docs', () => {
  it('is Swagger UI, every file from this server, under a policy that allows only them', async () => {
    const page = await testApp.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toBe(DOCS_PAGE_CSP);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const asset of assets) {
      expect(asset, 'no other origin').toMatch(/^\/api\/docs\/static\//);
      const reply = await testApp.inject({ method: 'GET', url: asset });
      expect(reply.statusCode, asset).toBe(200);
    }
    // Nothing else of the package's folder answers for a file that is not there.
    expect(
      (await testApp.inject({ method: 'GET', url: '/api/docs/no-such-file.js' })).statusCode,
    ).toBe(404);
    expect(
      (await testApp.inject({ method: 'GET', url: '/api/docs/../../package.json' })).statusCode,
    ).toBe(404);
    const initializer = await testApp.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(initializer.body).toContain("resolveUrl('./json')");
    expect(initializer.body).toContain('validatorUrl: null');
    // Every call drawn at once, not Swagger UI's windowed list (openapi-page-operations.ts).
    expect(initializer.body).toContain('"plugins":[function listEveryOperation(system)');
  });
});
