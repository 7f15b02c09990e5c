import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeOrder {
  id: string;
  entity: 'order';
  amount: number;
  currency: string;
  receipt: string;
  status: string;
  notes: Record<string, string>;
}
export interface FakePayment {
  id: string;
  entity: 'payment';
  order_id: string;
  amount: number;
  currency: string;
  status: string;
}

export interface FakeRefund {
  id: string;
  entity: 'refund';
  payment_id: string;
  amount: number;
  currency: string;
  status: string;
  notes: Record<string, string>;
}

/**
 * A local fake of Razorpay's Orders, Payments and Refunds APIs (v1): basic auth with the key
 * pair, orders in paise (at least 100), payments listed per order, refunds of captured payments
 * (never more than was captured) made idempotent by the X-Refund-Idempotency header as Razorpay
 * documents it, and errors in Razorpay's shape.
 */
export async function startFakeRazorpay(keyId: string, keySecret: string) {
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment[]>();
  const refunds: FakeRefund[] = [];
  const refundsByKey = new Map<string, { body: string; refund: FakeRefund }>();
  let refundRepliesToLose = 0;
  const received: {
    method: string;
    path: string;
    body: unknown;
    headers: Record<string, string | string[] | undefined>;
  }[] = [];
  const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const error = (status: number, description: string) =>
        reply(status, {
          error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA' },
        });
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
      const path = request.url ?? '/';
      received.push({ method: request.method ?? '', path, body, headers: request.headers });
      if (request.headers.authorization !== expected) return error(401, 'Authentication failed');
      if (request.method === 'POST' && path === '/v1/orders') {
        const amount = body?.amount;
        if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
          return error(400, 'The amount must be atleast INR 1.00');
        if (body?.currency !== 'INR') return error(400, 'The currency provided is invalid');
        const order: FakeOrder = {
          id: `order_${randomBytes(7).toString('hex')}`,
          entity: 'order',
          amount,
          currency: 'INR',
          receipt: typeof body.receipt === 'string' ? body.receipt : '',
          status: 'created',
          notes: (body.notes ?? {}) as Record<string, string>,
        };
        orders.set(order.id, order);
        return reply(200, {
          ...order,
          amount_paid: 0,
          amount_due: amount,
          attempts: 0,
          created_at: Math.floor(Date.now() / 1000),
        });
      }
      const match = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path);
      if (request.method === 'GET' && match) {
        if (!orders.has(match[1]!)) return error(400, 'The id provided does not exist');
        const items = payments.get(match[1]!) ?? [];
        return reply(200, { entity: 'collection', count: items.length, items });
      }
      const refundMatch = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
      if (request.method === 'POST' && refundMatch)
        return refund(
          refundMatch[1]!,
          body,
          request.headers['x-refund-idempotency'],
          text,
          reply,
          error,
        );
      return error(404, 'The requested URL was not found on the server.');
    });
  });
  function refund(
    paymentId: string,
    body: Record<string, unknown> | undefined,
    key: string | string[] | undefined,
    text: string,
    reply: (status: number, body: unknown) => void,
    error: (status: number, description: string) => void,
  ) {
    if (typeof key === 'string') {
      if (!/^[\w-]{10,}$/.test(key)) return error(400, 'The idempotency key is invalid');
      const earlier = refundsByKey.get(key);
      if (earlier)
        return earlier.body === text
          ? reply(200, earlier.refund)
          : error(
              400,
              'Different request with the same idempotency key has already been processed.',
            );
    }
    const payment = [...payments.values()].flat().find((candidate) => candidate.id === paymentId);
    if (!payment) return error(400, 'The id provided does not exist');
    if (payment.status !== 'captured') return error(400, 'The payment has not been captured');
    const refunded = refunds
      .filter((earlier) => earlier.payment_id === paymentId)
      .reduce((sum, earlier) => sum + earlier.amount, 0);
    const amount = body?.amount ?? payment.amount - refunded;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
      return error(400, 'The refund amount provided is invalid');
    if (refunded + amount > payment.amount)
      return error(400, 'The total refund amount is greater than the refund payment amount');
    const made: FakeRefund = {
      id: `rfnd_${randomBytes(7).toString('hex')}`,
      entity: 'refund',
      payment_id: paymentId,
      amount,
      currency: 'INR',
      status: 'processed',
      notes: (body?.notes ?? {}) as Record<string, string>,
    };
    refunds.push(made);
    if (typeof key === 'string') refundsByKey.set(key, { body: text, refund: made });
    if (refundRepliesToLose > 0) {
      refundRepliesToLose -= 1;
      return error(502, 'Gateway timeout');
    }
    return reply(200, made);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    received,
    refunds,
    /** The next refunds are made but their replies are lost (a 502), as after a network failure. */
    loseRefundReplies(count: number) {
      refundRepliesToLose = count;
    },
    /** A payment made on the gateway's page, as Razorpay would list it. */
    addPayment(
      orderId: string,
      status: string,
      amount = orders.get(orderId)?.amount ?? 0,
    ): FakePayment {
      const payment: FakePayment = {
        id: `pay_${randomBytes(7).toString('hex')}`,
        entity: 'payment',
        order_id: orderId,
        amount,
        currency: 'INR',
        status,
      };
      payments.set(orderId, [...(payments.get(orderId) ?? []), payment]);
      return payment;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
