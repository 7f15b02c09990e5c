import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { healthReplySchema } from '@portal/contracts';
import { repositoryRoot } from '../../lib/source-paths';
import { createTestApp, type TestApp } from '../../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

it("/healthz reports the version of package.json, which is the CHANGELOG's latest release", async () => {
  const reply = await testApp.inject({ method: 'GET', url: '/healthz' });
  expect(reply.statusCode).toBe(200);
  const { version } = healthReplySchema.parse(reply.json());
  const packageVersion = (
    JSON.parse(readFileSync(join(repositoryRoot, 'package.json'), 'utf8')) as { version?: string }
  ).version;
  expect(version).toBe(packageVersion);
  expect(version).toMatch(/^\d+\.\d+\.\d+$/);
  // Keep a Changelog: "## [Unreleased]" first, then "## [X.Y.Z] - YYYY-MM-DD", newest first.
  const changelog = readFileSync(join(repositoryRoot, 'CHANGELOG.md'), 'utf8');
  const headings = [...changelog.matchAll(/^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?$/gm)].map(
    (match) => ({ name: match[1], date: match[2] }),
  );
  expect(headings[0]).toEqual({ name: 'Unreleased', date: undefined });
  expect(headings[1]?.name).toBe(version);
  expect(headings[1]?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});
