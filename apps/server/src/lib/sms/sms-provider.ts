import type { Language } from '@portal/contracts';

/** Sends a sign-in code by SMS. Throws when the provider did not accept the message. */
export interface SmsProvider {
  readonly name: string;
  sendCode(mobileNumber: string, code: string, language: Language): Promise<void>;
}

export class SmsSendError extends Error {
  override name = 'SmsSendError';
}
