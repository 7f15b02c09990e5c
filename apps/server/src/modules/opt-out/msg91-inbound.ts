import { jsonNestsDeeperThan } from '../../lib/http/json-nesting';

/** A text a customer sent to the portal's MSG91 long code. */
export interface InboundSms {
  from: string;
  text: string;
}

const SENDER_FIELDS = [
  'sender',
  'mobile',
  'number',
  'from',
  'msisdn',
  'mobileNumber',
  'customerNumber',
];
const TEXT_FIELDS = ['message', 'text', 'content', 'sms', 'body'];

const firstText = (fields: Record<string, unknown>, names: string[]) => {
  for (const name of names) {
    const value = fields[name];
    if (typeof value === 'string' && value.trim() !== '') return value;
    if (typeof value === 'number') return String(value);
  }
  return null;
};

function records(body: unknown): Record<string, unknown>[] {
  if (Array.isArray(body)) return body.flatMap(records);
  if (!body || typeof body !== 'object') return [];
  const fields = body as Record<string, unknown>;
  // Some MSG91 callbacks wrap their records as JSON text in `data`.
  // Nested past any callback's shape, it is not parsed: read by recursion here, it would overflow the stack.
  if (typeof fields.data === 'string' && !jsonNestsDeeperThan(fields.data)) {
    try {
      return records(JSON.parse(fields.data));
    } catch {
      return [fields];
    }
  }
  if (Array.isArray(fields.data)) return records(fields.data);
  return [fields];
}

/**
 * The texts in an MSG91 inbound callback, JSON or form: the sender's number (sender, mobile,
 * number…) and the message (message, text…), without the long code's keyword when one is given.
 */
export function readInboundSms(body: unknown): InboundSms[] {
  return records(body).flatMap((fields) => {
    const from = firstText(fields, SENDER_FIELDS);
    let text = firstText(fields, TEXT_FIELDS);
    if (!from || text === null) return [];
    const keyword = typeof fields.keyword === 'string' ? fields.keyword.trim() : '';
    if (keyword && text.trim().toLowerCase().startsWith(`${keyword.toLowerCase()} `))
      text = text.trim().slice(keyword.length);
    return [{ from, text }];
  });
}
