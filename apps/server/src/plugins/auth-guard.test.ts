import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { createCustomer } from '../test/customers';

let testApp: TestApp;
let token: string;

beforeAll(async () => {
  testApp = await createTestApp();
  token = await createCustomer(testApp, '+919800077001');
});

afterAll(async () => {
  await testApp?.close();
});

const profileWith = (authorization: string) =>
  testApp.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization } });

it('reads the Authorization scheme in any case, as RFC 9110 says: bearer, BEARER, Bearer', async () => {
  for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEaReR']) {
    const reply = await profileWith(`${scheme} ${token}`);
    expect(reply.statusCode, scheme).toBe(200);
    expect(reply.json<{ user: { mobile_number: string } }>().user.mobile_number).toBe(
      '+919800077001',
    );
  }
  expect((await profileWith(`bearer   ${token}`)).statusCode).toBe(200);
});

it('still refuses another scheme, no space, or no token', async () => {
  for (const header of [
    `Basic ${token}`,
    `Bearer${token}`,
    `bearer${token}`,
    'Bearer ',
    token,
    `Bearer ${token} extra`,
  ]) {
    const reply = await profileWith(header);
    expect(reply.statusCode, header).toBe(401);
    expect(reply.json<{ code: string }>().code).toBe('UNAUTHENTICATED');
  }
});
