import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorReplySchema,
  signInSettingsReplySchema,
  signInSettingsUpdateSchema,
} from '@portal/contracts';
import type { SignInCountriesService } from '../../../modules/auth/sign-in-countries.service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const reply = {
  200: signInSettingsReplySchema,
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
};

/**
 * The office's sign-in settings: which countries' mobiles may receive sign-in codes, so that codes
 * (and their cost) go only to the countries the office serves.
 */
export const adminSignInRoutes: FastifyPluginAsyncZod<{
  signInCountries: SignInCountriesService;
}> = async (app, { signInCountries }) => {
  app.get(
    '/api/admin/sign-in-settings',
    {
      schema: {
        tags,
        security,
        summary:
          'The countries whose mobiles may receive sign-in codes, the default and the hourly budget of codes',
        response: reply,
      },
    },
    async () => ({ success: true as const, settings: await signInCountries.settings() }),
  );

  app.put(
    '/api/admin/sign-in-settings',
    {
      schema: {
        tags,
        security,
        summary:
          'Chooses the countries whose mobiles may receive sign-in codes (null: back to ' +
          'SIGN_IN_COUNTRIES); every server process serves the new list at once; recorded in ' +
          'the activity log',
        body: signInSettingsUpdateSchema,
        response: reply,
      },
    },
    async (request) => ({
      success: true as const,
      settings: await signInCountries.update(request.user!.id, request.body),
    }),
  );
};
