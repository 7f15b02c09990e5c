import type { ChannelProvider, MessageChannel } from './channel-provider';

/**
 * Development and tests: writes each message to the server log instead of sending it, as
 * `[whatsapp] to +919876543210 (tamil, slot_booked): …`.
 */
export function createConsoleChannelProvider(channel: MessageChannel, write: (line: string) => void): ChannelProvider {
  return {
    channel,
    name: 'console',
    async send(message) {
      const calendar = message.calendar ? ` [calendar ${message.calendar.method}]` : '';
      write(`[${channel}] to ${message.to} (${message.language}, ${message.kind})${calendar}: ${channel === 'email' ? `${message.subject}\n` : ''}${message.text}`);
      return { providerMessageId: null };
    },
  };
}
