import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appointmentIdParamsSchema,
  errorReplySchema,
  idempotencyHeadersSchema,
  paymentInitiationReplySchema,
  paymentResultReplySchema,
  paymentStatusReplySchema,
  testCheckoutReplySchema,
  testCheckoutRequestSchema,
  verifyPaymentRequestSchema,
  webhookReplySchema,
} from '@portal/contracts';
import type { PaymentGateway } from '../../lib/payments/payment-gateway';
import type { TestGateway } from '../../lib/payments/test-gateway';
import { requestLanguage } from '../../lib/http/request-language';
import { createIdempotency } from '../../modules/idempotency/idempotent-call';
import { createPaymentsService } from '../../modules/payments/payments.service';

const security = [{ bearer: [] }];
const failures = {
  400: errorReplySchema,
  401: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
};

export const paymentsRoutes: FastifyPluginAsyncZod<{
  gateway: PaymentGateway;
  appName: string;
}> = async (app, { gateway, appName }) => {
  const payments = createPaymentsService({ db: app.db, gateway, appName, log: app.log });
  const idempotency = createIdempotency(app.db);

  app.post(
    '/api/payments/appointments/:id/initiate',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary:
          "Opens (or reuses) the gateway order for the appointment's total; the reply is what checkout opens with",
        security,
        params: appointmentIdParamsSchema,
        headers: idempotencyHeadersSchema,
        response: {
          200: paymentInitiationReplySchema,
          ...failures,
          422: errorReplySchema,
          502: errorReplySchema,
        },
      },
    },
    (request, reply) =>
      idempotency.run(request, reply, {
        operation: 'payments.initiate',
        fingerprint: { id: request.params.id },
        call: () => payments.initiate(request.user!, request.params.id, requestLanguage(request)),
      }),
  );

  app.post(
    '/api/payments/verify',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary:
          "Checks checkout's signature against the stored order and marks the appointment paid (idempotent)",
        security,
        body: verifyPaymentRequestSchema,
        response: { 200: paymentResultReplySchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      appointment: await payments.verify(request.user!.id, request.body, requestLanguage(request)),
    }),
  );

  app.post(
    '/api/payments/appointments/:id/cash',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary:
          'Records the cash choice; the appointment stays payment-pending until the office takes the money',
        security,
        params: appointmentIdParamsSchema,
        headers: idempotencyHeadersSchema,
        response: { 200: paymentResultReplySchema, ...failures, 422: errorReplySchema },
      },
    },
    (request, reply) =>
      idempotency.run(request, reply, {
        operation: 'payments.cash',
        fingerprint: { id: request.params.id },
        call: async () => ({
          success: true as const,
          appointment: await payments.chooseCash(
            request.user!.id,
            request.params.id,
            requestLanguage(request),
          ),
        }),
      }),
  );

  app.get(
    '/api/payments/appointments/:id/status',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: "The payment's state, reconciled with the gateway while an online order is open",
        security,
        params: appointmentIdParamsSchema,
        response: { 200: paymentStatusReplySchema, ...failures },
      },
    },
    (request) => payments.status(request.user!.id, request.params.id, requestLanguage(request)),
  );

  // The webhook is signed over its exact bytes: this scope keeps the raw body.
  await app.register(async (webhookScope) => {
    webhookScope.removeContentTypeParser('application/json');
    webhookScope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_request, body, done) => done(null, body),
    );
    webhookScope.post(
      '/api/payments/webhook',
      {
        schema: {
          tags: ['payments'],
          summary:
            'Razorpay webhooks (payment.captured, order.paid, payment.failed), signed with the webhook secret',
          response: { 200: webhookReplySchema, 400: errorReplySchema },
        },
      },
      async (request) => {
        const header = (name: string) =>
          typeof request.headers[name] === 'string' ? request.headers[name] : undefined;
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const { duplicate } = await payments.webhook(
          rawBody,
          header('x-razorpay-signature'),
          header('x-razorpay-event-id'),
        );
        return { success: true as const, duplicate };
      },
    );
  });

  if (gateway.kind === 'test') {
    const testGateway = gateway as TestGateway;
    app.post(
      '/api/payments/test-gateway/checkout',
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['payments'],
          summary:
            "The test checkout's pay and fail buttons (only with the test gateway; takes no money)",
          security,
          body: testCheckoutRequestSchema,
          response: { 200: testCheckoutReplySchema, ...failures },
        },
      },
      async (request) => {
        const result = await payments.testCheckout(
          request.user!.id,
          request.body.razorpay_order_id,
          request.body.outcome,
          (orderId) => testGateway.pay(orderId),
        );
        return result.outcome === 'paid'
          ? {
              success: true as const,
              outcome: result.outcome,
              razorpay_order_id: request.body.razorpay_order_id,
              razorpay_payment_id: result.paymentId,
              razorpay_signature: result.signature,
            }
          : {
              success: true as const,
              outcome: result.outcome,
              razorpay_order_id: request.body.razorpay_order_id,
            };
      },
    );
  }
};
