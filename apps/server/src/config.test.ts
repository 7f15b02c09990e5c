import { expect, it } from 'vitest';
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
  expect(loadConfig({}).payments).toEqual({ gateway: 'test' });
  expect(loadConfig({ RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' }).payments).toEqual({
    gateway: 'razorpay', keyId: 'rzp_live_x', keySecret: 's', webhookSecret: 'w', baseUrl: 'https://api.razorpay.com',
  });
  expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_live_x' })).toThrow(/RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET go together/);
});

it('refuses the test gateway in production unless told explicitly', () => {
  const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't' };
  expect(() => loadConfig(production)).toThrow(/RAZORPAY_KEY_ID\/RAZORPAY_KEY_SECRET: required in production/);
  expect(loadConfig({ ...production, ALLOW_TEST_GATEWAY: 'true' }).payments).toEqual({ gateway: 'test' });
  expect(loadConfig({ ...production, RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's' }).payments.gateway).toBe('razorpay');
});
