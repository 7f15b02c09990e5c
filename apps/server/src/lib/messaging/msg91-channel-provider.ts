import type { Language } from '@portal/contracts';
import { MessageSendError, type ChannelProvider } from './channel-provider';
import { digitsOfE164, isPermanentHttpStatus, postJson } from './provider-http';

/** The DLT template id of each message kind, per language (MSG91_MESSAGE_TEMPLATES). */
export type Msg91MessageTemplates = Partial<Record<string, Partial<Record<Language, string>>>>;

export interface Msg91ChannelOptions {
  authKey: string;
  /** https://control.msg91.com in production; a local fake in tests. */
  baseUrl: string;
  templates: Msg91MessageTemplates;
  timeoutMs?: number;
}

/** MSG91 answers 200 with type "error" for some refusals; these pass once the account is topped up or calmer. */
const TRANSIENT_REFUSAL = /balance|credit|limit|try again|timeout|temporar/i;

/**
 * Messages by SMS through MSG91's Flow API (v5): POST /api/v5/flow with the DLT template of the
 * kind and language, the number without its plus and the template's variables as var1, var2…,
 * authenticated by the `authkey` header. MSG91 answers `{"type":"success","message":<request id>}`
 * or `{"type":"error","message":…}`.
 */
export function createMsg91ChannelProvider({
  authKey,
  baseUrl,
  templates,
  timeoutMs = 10_000,
}: Msg91ChannelOptions): ChannelProvider {
  return {
    channel: 'sms',
    name: 'msg91',
    async send(message) {
      const templateId = templates[message.kind]?.[message.language];
      if (!templateId) {
        throw new MessageSendError(
          `No MSG91 template for ${message.kind} in ${message.language}: add it to MSG91_MESSAGE_TEMPLATES`,
          { permanent: true },
        );
      }
      const variables = Object.fromEntries(
        message.variables.map((value, index) => [`var${index + 1}`, value]),
      );
      const body = {
        template_id: templateId,
        short_url: '0',
        // Tamil templates are registered as Unicode; this marks the message so as well.
        ...(message.language === 'tamil' ? { unicode: 1 } : {}),
        recipients: [{ mobiles: digitsOfE164(message.to), ...variables }],
      };
      const reply = await postJson(
        'MSG91',
        new URL('/api/v5/flow', baseUrl),
        { authkey: authKey },
        body,
        timeoutMs,
      );
      const answer = (reply.body ?? {}) as { type?: unknown; message?: unknown };
      const reason = typeof answer.message === 'string' ? answer.message : 'no reason given';
      if (reply.status >= 200 && reply.status < 300 && answer.type === 'success') {
        return { providerMessageId: typeof answer.message === 'string' ? answer.message : null };
      }
      const permanent =
        reply.status < 300 ? !TRANSIENT_REFUSAL.test(reason) : isPermanentHttpStatus(reply.status);
      throw new MessageSendError(`MSG91 refused the message (${reply.status}): ${reason}`, {
        permanent,
      });
    },
  };
}
