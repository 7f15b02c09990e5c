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
