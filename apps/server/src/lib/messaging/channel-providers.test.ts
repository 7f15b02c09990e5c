import { expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { closeChannelProviders, createChannelProviders } from './channel-providers';

function build(env: Record<string, string>) {
  const warnings: string[] = [];
  const channels = createChannelProviders(loadConfig(env), {
    line: () => undefined,
    warn: (text) => warnings.push(text),
  });
  const names = Object.fromEntries(
    Object.entries(channels).map(([channel, provider]) => [channel, provider.name]),
  );
  return { channels, names, warnings };
}

it('writes every channel to the log in development', () => {
  const { names, warnings } = build({});
  expect(names).toEqual({ sms: 'console', whatsapp: 'console', email: 'console' });
  expect(warnings).toEqual([]);
});

it('uses the real providers as configured and closes them', async () => {
  const { channels, names } = build({
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: 'k',
    MSG91_TEMPLATE_ID: 'otp',
    MSG91_MESSAGE_TEMPLATES: '{"booking_created":{"english":"6650a1"}}',
    WHATSAPP_PROVIDER: 'cloud',
    WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
    WHATSAPP_ACCESS_TOKEN: 'EAAG',
    SMTP_URL: 'smtp://mailer:secret@127.0.0.1:2525',
  });
  expect(names).toEqual({ sms: 'msg91', whatsapp: 'whatsapp_cloud', email: 'smtp' });
  await expect(closeChannelProviders(channels)).resolves.toBeUndefined();
});

it('leaves out, and says so, what production has not configured', () => {
  const { names, warnings } = build({
    NODE_ENV: 'production',
    AUTH_SECRET: 'x'.repeat(32),
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: 'k',
    MSG91_TEMPLATE_ID: 'otp',
    PUBLIC_BASE_URL: 'https://jothidam.example',
    ALLOW_TEST_GATEWAY: 'true',
  });
  expect(names).toEqual({});
  expect(warnings).toEqual([
    'MSG91_MESSAGE_TEMPLATES is not set: messages are not sent by SMS (sign-in codes still are).',
    'WHATSAPP_PROVIDER is off: messages are not sent by WhatsApp.',
    'SMTP_URL is not set: e-mails are off.',
  ]);
});
