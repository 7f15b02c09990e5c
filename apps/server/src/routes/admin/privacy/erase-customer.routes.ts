import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerIdParamsSchema,
  erasureReplySchema,
  errorReplySchema,
  officeEraseRequestSchema,
} from '@portal/contracts';
import type { PaymentGateway } from '../../../lib/payments/payment-gateway';
import { requestLanguage } from '../../../lib/http/request-language';
import { createOfficeErasure } from '../../../modules/privacy/erasure/erasure.service';

/** The admin erases a customer on their request (decision 0101), as the customer's own would. */
export const adminEraseCustomerRoutes: FastifyPluginAsyncZod<{ gateway: PaymentGateway }> = async (
  app,
  { gateway },
) => {
  const erasure = createOfficeErasure({ db: app.db, blobs: app.blobs, gateway, log: app.log });

  app.post(
    '/api/admin/customers/:id/erase',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: "Erases a customer's personal data on their request, as their own deletion does",
        description:
          "Confirmed by the customer's mobile number typed again (400 with " +
          'fields.confirm_mobile_number when it is not theirs). Their consultations to come are ' +
          'cancelled with everything back; receipts and credit notes stay, naming "Erased ' +
          'customer N". A customer erased already is left as they are.',
        params: customerIdParamsSchema,
        body: officeEraseRequestSchema,
        response: {
          200: erasureReplySchema,
          400: errorReplySchema,
          401: errorReplySchema,
          403: errorReplySchema,
          404: errorReplySchema,
          409: errorReplySchema,
        },
      },
    },
    (request) =>
      erasure.erase(
        request.user!.id,
        request.params.id,
        request.body.confirm_mobile_number,
        requestLanguage(request),
      ),
  );
};
