import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeOrder { id: string; entity: 'order'; amount: number; currency: string; receipt: string; status: string; notes: Record<string, string> }
export interface FakePayment { id: string; entity: 'payment'; order_id: string; amount: number; currency: string; status: string }

/**
 * A local fake of Razorpay's Orders and Payments APIs (v1): basic auth with the key pair, orders
 * in paise (at least 100), payments listed per order, and errors in Razorpay's shape.
 */
export async function startFakeRazorpay(keyId: string, keySecret: string) {
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment[]>();
  const received: { method: string; path: string; body: unknown }[] = [];
  const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const error = (status: number, description: string) => reply(status, { error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA' } });
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
      const path = request.url ?? '/';
      received.push({ method: request.method ?? '', path, body });
      if (request.headers.authorization !== expected) return error(401, 'Authentication failed');
      if (request.method === 'POST' && path === '/v1/orders') {
        const amount = body?.amount;
        if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) return error(400, 'The amount must be atleast INR 1.00');
        if (body?.currency !== 'INR') return error(400, 'The currency provided is invalid');
        const order: FakeOrder = { id: `order_${randomBytes(7).toString('hex')}`, entity: 'order', amount, currency: 'INR', receipt: typeof body.receipt === 'string' ? body.receipt : '', status: 'created', notes: (body.notes ?? {}) as Record<string, string> };
        orders.set(order.id, order);
        return reply(200, { ...order, amount_paid: 0, amount_due: amount, attempts: 0, created_at: Math.floor(Date.now() / 1000) });
      }
      const match = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path);
      if (request.method === 'GET' && match) {
        if (!orders.has(match[1]!)) return error(400, 'The id provided does not exist');
        const items = payments.get(match[1]!) ?? [];
        return reply(200, { entity: 'collection', count: items.length, items });
      }
      return error(404, 'The requested URL was not found on the server.');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    received,
    /** A payment made on the gateway's page, as Razorpay would list it. */
    addPayment(orderId: string, status: string, amount = orders.get(orderId)?.amount ?? 0): FakePayment {
      const payment: FakePayment = { id: `pay_${randomBytes(7).toString('hex')}`, entity: 'payment', order_id: orderId, amount, currency: 'INR', status };
      payments.set(orderId, [...(payments.get(orderId) ?? []), payment]);
      return payment;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
