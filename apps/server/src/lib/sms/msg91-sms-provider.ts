import { SmsSendError, type SmsProvider } from './sms-provider';

export interface Msg91Options {
  authKey: string;
  templateId: string;
  /** https://control.msg91.com in production; a local fake in tests. */
  baseUrl: string;
  timeoutMs?: number;
}

/**
 * MSG91's SendOTP API (v5): POST /api/v5/otp with the template, the number without its plus and
 * our own code, authenticated by the `authkey` header. MSG91 answers
 * `{"type":"success","request_id":…}` or `{"type":"error","message":…}`. The words are the
 * template's, registered with MSG91 as `npm run messages:templates` prints them (the code as
 * ##OTP##, ending in the origin-bound line of sign-in-code-text.ts).
 */
export function createMsg91SmsProvider({
  authKey,
  templateId,
  baseUrl,
  timeoutMs = 10_000,
}: Msg91Options): SmsProvider {
  return {
    name: 'msg91',
    async sendCode({ to: mobileNumber, code, language }) {
      const url = new URL('/api/v5/otp', baseUrl);
      url.searchParams.set('template_id', templateId);
      url.searchParams.set('mobile', mobileNumber.replace(/^\+/, ''));
      url.searchParams.set('otp', code);
      url.searchParams.set('otp_expiry', '5');
      if (language === 'tamil') url.searchParams.set('unicode', '1');
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authkey: authKey,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: '{}',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SmsSendError(`MSG91 could not be reached: ${(error as Error).message}`);
      }
      const body = (await response.json().catch(() => null)) as {
        type?: string;
        message?: string;
      } | null;
      if (!response.ok || body?.type !== 'success') {
        throw new SmsSendError(
          `MSG91 refused the message (${response.status}): ${body?.message ?? 'no reason given'}`,
        );
      }
    },
  };
}
