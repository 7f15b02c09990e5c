import type { ChannelProvider, MessageChannel } from '../lib/messaging/channel-provider';
import type { SmsProvider } from '../lib/sms/sms-provider';

/*
 * The tests' mock inbox: every sign-in code and message kept whole, with its number, for a test
 * to read (the console providers' log lines hold only a number's last four digits and no text,
 * decision 0052).
 */

/**
 * Each code as `OTP for +919876543210: 123456` in `inbox`, and its whole text as
 * `to +919876543210: <text>` in `texts`.
 */
export function createInboxSmsProvider(inbox: string[], texts: string[] = []): SmsProvider {
  return {
    name: 'inbox',
    async sendCode({ to, code, text }) {
      inbox.push(`OTP for ${to}: ${code}`);
      texts.push(`to ${to}: ${text}`);
    },
  };
}

/**
 * Each message as `[whatsapp] to +919876543210 (tamil, slot_booked): …`, an e-mail's subject on a
 * line before its text.
 */
export function createInboxChannelProvider(
  channel: MessageChannel,
  inbox: string[],
): ChannelProvider {
  return {
    channel,
    name: 'inbox',
    async send(message) {
      const calendar = message.calendar ? ` [calendar ${message.calendar.method}]` : '';
      inbox.push(
        `[${channel}] to ${message.to} (${message.language}, ${message.kind})${calendar}: ` +
          `${channel === 'email' ? `${message.subject}\n` : ''}${message.text}`,
      );
      return { providerMessageId: null };
    },
  };
}
