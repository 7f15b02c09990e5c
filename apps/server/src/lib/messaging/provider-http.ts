import { MessageSendError } from './channel-provider';

export interface ProviderReply {
  status: number;
  /** The reply's JSON, or null when it had none. */
  body: unknown;
}

/**
 * POSTs JSON to a provider's API. A timeout or a network failure is a retryable
 * MessageSendError; every HTTP answer is returned for the provider to judge.
 */
export async function postJson(
  providerName: string,
  url: URL,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
): Promise<ProviderReply> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new MessageSendError(`${providerName} could not be reached: ${(error as Error).message}`);
  }
  const text = await response.text().catch(() => '');
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, body: json };
}

/** A 4xx answer will be the same next time, except a timeout (408) or a rate limit (429). */
export const isPermanentHttpStatus = (status: number) =>
  status >= 400 && status < 500 && status !== 408 && status !== 429;

/** E.164 as providers want it: digits only, country code first (919876543210). */
export function digitsOfE164(number: string): string {
  if (!/^\+[1-9]\d{7,14}$/.test(number)) {
    throw new MessageSendError(`${number} is not a phone number in E.164 form`, {
      permanent: true,
    });
  }
  return number.slice(1);
}
