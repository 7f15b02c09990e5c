import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  errorReplySchema,
  paymentInitiationReplySchema,
  paymentResultReplySchema,
  paymentStatusReplySchema,
  testCheckoutReplySchema,
} from '@portal/contracts';
import { loadConfig } from '../../config';
import type { OpenDatabase } from '../../db/database';
import { createDependencies } from '../../dependencies';
import { hmacHex } from '../../lib/secrets/secrets';
import { bookAppointment, createCustomer } from '../../test/customers';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/test-app';

// No AUTH_SECRET: the server keeps a generated one in DATA_DIR; a webhook secret is configured.
const WEBHOOK_SECRET = 'webhook-secret-of-the-test-gateway';
const dataDir = mkdtempSync(join(tmpdir(), 'portal-restart-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
});
const quiet = { line: () => undefined, warn: () => undefined };

let database: OpenDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The server as it starts: dependencies from the configuration, on the one database (which outlives it). */
async function start(): Promise<TestApp> {
  return createTestApp({
    database: { ...database, close: async () => undefined },
    dependencies: await createDependencies(config, quiet),
  });
}

const post = (
  testApp: TestApp,
  url: string,
  token: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  testApp.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });

it('verifies a test-gateway checkout paid before a restart: the stored secret stays', async () => {
  const before = await start();
  const token = await createCustomer(before, '+919840800001');
  const appointmentId = await bookAppointment(before, token);
  const order = paymentInitiationReplySchema.parse(
    (await post(before, `/api/payments/appointments/${appointmentId}/initiate`, token)).json(),
  );
  const checkout = testCheckoutReplySchema.parse(
    (
      await post(before, '/api/payments/test-gateway/checkout', token, {
        razorpay_order_id: order.razorpay_order_id,
        outcome: 'pay',
      })
    ).json(),
  );
  const secret = before.dependencies.secret;
  await before.close();

  const after = await start();
  try {
    expect(after.dependencies.secret).toBe(secret);
    expect(statSync(join(dataDir, 'auth-secret')).mode & 0o777).toBe(0o600);
    const verified = await post(after, '/api/payments/verify', token, {
      razorpay_order_id: order.razorpay_order_id,
      razorpay_payment_id: checkout.razorpay_payment_id,
      razorpay_signature: checkout.razorpay_signature,
      appointment_id: appointmentId,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(paymentResultReplySchema.parse(verified.json()).appointment.payment_status).toBe('paid');
  } finally {
    await after.close();
  }
});

it("checks the test gateway's webhooks with RAZORPAY_WEBHOOK_SECRET, as Razorpay's", async () => {
  const testApp = await start();
  try {
    const token = await createCustomer(testApp, '+919840800002');
    const appointmentId = await bookAppointment(testApp, token);
    const order = paymentInitiationReplySchema.parse(
      (await post(testApp, `/api/payments/appointments/${appointmentId}/initiate`, token)).json(),
    );
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: 'pay_testwebhook1',
            order_id: order.razorpay_order_id,
            amount: Math.round(Number(order.amount) * 100),
            currency: 'INR',
            status: 'captured',
          },
        },
      },
      created_at: 1,
    });
    const send = (signature: string) =>
      testApp.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        payload: body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-event-id': 'evt_restart_1',
          'x-razorpay-signature': signature,
        },
      });

    // Signed with the secret the server would use without one: refused, the configured one rules.
    const unconfigured = await send(
      hmacHex(hmacHex(testApp.dependencies.secret, 'test-gateway-webhook'), body),
    );
    expect(unconfigured.statusCode).toBe(400);
    expect(errorReplySchema.parse(unconfigured.json()).code).toBe('WEBHOOK_REJECTED');
    expect((await send(hmacHex(WEBHOOK_SECRET, body))).statusCode).toBe(200);
    const status = await testApp.inject({
      method: 'GET',
      url: `/api/payments/appointments/${appointmentId}/status`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(paymentStatusReplySchema.parse(status.json()).payment_status).toBe('paid');
  } finally {
    await testApp.close();
  }
});
