import type { ChannelProvider, MessageChannel } from './channel-provider';

/** A line of the server's log with its fields (lib/http/process-log.ts, startLog). */
export type ConsoleLine = (text: string, fields: Record<string, unknown>) => void;

/**
 * Who a console provider's line is for, without saying who: a number's last four digits
 * (`…3210`), an e-mail address's last four characters before the @ (`…eena@…`).
 */
export function recipientEnd(address: string): string {
  const at = address.lastIndexOf('@');
  return at === -1
    ? `…${address.replace(/\D/g, '').slice(-4)}`
    : `…${address.slice(Math.max(0, at - 4), at)}@…`;
}

/**
 * Development and tests: a line in the server's log for each message instead of sending it,
 * saying its channel, kind, language, key and the recipient's last four digits, never its text
 * or whole address (decision 0052): `booking_created by sms to …3210 (console: not sent)`. An
 * e-mail address's confirmation link is written whole (`link`), as the sign-in code is: without
 * it a developer cannot confirm an address (decision 0107); the console is refused in production.
 * `npm run messages:templates` prints the words.
 */
export function createConsoleChannelProvider(
  channel: MessageChannel,
  write: ConsoleLine,
): ChannelProvider {
  return {
    channel,
    name: 'console',
    async send(message) {
      const recipient = recipientEnd(message.to);
      write(`${message.kind} by ${channel} to ${recipient} (console: not sent)`, {
        channel,
        kind: message.kind,
        language: message.language,
        recipient,
        messageKey: message.idempotencyKey,
        ...(message.calendar ? { calendar: message.calendar.method } : {}),
        ...(message.consoleLink ? { link: message.consoleLink } : {}),
      });
      return { providerMessageId: null };
    },
  };
}
