import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { keptSecret, SecretFileError } from './secret-file';

it('makes 48 random bytes once, readable by the owner only, and keeps them', () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'portal-secret-')), 'not-yet-made');
  const first = keptSecret(dataDir);
  expect(first).toMatchObject({ created: true, path: join(dataDir, 'auth-secret') });
  expect(first.secret).toMatch(/^[\w-]{64}$/);
  expect(Buffer.from(first.secret, 'base64url')).toHaveLength(48);
  expect(statSync(first.path).mode & 0o777).toBe(0o600);
  expect(keptSecret(dataDir)).toEqual({ ...first, created: false });
  expect(readdirSync(dataDir)).toEqual(['auth-secret']);
});

it('refuses a kept secret too short to be one, saying what to do', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-secret-'));
  writeFileSync(join(dataDir, 'auth-secret'), 'short\n');
  expect(() => keptSecret(dataDir)).toThrow(SecretFileError);
  expect(() => keptSecret(dataDir)).toThrow('Delete the file to make a new one');
});
