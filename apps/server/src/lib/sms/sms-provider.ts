import type { Language } from '@portal/contracts';

/** One sign-in code by SMS: the code, and the whole text (lib/sms/sign-in-code-text.ts). */
export interface SignInCodeMessage {
  /** E.164. */
  to: string;
  code: string;
  /** The words sent, ending in the origin-bound line `@host #code`. */
  text: string;
  language: Language;
}

/** Sends a sign-in code by SMS. Throws when the provider did not accept the message. */
export interface SmsProvider {
  readonly name: string;
  sendCode(message: SignInCodeMessage): Promise<void>;
}

export class SmsSendError extends Error {
  override name = 'SmsSendError';
}
