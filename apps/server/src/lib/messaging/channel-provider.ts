import type { Language } from '@portal/contracts';

export type MessageChannel = 'whatsapp' | 'sms' | 'email';

/** A calendar file carried by an e-mail: an invitation (or its update) or its withdrawal. */
export interface CalendarAttachment {
  method: 'REQUEST' | 'CANCEL';
  /** The whole iCalendar text (lib/messaging/calendar-file.ts). */
  content: string;
}

/**
 * One message, rendered and ready for its channel. Providers that speak in registered templates
 * (MSG91's DLT templates, WhatsApp's approved templates) send `kind`, `language` and
 * `variables` in order; the others send the text.
 */
export interface OutgoingMessage {
  /** Unique per message and channel: providers that accept an idempotency key get this one. */
  idempotencyKey: string;
  kind: string;
  language: Language;
  /** E.164 (+919876543210) for SMS and WhatsApp; an address for e-mail. */
  to: string;
  /** The template's variables in order ({#var#} of the DLT template, {{1}}… of WhatsApp's). */
  variables: string[];
  /** The whole message as plain text (the console provider's line, the e-mail's text part). */
  text: string;
  /** E-mail only. */
  subject: string;
  html: string;
  calendar?: CalendarAttachment;
  /** E-mail only: the one-click unsubscribe address (List-Unsubscribe). */
  unsubscribeUrl?: string;
  /**
   * The link a person must open (an e-mail address's confirmation link, decision 0107): the
   * console provider writes it, as it writes sign-in codes, for a developer with no mail server
   * (decision 0052; refused in production). Real providers send the text and ignore it.
   */
  consoleLink?: string;
}

export interface SentMessage {
  /** The provider's id of the message (MSG91's request id, WhatsApp's wamid, the Message-ID). */
  providerMessageId: string | null;
}

/** Sends one channel's messages. Throws MessageSendError when the provider did not take it. */
export interface ChannelProvider {
  readonly channel: MessageChannel;
  /** console, msg91, whatsapp_cloud, smtp. */
  readonly name: string;
  send(message: OutgoingMessage): Promise<SentMessage>;
  /** Lets go of what the provider holds open (the SMTP pool); called once at shutdown. */
  close?(): Promise<void>;
}

export class MessageSendError extends Error {
  override name = 'MessageSendError';
  /** True when trying again cannot help (an invalid number, a missing template): no retry. */
  readonly permanent: boolean;
  constructor(message: string, { permanent = false }: { permanent?: boolean } = {}) {
    super(message);
    this.permanent = permanent;
  }
}

/**
 * The providers of the channels this portal sends by; a missing channel is off (its messages are
 * recorded as dropped, with the reason).
 */
export type ChannelProviders = Partial<Record<MessageChannel, ChannelProvider>>;
