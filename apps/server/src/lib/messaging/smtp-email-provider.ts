import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import { MessageSendError, type ChannelProvider } from './channel-provider';

export interface SmtpEmailOptions {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. */
  url: string;
  from: { name: string; address: string };
  /** Connection, greeting and socket timeouts. */
  timeoutMs?: number;
}

/** The same message always gets the same Message-ID, so a repeat is recognisable as one. */
export function messageIdFor(idempotencyKey: string, fromAddress: string): string {
  const domain = fromAddress.split('@')[1] ?? 'localhost';
  return `<${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}@${domain}>`;
}

/** Failures found before the server was asked: sending again would fail the same way. */
const PERMANENT_LOCAL_CODES = new Set(['EENVELOPE', 'ECONFIG']);

function sendError(error: unknown): MessageSendError {
  const { responseCode, code, message } = error as {
    responseCode?: number;
    code?: string;
    message?: string;
  };
  // An SMTP reply decides: 5yz is a permanent refusal, 4yz a transient one (RFC 5321 4.2.1).
  const permanent =
    typeof responseCode === 'number' ? responseCode >= 500 : PERMANENT_LOCAL_CODES.has(code ?? '');
  return new MessageSendError(
    `The mail server did not take the ` +
      `message${responseCode ? ` (${responseCode})` : code ? ` (${code})` : ''}: ` +
      `${message ?? 'no reason given'}`,
    { permanent },
  );
}

/**
 * E-mail over SMTP with nodemailer: text and HTML parts; a calendar file both as the
 * text/calendar alternative mail clients show as an invitation (METHOD REQUEST or CANCEL) and as
 * invite.ics; List-Unsubscribe with one-click (RFC 8058). One pooled transport, closed by close().
 */
export function createSmtpEmailProvider({
  url,
  from,
  timeoutMs = 20_000,
}: SmtpEmailOptions): ChannelProvider {
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    channel: 'email',
    name: 'smtp',
    async send(message) {
      const messageId = messageIdFor(message.idempotencyKey, from.address);
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          messageId,
          headers: {
            'Auto-Submitted': 'auto-generated',
            ...(message.unsubscribeUrl
              ? {
                  'List-Unsubscribe': `<${message.unsubscribeUrl}>`,
                  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
                }
              : {}),
          },
          ...(message.calendar
            ? {
                icalEvent: {
                  method: message.calendar.method,
                  content: message.calendar.content,
                  filename: 'invite.ics',
                },
              }
            : {}),
        });
      } catch (error) {
        throw sendError(error);
      }
      return { providerMessageId: messageId };
    },
    async close() {
      transport.close();
    },
  };
}
