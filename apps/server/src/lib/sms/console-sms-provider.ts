import type { SmsProvider } from './sms-provider';

/**
 * Development and tests: writes the code to the server log (never to an HTTP reply), as
 * `OTP for +919876543210: 123456`.
 */
export function createConsoleSmsProvider(write: (line: string) => void): SmsProvider {
  return {
    name: 'console',
    async sendCode(mobileNumber, code) {
      write(`OTP for ${mobileNumber}: ${code}`);
    },
  };
}
