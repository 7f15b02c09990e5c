import { languageTags } from '@portal/contracts';
import { MessageSendError, type ChannelProvider } from './channel-provider';
import { digitsOfE164, isPermanentHttpStatus, postJson } from './provider-http';

export interface WhatsappCloudOptions {
  /** https://graph.facebook.com in production; a local fake in tests. */
  baseUrl: string;
  /** The Graph API version, for example v26.0 (whatsapp-cloud-provider-versions.ts). */
  apiVersion: string;
  phoneNumberId: string;
  accessToken: string;
  /** The approved template's name per message kind (WHATSAPP_TEMPLATES); the kind itself otherwise. */
  templates: Partial<Record<string, string>>;
  timeoutMs?: number;
}

/** The language codes the templates are approved under. */

/**
 * Meta's error codes that pass with time: rate and throughput limits (4, 80007, 130429, 131048,
 * 131056), "something went wrong" and unavailability (1, 2, 131000, 131016, 133004), maintenance
 * (131057). The others (100 invalid parameter, 131026 undeliverable, 131047 outside the 24-hour
 * window, 132000/132001 template parameters or template missing, 190 expired token…) repeat.
 */
const RETRYABLE_CODES = new Set([
  1, 2, 4, 17, 341, 80007, 130429, 131000, 131016, 131048, 131056, 131057, 133004,
]);

interface GraphError {
  message?: string;
  code?: number;
  error_data?: { details?: string };
}

/**
 * Messages by WhatsApp through the Business Cloud API: POST /{version}/{phone number id}/messages
 * with an approved template, its language (en or ta) and the message's variables as the body's
 * text parameters, authenticated by a bearer token. Meta answers `{"messages":[{"id":"wamid…"}]}`
 * or `{"error":{"message","code",…}}`.
 */
export function createWhatsappCloudProvider({
  baseUrl,
  apiVersion,
  phoneNumberId,
  accessToken,
  templates,
  timeoutMs = 10_000,
}: WhatsappCloudOptions): ChannelProvider {
  const url = new URL(
    `${baseUrl.replace(/\/+$/, '')}/${apiVersion}/${encodeURIComponent(phoneNumberId)}/messages`,
  );
  return {
    channel: 'whatsapp',
    name: 'whatsapp_cloud',
    async send(message) {
      digitsOfE164(message.to);
      const body = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: message.to,
        type: 'template',
        template: {
          name: templates[message.kind] ?? message.kind,
          language: { code: languageTags[message.language] },
          ...(message.variables.length > 0
            ? {
                components: [
                  {
                    type: 'body',
                    parameters: message.variables.map((text) => ({ type: 'text', text })),
                  },
                ],
              }
            : {}),
        },
      };
      const reply = await postJson(
        'WhatsApp',
        url,
        { authorization: `Bearer ${accessToken}` },
        body,
        timeoutMs,
      );
      const answer = (reply.body ?? {}) as { messages?: { id?: unknown }[]; error?: GraphError };
      const id = answer.messages?.[0]?.id;
      if (reply.status >= 200 && reply.status < 300 && typeof id === 'string')
        return { providerMessageId: id };
      const error = answer.error ?? {};
      const retryable =
        (error.code !== undefined && RETRYABLE_CODES.has(error.code)) ||
        !isPermanentHttpStatus(reply.status);
      const details = error.error_data?.details ? ` (${error.error_data.details})` : '';
      const code = error.code !== undefined ? `, code ${error.code}` : '';
      throw new MessageSendError(
        `WhatsApp refused the message (${reply.status}${code}): ` +
          `${error.message ?? 'no reason given'}${details}`,
        { permanent: !retryable },
      );
    },
  };
}
