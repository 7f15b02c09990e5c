import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { expect, it } from 'vitest';
import { MAX_BOOKING_FILE_BYTES, MAX_BOOKING_FILES } from '@portal/contracts';
import { loadConfig } from '../config';
import { DEFAULT_ENV_FILE } from '../lib/env-file';
import { DEFAULT_CONNECTION_LIMITS } from '../lib/http/connections/connection-guard';
import { repositoryRoot, serverSourceFile } from '../lib/source-paths';
import { bookingMultipartLimits } from '../modules/appointments/booking/booking-upload';

// deploy/ and .env.example describe one installation: they must agree with each other and with
// the portal. (scripts/check-deploy.mjs has systemd and nginx read them.)
const read = (path: string) => readFileSync(join(repositoryRoot, path), 'utf8');
const unit = read('deploy/jothidam.service');
const site = read('deploy/nginx-jothidam.conf');
const example = parseEnv(read('.env.example'));

/** The value of a systemd setting, which must be there once. */
function unitSetting(name: string): string {
  const values = [...unit.matchAll(new RegExp(`^${name}=(.*)$`, 'gm'))].map((match) => match[1]!);
  expect(values, name).toHaveLength(1);
  return values[0]!;
}

/** The arguments of an nginx directive, which must be there once (comments left out). */
function siteDirective(name: string): string {
  const values = [...site.matchAll(new RegExp(`^\\s*${name}[ \\t]+([^;#\\n]*);`, 'gm'))].map(
    (match) => match[1]!.trim(),
  );
  expect(values, name).toHaveLength(1);
  return values[0]!;
}

const seconds = (text: string) => {
  const match = /^(\d+)s?$/.exec(text);
  expect(match, text).not.toBeNull();
  return Number(match![1]);
};

it("nginx takes a booking's largest body, and not much more", () => {
  const megabytes = /^(\d+)m$/.exec(siteDirective('client_max_body_size'));
  expect(megabytes).not.toBeNull();
  const limit = Number(megabytes![1]) * 1024 * 1024;
  // Every file at its largest, every field at its largest, and a part's boundary and headers (1 KB is ample).
  const largestBooking =
    MAX_BOOKING_FILES * MAX_BOOKING_FILE_BYTES +
    bookingMultipartLimits.fields * bookingMultipartLimits.fieldSize +
    bookingMultipartLimits.parts * 1024;
  expect(limit).toBeGreaterThanOrEqual(largestBooking);
  expect(limit).toBeLessThanOrEqual(largestBooking + 2 * 1024 * 1024);
});

it('has nginx proxy to where .env.example has the portal listen', () => {
  // Where the portal listens and whom it trusts: what the example sets (its blanks are env-example.test.ts's).
  const config = loadConfig({
    HOST: example.HOST,
    PORT: example.PORT,
    TRUST_PROXY: example.TRUST_PROXY,
    KEEP_ALIVE_TIMEOUT_SECONDS: example.KEEP_ALIVE_TIMEOUT_SECONDS,
  });
  expect(siteDirective('server')).toBe(`${config.host}:${config.port}`);
  expect(config.trustProxy).toBe(1);
  expect(seconds(siteDirective('keepalive_timeout')) * 1000).toBeLessThan(
    config.connections.keepAliveTimeoutMs,
  );
  expect(config.connections.keepAliveTimeoutMs).toBe(DEFAULT_CONNECTION_LIMITS.keepAliveTimeoutMs);
  expect(siteDirective('proxy_set_header X-Forwarded-For')).toBe('$proxy_add_x_forwarded_for');
  expect(site).not.toMatch(/^\s*proxy_set_header\s+Upgrade/m);
});

it('has the systemd unit run the compiled server with its .env and state folders', () => {
  const home = unitSetting('WorkingDirectory');
  expect(unitSetting('ExecStart')).toBe(
    `${home}/node_modules/.bin/node apps/server/dist/server.js`,
  );
  // The file systemd reads is the one the server and the command-line tools read in that folder.
  expect(unitSetting('EnvironmentFile')).toBe(`${home}/${DEFAULT_ENV_FILE}`);
  const [state, backups] = unitSetting('StateDirectory').split(' ');
  expect(example.DATA_DIR).toBe(`/var/lib/${state}`);
  expect(example.BACKUP_DIR).toBe(`/var/lib/${backups}`);
  expect(unitSetting('User')).toBe(state);
  const grace = /const SHUTDOWN_GRACE_MS = ([\d_]+);/.exec(
    readFileSync(serverSourceFile('server.ts'), 'utf8'),
  );
  expect(grace).not.toBeNull();
  expect(seconds(unitSetting('TimeoutStopSec')) * 1000).toBeGreaterThan(
    Number(grace![1]!.replaceAll('_', '')),
  );
  expect(unitSetting('KillMode')).toBe('mixed');
  expect(unitSetting('Restart')).toBe('on-failure');
});
