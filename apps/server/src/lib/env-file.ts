import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { ConfigError } from '../config';

/** The file read unless ENV_FILE names another: `.env` in the working directory. */
export const DEFAULT_ENV_FILE = '.env';

/**
 * Reads the settings file into `env` before the configuration is checked: `.env` in the working
 * directory when there is one, the file ENV_FILE names (which must then exist), or none with
 * ENV_FILE=none. Node's own parser reads it (`util.parseEnv`: `NAME=value`, `#` comments, quotes),
 * and, as with Node's `--env-file`, a variable already in the environment wins, even a blank one.
 * Only the process entries call it (the server, the command-line tools): tests build the app
 * from a configuration of their own, and start servers with ENV_FILE=none, so a developer's
 * `.env` never reaches them (decision 0051). Returns the file read, or null.
 */
export function loadEnvFile(
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
): string | null {
  const named = env.ENV_FILE?.trim();
  if (named === 'none') return null;
  const file = resolve(cwd, named || DEFAULT_ENV_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (!named && code === 'ENOENT') return null;
    throw new ConfigError(
      `ENV_FILE: cannot read ${file} (${code ?? String(error)}); name a readable file, or none to read no file`,
    );
  }
  for (const [name, value] of Object.entries(parseEnv(text))) {
    if (!(name in env)) env[name] = value;
  }
  return file;
}
