import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A caller's view of the document: TypeScript types generated from it with openapi-typescript
 * (as a client would), a typed booking call type-checked against them with no error, and a
 * wrong one that must not pass.
 */

let testApp: TestApp;
let folder: string;

beforeAll(async () => {
  testApp = await createTestApp();
  folder = mkdtempSync(join(tmpdir(), 'portal-typed-client-'));
});

afterAll(async () => {
  await testApp?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** The typed fetch a client would write over the generated types. */
const bookingClient = `
import type { components, paths } from './portal-api';

type Booking = paths['/api/appointments']['post'];
export type BookingBody = Booking['requestBody']['content']['application/json'];
export type BookingForm = Booking['requestBody']['content']['multipart/form-data'];
type Booked = Booking['responses'][201]['content']['application/json'];
type Refusal = Booking['responses'][400]['content']['application/json'];

export async function book(body: BookingBody, token: string): Promise<Booked | Refusal> {
  const response = await fetch('/api/appointments', {
    method: 'POST',
    headers: {
      authorization: \`Bearer \${token}\`,
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Booked | Refusal;
}
`;

const rightCall = `
import type { components } from './portal-api';
import { book, type BookingForm } from './booking-client';

export async function bookRavi(token: string): Promise<string> {
  const reply = await book(
    {
      name: 'Ravi',
      gender: 'male',
      date_of_birth: '1985-11-02',
      birth_time: '14:30',
      birth_place: 'Coimbatore',
      services: [1],
      terms_agreed: true,
    },
    token,
  );
  if (!reply.success) {
    const code: components['schemas']['ErrorCode'] = reply.code;
    return \`\${code}: \${reply.error} \${Object.keys(reply.fields ?? {}).join(',')}\`;
  }
  const appointment: components['schemas']['Appointment'] = reply.appointment;
  const cost: string = appointment.total_cost;
  const slot: string | null = appointment.scheduled_datetime;
  const form: BookingForm = {
    name: 'Ravi',
    date_of_birth: '1985-11-02',
    birth_place: 'Coimbatore',
    services: [1],
    terms_agreed: true,
    files: ['(bytes)'],
  };
  return \`\${appointment.appointment_number} \${cost} \${slot ?? ''} \${form.name}\`;
}
`;

const ravi = "name: 'Ravi', date_of_birth: '1985-11-02'";
const coimbatore = "birth_place: 'Coimbatore'";
/** Each line one mistake the types must catch (the test names them by line). */
const wrongCall = `
import { book } from './booking-client';

export async function bookWrongly(token: string): Promise<unknown> {
  await book({ ${ravi}, ${coimbatore}, services: ['jathagam'], terms_agreed: true }, token);
  await book({ ${ravi}, ${coimbatore}, services: [1], terms_agreed: false }, token);
  await book({ ${ravi}, services: [1], terms_agreed: true }, token);
  const reply = await book({ ${ravi}, ${coimbatore}, services: [1], terms_agreed: true }, token);
  return reply.success && reply.appointment.total;
}
`;

function diagnosticsOf(files: Record<string, string>): Record<string, string[]> {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  const program = ts.createProgram(
    Object.keys(files).map((name) => join(folder, name)),
    {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: true,
    },
  );
  const byFile: Record<string, string[]> = Object.fromEntries(
    Object.keys(files).map((name) => [name, []]),
  );
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const name = diagnostic.file ? diagnostic.file.fileName.slice(folder.length + 1) : '(program)';
    const line =
      diagnostic.file && diagnostic.start !== undefined
        ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1
        : 0;
    (byFile[name] ??= []).push(
      `${line}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
    );
  }
  return byFile;
}

it('generates a typed client that type-checks a booking call', async () => {
  const document = (
    await testApp.inject({ method: 'GET', url: '/api/docs/json' })
  ).json<OpenAPI3>();
  const types = astToString(await openapiTS(document));
  const diagnostics = diagnosticsOf({
    'portal-api.ts': types,
    'booking-client.ts': bookingClient,
    'right-call.ts': rightCall,
    'wrong-call.ts': wrongCall,
  });
  expect(diagnostics['portal-api.ts']).toEqual([]);
  expect(diagnostics['booking-client.ts']).toEqual([]);
  expect(diagnostics['right-call.ts']).toEqual([]);
  const wrong = diagnostics['wrong-call.ts']!;
  // One mistake a line: a service by name, the terms not agreed, no birth place, a field no reply has.
  expect(wrong.map((text) => Number(text.split(':')[0]))).toEqual([5, 6, 7, 9]);
  expect(wrong.join('\n')).toMatch(/'total' does not exist/);
  console.warn(
    `openapi-typescript: ${Math.round(types.length / 1024)} KB of types; the right call 0 ` +
      `errors, the wrong one ${wrong.length}:\n${wrong.join('\n')}`,
  );
});
