import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

it('runs on the embedded database in ./data with no configuration', () => {
  const config = loadConfig({});
  expect(config.database).toEqual({ kind: 'pglite', dataDir: './data' });
  expect(config.port).toBe(3000);
  expect(config.seedDemoData).toBe(true);
});

it('switches to PostgreSQL when DATABASE_URL is set', () => {
  expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/portal' }).database).toEqual({
    kind: 'postgres',
    url: 'postgres://u@db:5432/portal',
  });
});

it('lists every problem in one clear error', () => {
  const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
  expect(attempt).toThrow(ConfigError);
  expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL: must look like postgres:/);
});

it('uses the test gateway without Razorpay keys, Razorpay with both, and refuses one key alone', () => {
  expect(loadConfig({}).payments).toEqual({ gateway: 'test', webhookSecret: null });
  expect(
    loadConfig({
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_WEBHOOK_SECRET: 'w',
    }).payments,
  ).toEqual({
    gateway: 'razorpay',
    keyId: 'rzp_live_x',
    keySecret: 's',
    webhookSecret: 'w',
    baseUrl: 'https://api.razorpay.com',
  });
  expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_live_x' })).toThrow(
    /RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET go together/,
  );
});

/** What production needs besides payments. */
const productionBasics = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'x'.repeat(32),
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'k',
  MSG91_TEMPLATE_ID: 't',
  PUBLIC_BASE_URL: 'https://jothidam.example',
};

it('refuses the test gateway in production unless told explicitly', () => {
  const production = { ...productionBasics };
  expect(() => loadConfig(production)).toThrow(
    /RAZORPAY_KEY_ID\/RAZORPAY_KEY_SECRET: required in production/,
  );
  expect(loadConfig({ ...production, ALLOW_TEST_GATEWAY: 'true' }).payments).toEqual({
    gateway: 'test',
    webhookSecret: null,
  });
  expect(
    loadConfig({ ...production, RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's' }).payments
      .gateway,
  ).toBe('razorpay');
});

describe('message channels', () => {
  it('writes every channel to the log in development, with links to the local server', () => {
    const config = loadConfig({ PORT: '8080' });
    expect(config.whatsapp).toEqual({ provider: 'console' });
    expect(config.email).toEqual({ provider: 'console' });
    expect(config.sms).toEqual({ provider: 'console' });
    expect(config.publicBaseUrl).toBe('http://localhost:8080');
    expect(config.mailFrom).toEqual({ name: 'Jothidam', address: 'no-reply@localhost' });
    expect(config.webhooks).toEqual({
      whatsappVerifyToken: null,
      whatsappAppSecret: null,
      msg91InboundToken: null,
    });
  });

  it('turns WhatsApp and e-mail off in production unless configured, and needs the public address', () => {
    const production = { ...productionBasics, ALLOW_TEST_GATEWAY: 'true' };
    const config = loadConfig(production);
    expect(config.whatsapp).toEqual({ provider: 'off' });
    expect(config.email).toEqual({ provider: 'off' });
    expect(config.publicBaseUrl).toBe('https://jothidam.example');
    expect(() => loadConfig({ ...production, PUBLIC_BASE_URL: '' })).toThrow(
      /PUBLIC_BASE_URL: required in production/,
    );
    expect(() => loadConfig({ ...production, WHATSAPP_PROVIDER: 'console' })).toThrow(
      /WHATSAPP_PROVIDER: console writes messages to the log; production needs cloud/,
    );
  });

  it('sends WhatsApp through the Cloud API with both its id and token, and the templates named', () => {
    expect(() => loadConfig({ WHATSAPP_PROVIDER: 'cloud', WHATSAPP_ACCESS_TOKEN: 'EAAG' })).toThrow(
      /WHATSAPP_PROVIDER=cloud needs WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN/,
    );
    const config = loadConfig({
      WHATSAPP_PROVIDER: 'cloud',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_ACCESS_TOKEN: 'EAAG',
      WHATSAPP_TEMPLATES: '{"booking_created":"booking_created_v1","reminder_2h":"reminder_soon"}',
      WHATSAPP_VERIFY_TOKEN: 'verify-me',
      WHATSAPP_APP_SECRET: 'app-secret',
    });
    expect(config.whatsapp).toEqual({
      provider: 'cloud',
      baseUrl: 'https://graph.facebook.com',
      apiVersion: 'v26.0',
      phoneNumberId: '106540352242922',
      accessToken: 'EAAG',
      templates: { booking_created: 'booking_created_v1', reminder_2h: 'reminder_soon' },
    });
    expect(config.webhooks).toMatchObject({
      whatsappVerifyToken: 'verify-me',
      whatsappAppSecret: 'app-secret',
    });
    expect(loadConfig({ WHATSAPP_PROVIDER: 'off' }).whatsapp).toEqual({ provider: 'off' });
  });

  it('reads the DLT templates of messages for MSG91, refusing bad JSON and unknown kinds', () => {
    const msg91 = { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 'otp' };
    expect(loadConfig(msg91).sms).toMatchObject({
      provider: 'msg91',
      templateId: 'otp',
      messageTemplates: null,
    });
    const templates = {
      booking_created: { english: '6650a1', tamil: '6650a2' },
      cancelled: { english: '6650a3' },
    };
    expect(
      loadConfig({
        ...msg91,
        MSG91_MESSAGE_TEMPLATES: JSON.stringify(templates),
        MSG91_INBOUND_TOKEN: 'i'.repeat(24),
      }),
    ).toMatchObject({
      sms: { messageTemplates: templates },
      webhooks: { msg91InboundToken: 'i'.repeat(24) },
    });
    expect(() => loadConfig({ ...msg91, MSG91_MESSAGE_TEMPLATES: '{booking_created:1}' })).toThrow(
      /MSG91_MESSAGE_TEMPLATES: must be JSON/,
    );
    expect(() =>
      loadConfig({ ...msg91, MSG91_MESSAGE_TEMPLATES: '{"bookng_created":{"english":"x"}}' }),
    ).toThrow(/MSG91_MESSAGE_TEMPLATES: Unrecognized key: "bookng_created"/);
    expect(() =>
      loadConfig({ ...msg91, MSG91_MESSAGE_TEMPLATES: '{"booking_created":{"hindi":"x"}}' }),
    ).toThrow(/MSG91_MESSAGE_TEMPLATES\.booking_created: Unrecognized key: "hindi"/);
    expect(() =>
      loadConfig({ WHATSAPP_TEMPLATES: '{"booking_created":"Booking Created"}' }),
    ).toThrow(/WHATSAPP_TEMPLATES.*lower case/);
    expect(() => loadConfig({ MSG91_INBOUND_TOKEN: 'short' })).toThrow(
      /MSG91_INBOUND_TOKEN: must be at least 16/,
    );
  });

  it('sends e-mail by SMTP when SMTP_URL is set, from MAIL_FROM', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://mailer:p%40ss@smtp.example.com:465',
      MAIL_FROM: '"Jothidam Office" <office@jothidam.example>',
      PUBLIC_BASE_URL: 'https://jothidam.example/',
    });
    expect(config.email).toEqual({
      provider: 'smtp',
      url: 'smtps://mailer:p%40ss@smtp.example.com:465',
    });
    expect(config.mailFrom).toEqual({
      name: 'Jothidam Office',
      address: 'office@jothidam.example',
    });
    expect(config.publicBaseUrl).toBe('https://jothidam.example');
    expect(loadConfig({ MAIL_FROM: 'no-reply@jothidam.example' }).mailFrom).toEqual({
      name: '',
      address: 'no-reply@jothidam.example',
    });
    expect(() =>
      loadConfig({
        SMTP_URL: 'mail.example.com:25',
        MAIL_FROM: 'Jothidam',
        PUBLIC_BASE_URL: 'ftp://x',
      }),
    ).toThrow(
      /SMTP_URL: must look like smtp:[\s\S]*MAIL_FROM: must look like[\s\S]*PUBLIC_BASE_URL/,
    );
  });
});

describe('TRUST_PROXY', () => {
  it('takes false, a number of hops, or proxy addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,fd00::/8,loopback' }).trustProxy,
    ).toEqual(['10.0.0.1', '10.1.0.0/16', 'fd00::/8', 'loopback']);
  });

  it('refuses true, which would believe a forged X-Forwarded-For, in one line', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would believe a forged X-Forwarded-For; give the number of proxies/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,proxy.example' })).toThrow(
      /TRUST_PROXY: must be false, a number of proxy hops or proxy addresses\/CIDRs \(not proxy.example\)/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });
});

it('keeps 256 MB free unless STORAGE_RESERVE_MB says otherwise, in whole megabytes', () => {
  expect(loadConfig({}).storageReserveBytes).toBe(256 * 1024 * 1024);
  expect(loadConfig({ STORAGE_RESERVE_MB: '0' }).storageReserveBytes).toBe(0);
  expect(loadConfig({ STORAGE_RESERVE_MB: '1024' }).storageReserveBytes).toBe(1024 * 1024 * 1024);
  expect(() => loadConfig({ STORAGE_RESERVE_MB: '-1' })).toThrow(
    /STORAGE_RESERVE_MB: must be a whole number of megabytes from 0 to 1048576/,
  );
  expect(() => loadConfig({ STORAGE_RESERVE_MB: '1.5' })).toThrow(
    /STORAGE_RESERVE_MB: must be a whole number of megabytes/,
  );
});

describe('WORKERS', () => {
  it('runs one process unless told; several need a PostgreSQL server and Redis, said in one error', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(
      loadConfig({
        WORKERS: '4',
        DATABASE_URL: 'postgres://portal@db:5432/portal',
        REDIS_URL: 'redis://cache:6379',
      }).workers,
    ).toBe(4);
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(
      /WORKERS=2: several server processes need DATABASE_URL[\s\S]*WORKERS=2: several server processes need REDIS_URL/,
    );
    expect(() => loadConfig({ WORKERS: '0' })).toThrow(
      /WORKERS: must be a whole number from 1 to 32/,
    );
    expect(() => loadConfig({ WORKERS: 'many' })).toThrow(
      /WORKERS: must be a whole number from 1 to 32/,
    );
  });
});

describe('SIGN_IN_COUNTRIES, SIGN_IN_CODES_PER_HOUR and SIGN_IN_RESERVE_PERCENT', () => {
  it('serves the default countries, 500 codes an hour with a fifth kept back, unless told', () => {
    expect(loadConfig({}).signIn).toEqual({
      countries: [
        'IN',
        'LK',
        'SG',
        'MY',
        'AE',
        'SA',
        'QA',
        'KW',
        'OM',
        'BH',
        'GB',
        'US',
        'CA',
        'AU',
      ],
      codesPerHour: 500,
      reservePercent: 20,
    });
    expect(
      loadConfig({
        SIGN_IN_COUNTRIES: ' in, lk ,IN',
        SIGN_IN_CODES_PER_HOUR: '40',
        SIGN_IN_RESERVE_PERCENT: '0',
      }).signIn,
    ).toEqual({ countries: ['IN', 'LK'], codesPerHour: 40, reservePercent: 0 });
  });

  it('refuses a code that is not a country, naming it, and a budget that is not a whole number', () => {
    expect(() => loadConfig({ SIGN_IN_COUNTRIES: 'IN,UK,LKA' })).toThrow(
      'SIGN_IN_COUNTRIES: must be ISO 3166 alpha-2 country codes, comma-separated, ' +
        'for example IN,LK,SG (not UK, LKA)',
    );
    expect(() => loadConfig({ SIGN_IN_COUNTRIES: ',' })).toThrow(
      /SIGN_IN_COUNTRIES: .*\(not empty\)/,
    );
    expect(() => loadConfig({ SIGN_IN_CODES_PER_HOUR: '0' })).toThrow(
      /SIGN_IN_CODES_PER_HOUR: must be a whole number from 1 to 1000000/,
    );
    expect(() => loadConfig({ SIGN_IN_CODES_PER_HOUR: 'lots' })).toThrow(
      /SIGN_IN_CODES_PER_HOUR: must be a whole number from 1 to 1000000/,
    );
    expect(() => loadConfig({ SIGN_IN_RESERVE_PERCENT: '95' })).toThrow(
      /SIGN_IN_RESERVE_PERCENT: must be a whole number from 0 to 90/,
    );
  });
});

describe('BACKUP_DIR and BACKUP_KEEP', () => {
  it('writes no nightly backups unless told; keeps seven unless told', () => {
    expect(loadConfig({}).backups).toBeNull();
    expect(loadConfig({ BACKUP_DIR: '/var/backups/portal' }).backups).toEqual({
      dir: '/var/backups/portal',
      keep: 7,
    });
    expect(loadConfig({ BACKUP_DIR: 'backups', BACKUP_KEEP: '30' }).backups).toEqual({
      dir: 'backups',
      keep: 30,
    });
  });

  it('refuses a backup folder inside DATA_DIR, on PostgreSQL, or a bad count', () => {
    expect(() =>
      loadConfig({ DATA_DIR: '/srv/portal/data', BACKUP_DIR: '/srv/portal/data/backups' }),
    ).toThrow(/BACKUP_DIR: must be outside DATA_DIR/);
    expect(() => loadConfig({ DATA_DIR: './data', BACKUP_DIR: 'data' })).toThrow(
      /BACKUP_DIR: must be outside DATA_DIR/,
    );
    expect(
      loadConfig({ DATA_DIR: '/srv/portal/data', BACKUP_DIR: '/srv/portal/data-backups' }).backups
        ?.dir,
    ).toBe('/srv/portal/data-backups');
    expect(() =>
      loadConfig({
        DATABASE_URL: 'postgres://u@db:5432/portal',
        BACKUP_DIR: '/var/backups/portal',
      }),
    ).toThrow(
      /BACKUP_DIR: nightly backups are of the embedded database; with DATABASE_URL, back the server up with pg_dump/,
    );
    expect(() => loadConfig({ BACKUP_KEEP: '7' })).toThrow(/BACKUP_KEEP: needs BACKUP_DIR/);
    expect(() => loadConfig({ BACKUP_DIR: 'backups', BACKUP_KEEP: '0' })).toThrow(
      /BACKUP_KEEP: must be a whole number from 1 to 366/,
    );
    expect(() => loadConfig({ BACKUP_DIR: 'backups', BACKUP_KEEP: 'a week' })).toThrow(
      /BACKUP_KEEP: must be a whole number from 1 to 366/,
    );
  });
});

describe('BACKUP_KEY and BACKUP_KEY_FILE', () => {
  const folder = mkdtempSync(join(tmpdir(), 'portal-key-'));
  const keyFile = (name: string, text: string) => {
    writeFileSync(join(folder, name), text, { mode: 0o600 });
    return join(folder, name);
  };

  it('writes backups in clear unless a key is set, and reads one from a file without its line break', () => {
    expect(loadConfig({}).backupKey).toBeNull();
    expect(loadConfig({ BACKUP_KEY: 'sixteen-letters!' }).backupKey).toEqual({
      passphrase: 'sixteen-letters!',
      setting: 'BACKUP_KEY',
    });
    expect(
      loadConfig({ BACKUP_KEY_FILE: keyFile('key', 'jupiter aspects the moon\r\n') }).backupKey,
    ).toEqual({ passphrase: 'jupiter aspects the moon', setting: 'BACKUP_KEY_FILE' });
  });

  it('refuses a key shorter than 16 characters, without quoting it', () => {
    const short = () => loadConfig({ BACKUP_KEY: 'fifteen-letters' });
    expect(short).toThrow(ConfigError);
    expect(short).toThrow(
      /^The server's configuration is not valid:\n {2}BACKUP_KEY: is shorter than 16 characters$/,
    );
    const path = keyFile('short', 'fifteen-letters\n');
    expect(() => loadConfig({ BACKUP_KEY_FILE: path })).toThrow(
      new RegExp(`BACKUP_KEY_FILE: the key in ${path} is shorter than 16 characters$`),
    );
    expect(() => loadConfig({ BACKUP_KEY: 'sixteen\nletters!!' })).toThrow(
      /BACKUP_KEY: must be one line/,
    );
  });

  it('refuses both at once, a key file it cannot read or among the backups, or PostgreSQL', () => {
    expect(() =>
      loadConfig({
        BACKUP_KEY: 'sixteen-letters!',
        BACKUP_KEY_FILE: keyFile('both', 'x'.repeat(20)),
      }),
    ).toThrow(/BACKUP_KEY and BACKUP_KEY_FILE: set one of them, not both/);
    expect(() => loadConfig({ BACKUP_KEY_FILE: join(folder, 'missing') })).toThrow(
      `BACKUP_KEY_FILE: cannot read ${join(folder, 'missing')} (ENOENT)`,
    );
    expect(() =>
      loadConfig({ BACKUP_DIR: folder, BACKUP_KEY_FILE: keyFile('beside', 'x'.repeat(20)) }),
    ).toThrow(/BACKUP_KEY_FILE: must be outside BACKUP_DIR/);
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://u@db:5432/portal', BACKUP_KEY: 'sixteen-letters!' }),
    ).toThrow(
      /BACKUP_KEY: backups encrypted with it are of the embedded database; with DATABASE_URL/,
    );
  });
});
