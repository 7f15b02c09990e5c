import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLogReplySchema } from '@portal/contracts';
import { createAdmin, createCustomer, createDesk } from '../../../test/customers';
import { hasPoppler, pdfText } from '../../../test/pdf-text';
import { createTestApp, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
let admin: string;
let desk: string;
let customerId: number;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createAdmin(testApp, '+919840079401');
  desk = await createDesk(testApp, '+919840079402');
  const customer = await createCustomer(testApp, '+919840079403');
  const profile = await testApp.inject({
    method: 'PUT',
    url: '/api/user/profile',
    headers: { authorization: `Bearer ${customer}` },
    payload: { name: 'Kamala Devi' },
  });
  customerId = profile.json<{ user: { id: number } }>().user.id;
});
afterAll(() => testApp.close());

const copy = (id: number, token = admin, query = '') =>
  testApp.inject({
    method: 'GET',
    url: `/api/admin/customers/${id}/data.pdf${query}`,
    headers: { authorization: `Bearer ${token}` },
  });

describe("the office's copy of a customer's data", () => {
  it('is the admin’s alone', async () => {
    expect((await copy(customerId, desk)).statusCode).toBe(403);
  });

  it('is not found for a number that is no customer', async () => {
    expect((await copy(999_999)).statusCode).toBe(404);
  });

  it.skipIf(!hasPoppler)(
    'gives the PDF the customer would download, in the language asked',
    async () => {
      const reply = await copy(customerId, admin, '?language=tamil');
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('application/pdf');
      const text = pdfText(reply.rawPayload);
      expect(text).toContain('Kamala Devi');
      expect(text).toContain('உங்கள் தரவின் நகல்');
    },
  );

  it('is recorded in the read log as a data copy', async () => {
    await copy(customerId);
    const log = await testApp.inject({
      method: 'GET',
      url: '/api/admin/read-log',
      headers: { authorization: `Bearer ${admin}` },
    });
    const reads = readLogReplySchema.parse(log.json()).entries;
    expect(reads).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          what: 'data_copy',
          customer: { id: customerId, name: 'Kamala Devi', mobile_number: '+919840079403' },
        }),
      ]),
    );
  });
});
