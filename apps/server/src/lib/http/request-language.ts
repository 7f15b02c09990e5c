import type { FastifyRequest } from 'fastify';
import { languageOfTag, type Language } from '@portal/contracts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'not-the-reply': the body's `language` names something other than the language to answer
     * in (the caller's language of messages on the desk's booking, the language of a text
     * override), so the reply and its errors follow the screen's (`?language`, Accept-Language)
     * and an English screen never reads Tamil names back (decision 0110).
     */
    bodyLanguage?: 'not-the-reply';
  }
}

/**
 * The language of a request: `?language=tamil|english` wins, then the body's `language` (unless
 * the route says it is not the reply's), then `Accept-Language` (ta...), English otherwise.
 */
export function requestLanguage(request: FastifyRequest): Language {
  // The query as sent, not as validated: a schema's default must not hide Accept-Language.
  const asked = new URLSearchParams(request.url.split('?')[1] ?? '').get('language');
  if (asked === 'tamil' || asked === 'english') return asked;
  const body = request.body as Record<string, unknown> | undefined;
  if (
    request.routeOptions?.config?.bodyLanguage !== 'not-the-reply' &&
    body &&
    typeof body === 'object' &&
    (body.language === 'tamil' || body.language === 'english')
  ) {
    return body.language;
  }
  return languageOfTag(request.headers['accept-language']);
}
