import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditActorsReplySchema,
  auditLogQuerySchema,
  auditLogReplySchema,
  errorReplySchema,
} from '@portal/contracts';
import type { PaymentGateway } from '../../lib/payments/payment-gateway';
import { adminAppointmentsRoutes } from './appointments/admin-appointments.routes';
import { adminDeskRoutes } from './appointments/admin-desk.routes';
import { adminScheduleRoutes } from './schedule/admin-schedule.routes';
import { adminCatalogRoutes } from './catalog/admin-catalog.routes';
import { adminAstrologersRoutes } from '../astrologers/astrologers.routes';
import { adminContentRoutes } from './content/admin-content.routes';
import { adminAstrologyRoutes } from './astrology/admin-astrology.routes';
import { adminSignInRoutes } from './sign-in/admin-sign-in.routes';
import { adminSecondFactorRoutes } from './sign-in/admin-second-factor.routes';
import type { SecondFactorService } from '../../modules/second-factor/second-factor.service';
import type { SignInCountriesService } from '../../modules/auth/sign-in-countries.service';
import { createAuditLogService } from '../../modules/admin/audit-log.service';
import { officeMessagesRoutes } from '../messages/office/office-messages.routes';
import { officeStatusRoutes } from '../health/office-status.routes';
import { adminStaffRoutes } from './staff/admin-staff.routes';
import { cashBookRoutes } from '../payments/cash/cash.routes';
import { adminFiguresRoutes } from '../figures/figures.routes';
import { adminCustomersRoutes } from './customers/admin-customers.routes';
import { gstRoutes } from '../payments/gst/gst.routes';
import { exportsRoutes } from '../exports/exports.routes';
import { adminRequestsRoutes } from './privacy/admin-requests.routes';
import { readLogRoutes } from './privacy/read-log.routes';
import { adminRetentionRoutes } from './privacy/admin-retention.routes';
import { adminEraseCustomerRoutes } from './privacy/erase-customer.routes';
import { adminCustomerDataCopyRoutes } from './privacy/customer-data-copy.routes';
import type { NoticeService } from '../../modules/privacy/notice/notice.service';
import { adminPrivacyRoutes } from './privacy/admin-privacy.routes';

/**
 * Everything under /api/admin/: one hook for the whole scope lets through only the office roles
 * the access table (contracts office-access.ts) names for the route (a customer, or a role it
 * leaves out, gets 403; a route missing from the table is the admin's alone), so a route added
 * here cannot be left open.
 */
export const adminRoutes: FastifyPluginAsyncZod<{
  gateway: PaymentGateway;
  meetingBaseUrl: string;
  onMessageRetry: () => void;
  signInCountries: SignInCountriesService;
  notices: NoticeService;
  secondFactor: SecondFactorService;
}> = async (
  app,
  { gateway, meetingBaseUrl, onMessageRetry, signInCountries, notices, secondFactor },
) => {
  app.addHook('onRequest', app.requireOffice);

  await app.register(adminAppointmentsRoutes, { gateway, meetingBaseUrl });
  await app.register(adminDeskRoutes, { meetingBaseUrl });
  await app.register(adminScheduleRoutes, { gateway });
  await app.register(adminCatalogRoutes);
  await app.register(adminAstrologersRoutes);
  await app.register(adminContentRoutes);
  await app.register(adminAstrologyRoutes);
  await app.register(adminSignInRoutes, { signInCountries });
  await app.register(adminSecondFactorRoutes, { secondFactor });
  await app.register(officeMessagesRoutes, { onRetry: onMessageRetry });
  await app.register(officeStatusRoutes);
  await app.register(adminStaffRoutes, { secondFactor });
  await app.register(cashBookRoutes);
  await app.register(adminFiguresRoutes);
  await app.register(adminCustomersRoutes);
  await app.register(gstRoutes);
  await app.register(exportsRoutes);
  await app.register(adminRequestsRoutes);
  await app.register(readLogRoutes);
  await app.register(adminRetentionRoutes);
  await app.register(adminEraseCustomerRoutes, { gateway });
  await app.register(adminCustomerDataCopyRoutes);
  await app.register(adminPrivacyRoutes, { notices });

  const audit = createAuditLogService(app.db);
  app.get(
    '/api/admin/audit-log',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'What the office did: who, what, when, before and after; newest first',
        querystring: auditLogQuerySchema,
        response: {
          200: auditLogReplySchema,
          400: errorReplySchema,
          401: errorReplySchema,
          403: errorReplySchema,
        },
      },
    },
    (request) => audit.page(request.query),
  );
  app.get(
    '/api/admin/audit-log/actors',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary:
          'The activity log\'s "who" filter: everyone who holds an office role or was given ' +
          'one, by name (asked once, not with every page)',
        response: { 200: auditActorsReplySchema, 401: errorReplySchema, 403: errorReplySchema },
      },
    },
    () => audit.actors(),
  );
};
