import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { configVariableNames, loadConfig } from '../config';
import { repositoryRoot } from '../lib/source-paths';

// .env.example: a production deployment behind nginx. Its set lines, the blanks filled in, pass
// the configuration check; so does every setting it shows commented out.
const text = readFileSync(join(repositoryRoot, '.env.example'), 'utf8');
const lines = text.split('\n');
/** `# NAME=value`: a setting shown with its default or an example, commented out. */
const SHOWN = /^# ([A-Z][A-Z0-9_]*)=(.*)$/;
const setLines = lines.filter((line) => line !== '' && !line.startsWith('#'));
const shownLines = lines.filter((line) => SHOWN.test(line));
const set = parseEnv(setLines.join('\n'));
const shown = parseEnv(shownLines.map((line) => line.slice(2)).join('\n'));

/** What an operator fills in: each blank the example leaves, with a value of its kind. */
const filledIn: Record<string, string> = {
  PUBLIC_BASE_URL: 'https://portal.example.com',
  AUTH_SECRET: 'x'.repeat(64),
  MSG91_AUTH_KEY: 'msg91-auth-key',
  MSG91_TEMPLATE_ID: 'otp-template',
  RAZORPAY_KEY_ID: 'rzp_live_example',
  RAZORPAY_KEY_SECRET: 'razorpay-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret',
};

describe('.env.example', () => {
  it("shows every variable of the configuration and of the README's list, each once", () => {
    const names = [...setLines, ...shownLines].map(
      (line) => /^(?:# )?([A-Z][A-Z0-9_]*)=/.exec(line)![1]!,
    );
    expect(names.length).toBe(new Set(names).size);
    const readme = readFileSync(join(repositoryRoot, 'README.md'), 'utf8');
    const configuration = readme.slice(
      readme.indexOf('## Configuration'),
      readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1),
    );
    const readmeNames = [
      ...configuration.matchAll(/^- (`[A-Z][A-Z0-9_]*`(?:, `[A-Z][A-Z0-9_]*`)*) \(/gm),
    ].flatMap((match) => match[1]!.match(/[A-Z][A-Z0-9_]*/g)!);
    expect(readmeNames.length).toBeGreaterThan(40);
    // ENV_FILE says which file to read: it is the environment's, never a file's own setting.
    expect(
      [...configVariableNames, ...readmeNames].filter(
        (name) => !names.includes(name) && name !== 'ENV_FILE',
      ),
    ).toEqual([]);
    expect(names).not.toContain('ENV_FILE');
  });

  it('is read the same by Node and by systemd', () => {
    for (const line of setLines)
      expect(line).toMatch(/^[A-Z][A-Z0-9_]*=(?:|[^\s'"#]+|"[^"]*"|'[^']*')$/);
    for (const line of shownLines)
      expect(line.slice(2)).toMatch(/^[A-Z][A-Z0-9_]*=(?:|[^\s'"#]+|"[^"]*"|'[^']*')$/);
  });

  it('is refused as it stands, naming each blank to fill in', () => {
    const blanks = Object.entries(set)
      .filter(([, value]) => value === '')
      .map(([name]) => name);
    expect(blanks.sort()).toEqual(Object.keys(filledIn).sort());
    expect(() => loadConfig(set)).toThrow(
      [
        "The server's configuration is not valid:",
        '  SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID',
        '  RAZORPAY_KEY_ID/RAZORPAY_KEY_SECRET: required in production (or ' +
          'ALLOW_TEST_GATEWAY=true to take no real money)',
        '  AUTH_SECRET: required in production (32 or more random characters)',
        "  PUBLIC_BASE_URL: required in production (the portal's public address, for links in messages)",
      ].join('\n'),
    );
  });

  it('passes the check once filled in for production', () => {
    const config = loadConfig({ ...set, ...filledIn });
    expect(config).toMatchObject({
      env: 'production',
      host: '127.0.0.1',
      port: 3000,
      trustProxy: 1,
      database: { kind: 'pglite', dataDir: '/var/lib/jothidam' },
      backups: { dir: '/var/lib/jothidam-backups', keep: 7 },
      sms: { provider: 'msg91' },
      whatsapp: { provider: 'off' },
      email: { provider: 'off' },
      payments: { gateway: 'razorpay', webhookSecret: 'razorpay-webhook-secret' },
      captcha: true,
    });
  });

  it('passes the check with every setting it shows commented out taken in', () => {
    // All at once, but for DATABASE_URL: a PostgreSQL server instead of the embedded database and its nightly backups.
    const { DATABASE_URL, ...others } = shown;
    const config = loadConfig({ ...set, ...filledIn, ...others });
    expect(config.backups).toEqual({ dir: '/var/lib/jothidam-backups', keep: 7 });
    const { BACKUP_DIR: _dir, ...setWithoutBackups } = set;
    const { BACKUP_KEEP: _keep, ...othersWithoutBackups } = others;
    expect(
      loadConfig({ ...setWithoutBackups, ...filledIn, ...othersWithoutBackups, DATABASE_URL })
        .database,
    ).toEqual({ kind: 'postgres', url: 'postgres://jothidam:password@127.0.0.1:5432/jothidam' });
    expect(config.email).toEqual({
      provider: 'smtp',
      url: 'smtp://portal%40example.com:password@smtp.example.com:587',
    });
    expect(config.mailFrom).toEqual({ name: 'Jothidam', address: 'no-reply@example.com' });
    expect(config.blobs).toMatchObject({
      kind: 's3',
      bucket: 'jothidam-files',
      region: 'ap-south-1',
    });
    expect(config.sms).toMatchObject({
      provider: 'msg91',
      messageTemplates: {
        booking_created: { english: '1207161234567890123', tamil: '1207161234567890124' },
      },
    });
  });
});
