import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { loadEnvFile } from './env-file';
import { runCliSync } from '../test/server-process';

const folderWith = (files: Record<string, string>) => {
  const folder = mkdtempSync(join(tmpdir(), 'portal-env-file-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  return folder;
};

describe('loadEnvFile', () => {
  it("adds the .env file's variables as Node's --env-file does", () => {
    const folder = folderWith({
      '.env':
        '# the portal\nPORT=4000\nHOST=0.0.0.0\nLOG_LEVEL=debug\nMAIL_FROM="Jothidam ' +
        '<office@example.com>"\nMSG91_MESSAGE_TEMPLATES=\'{"booking_created":{"english":"1"}}\'\n',
    });
    const env: NodeJS.ProcessEnv = { PORT: '5000', LOG_LEVEL: '' };
    expect(loadEnvFile(env, folder)).toBe(join(folder, '.env'));
    expect(env).toEqual({
      PORT: '5000',
      LOG_LEVEL: '',
      HOST: '0.0.0.0',
      MAIL_FROM: 'Jothidam <office@example.com>',
      MSG91_MESSAGE_TEMPLATES: '{"booking_created":{"english":"1"}}',
    });
  });

  it('reads nothing without a .env, or with ENV_FILE=none', () => {
    const env: NodeJS.ProcessEnv = {};
    expect(loadEnvFile(env, folderWith({}))).toBeNull();
    expect(env).toEqual({});
    const withNone: NodeJS.ProcessEnv = { ENV_FILE: 'none' };
    expect(loadEnvFile(withNone, folderWith({ '.env': 'PORT=4000\n' }))).toBeNull();
    expect(withNone).toEqual({ ENV_FILE: 'none' });
  });

  it('reads the file ENV_FILE names instead, and refuses one that is not there', () => {
    const folder = folderWith({ '.env': 'PORT=4000\n', 'live.env': 'PORT=4001\n' });
    const env: NodeJS.ProcessEnv = { ENV_FILE: 'live.env' };
    expect(loadEnvFile(env, folder)).toBe(join(folder, 'live.env'));
    expect(env.PORT).toBe('4001');
    expect(() => loadEnvFile({ ENV_FILE: 'missing.env' }, folder)).toThrow(ConfigError);
    expect(() => loadEnvFile({ ENV_FILE: 'missing.env' }, folder)).toThrow(
      `ENV_FILE: cannot read ${join(folder, 'missing.env')} (ENOENT)`,
    );
  });
});

// The entries read it before the configuration is checked: two wrong values in .env, said as a
// wrong configuration is, unless the environment has its own value or ENV_FILE=none.
describe('the entries read .env from their working directory', () => {
  const tsxLoader = fileURLToPath(
    new URL('../../../../node_modules/tsx/dist/loader.mjs', import.meta.url),
  );
  const entry = (path: string) => fileURLToPath(new URL(path, import.meta.url));
  const folder = folderWith({
    '.env': '# wrong on purpose\nTRUST_PROXY=true\nHEADERS_TIMEOUT_SECONDS=0\n',
  });
  const run = (script: string, env: Record<string, string>, ...args: string[]) =>
    spawnSync(process.execPath, ['--import', tsxLoader, entry(script), ...args], {
      cwd: folder,
      env: { PATH: process.env.PATH ?? '', ...env },
      encoding: 'utf8',
      timeout: 30_000,
    });

  // The server's TypeScript through tsx's loader, as npm run dev runs it: the one start of the
  // sources left, the other process tests start the build.
  it('the server', () => {
    const both = run('../server.ts', {});
    expect(both.status).toBe(1);
    expect(both.stderr).toMatch(
      new RegExp(
        /^Cannot start the portal: The server's configuration is not valid:\n/.source +
          / {2}TRUST_PROXY: true would believe[^\n]*\n/.source +
          / {2}HEADERS_TIMEOUT_SECONDS: must be a whole number from 1 to 300\n$/.source,
      ),
    );
    const environmentWins = run('../server.ts', { TRUST_PROXY: '1' });
    expect(environmentWins.stderr).toContain('HEADERS_TIMEOUT_SECONDS');
    expect(environmentWins.stderr).not.toContain('TRUST_PROXY');
    const none = run('../server.ts', { ENV_FILE: 'none', PORT: 'eighty' });
    expect(none.stderr).toContain('PORT');
    expect(none.stderr).not.toContain('HEADERS_TIMEOUT_SECONDS');
  }, 60_000);

  // As npm run admin and backup run them: from the server's build (scripts/run-cli.mjs, made
  // current before the suite), which starts in a fraction of tsx's compile of their TypeScript.
  const runTool = (name: string, ...args: string[]) =>
    runCliSync(name, args, { cwd: folder, timeout: 30_000 });

  it('the command-line tools', () => {
    const admin = runTool('admin-role', 'grant', '9876543210');
    expect(admin.status).toBe(1);
    expect(admin.stderr).toContain('HEADERS_TIMEOUT_SECONDS: must be a whole number from 1 to 300');
    const backup = runTool('backup', join(folder, 'backup.tar.gz'));
    expect(backup.status).toBe(1);
    expect(backup.stderr).toContain(
      'HEADERS_TIMEOUT_SECONDS: must be a whole number from 1 to 300',
    );
  }, 60_000);
});
