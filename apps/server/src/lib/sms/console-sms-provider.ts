import { recipientEnd, type ConsoleLine } from '../messaging/console-provider';
import type { SmsProvider } from './sms-provider';

/**
 * Development and tests (never production: config.ts refuses it there): a line in the server's
 * log instead of an SMS (never an HTTP reply), with the code, which is what a developer signing
 * in needs, and the number's last four digits, not the number (decision 0052):
 *
 *     {"msg":"sign-in code 123456 for …3210 (console: not sent)",
 *      "kind":"sign_in_code","recipient":"…3210","code":"123456",…}
 *
 * (one line in the log).
 */
export function createConsoleSmsProvider(write: ConsoleLine): SmsProvider {
  return {
    name: 'console',
    async sendCode({ to, code }) {
      const recipient = recipientEnd(to);
      write(`sign-in code ${code} for ${recipient} (console: not sent)`, {
        channel: 'sms',
        kind: 'sign_in_code',
        recipient,
        code,
      });
    },
  };
}
