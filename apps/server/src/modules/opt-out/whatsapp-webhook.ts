import { createHmac, timingSafeEqual } from 'node:crypto';

/** X-Hub-Signature-256: `sha256=` and the hex HMAC-SHA256 of the raw body under the app secret. */
export function isValidWhatsappSignature(
  rawBody: Buffer,
  header: string | undefined,
  appSecret: string,
): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(match[1]!, 'hex'));
}

export interface WhatsappReply {
  /** The sender's number: digits, country code first, no plus. */
  from: string;
  text: string;
}

export interface WhatsappStatus {
  id: string;
  status: string;
  errors: string[];
}

interface WebhookPayload {
  entry?: { changes?: { field?: string; value?: WebhookValue }[] }[];
}
interface WebhookValue {
  messages?: {
    from?: unknown;
    type?: unknown;
    text?: { body?: unknown };
    button?: { text?: unknown; payload?: unknown };
  }[];
  statuses?: { id?: unknown; status?: unknown; errors?: { code?: unknown; title?: unknown }[] }[];
}

const asText = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * The customers' texts (and quick-reply buttons) and the delivery statuses in a WhatsApp
 * Cloud API webhook (object whatsapp_business_account, field messages). Anything else is skipped.
 */
export function readWhatsappEvents(payload: unknown): {
  replies: WhatsappReply[];
  statuses: WhatsappStatus[];
} {
  const replies: WhatsappReply[] = [];
  const statuses: WhatsappStatus[] = [];
  const entries = (payload as WebhookPayload | null)?.entry;
  for (const entry of Array.isArray(entries) ? entries : []) {
    for (const change of Array.isArray(entry?.changes) ? entry.changes : []) {
      const value = change?.value;
      for (const message of Array.isArray(value?.messages) ? value.messages : []) {
        const from = asText(message?.from);
        const text =
          message?.type === 'text'
            ? asText(message.text?.body)
            : message?.type === 'button'
              ? (asText(message.button?.text) ?? asText(message.button?.payload))
              : null;
        if (from && text !== null) replies.push({ from, text });
      }
      for (const status of Array.isArray(value?.statuses) ? value.statuses : []) {
        const id = asText(status?.id);
        const state = asText(status?.status);
        if (!id || !state) continue;
        const errors = (Array.isArray(status.errors) ? status.errors : []).map((error) =>
          `${String(error?.code)} ${asText(error?.title) ?? ''}`.trim(),
        );
        statuses.push({ id, status: state, errors });
      }
    }
  }
  return { replies, statuses };
}
