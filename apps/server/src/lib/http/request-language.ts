import type { FastifyRequest } from 'fastify';
import { languageOfTag, type Language } from '@portal/contracts';

/**
 * The language of a request: `?language=tamil|english` wins, then `Accept-Language` (ta...),
 * English otherwise.
 */
export function requestLanguage(request: FastifyRequest): Language {
  // The query as sent, not as validated: a schema's default must not hide Accept-Language.
  const asked = new URLSearchParams(request.url.split('?')[1] ?? '').get('language');
  if (asked === 'tamil' || asked === 'english') return asked;
  const body = request.body as Record<string, unknown> | undefined;
  if (
    body &&
    typeof body === 'object' &&
    (body.language === 'tamil' || body.language === 'english')
  ) {
    return body.language;
  }
  return languageOfTag(request.headers['accept-language']);
}
