import type { AppConfig } from '../../config';
import type { ChannelProvider, ChannelProviders } from './channel-provider';
import { createConsoleChannelProvider } from './console-provider';
import { createMsg91ChannelProvider } from './msg91-channel-provider';
import { createSmtpEmailProvider } from './smtp-email-provider';
import { createWhatsappCloudProvider } from './whatsapp-cloud-provider';
import { graphApiVersionWarning } from './whatsapp-cloud-provider-versions';

type ChannelConfig = Pick<AppConfig, 'sms' | 'whatsapp' | 'email' | 'mailFrom'>;

/**
 * The providers of the three channels as configured. A channel left out is off: nothing is
 * queued for it. What is off or only written to the log is said once, at start.
 */
export function createChannelProviders(
  config: ChannelConfig,
  log: {
    line: (text: string, fields?: Record<string, unknown>) => void;
    warn: (text: string) => void;
  },
): ChannelProviders {
  const channels: ChannelProviders = {};

  if (config.sms.provider === 'console') {
    channels.sms = createConsoleChannelProvider('sms', log.line);
  } else if (config.sms.messageTemplates) {
    channels.sms = createMsg91ChannelProvider({
      authKey: config.sms.authKey,
      baseUrl: config.sms.baseUrl,
      templates: config.sms.messageTemplates,
    });
  } else {
    log.warn(
      'MSG91_MESSAGE_TEMPLATES is not set: messages are not sent by SMS (sign-in codes still are).',
    );
  }

  if (config.whatsapp.provider === 'cloud') {
    channels.whatsapp = createWhatsappCloudProvider(config.whatsapp);
    // A version Meta has retired, or soon will, stops every message (decision 0093).
    const versionWarning = graphApiVersionWarning(config.whatsapp.apiVersion);
    if (versionWarning) log.warn(versionWarning);
  } else if (config.whatsapp.provider === 'console') {
    channels.whatsapp = createConsoleChannelProvider('whatsapp', log.line);
  } else {
    log.warn('WHATSAPP_PROVIDER is off: messages are not sent by WhatsApp.');
  }

  if (config.email.provider === 'smtp') {
    channels.email = createSmtpEmailProvider({ url: config.email.url, from: config.mailFrom });
  } else if (config.email.provider === 'console') {
    channels.email = createConsoleChannelProvider('email', log.line);
  } else {
    log.warn('SMTP_URL is not set: e-mails are off.');
  }

  return channels;
}

/** Closes what the providers hold open (the SMTP pool); for the server's shutdown. */
export async function closeChannelProviders(channels: ChannelProviders): Promise<void> {
  const providers = Object.values(channels).filter(
    (provider): provider is ChannelProvider => provider !== undefined,
  );
  await Promise.all(providers.map(async (provider) => provider.close?.()));
}
