import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from './source-paths';

let version: string | undefined;

/**
 * The portal's version: the root package.json's `version`, the latest release in CHANGELOG.md.
 * Read from the repository where it is, as the other data files are, so the TypeScript sources
 * and the compiled bundle say the same; read once, when first asked.
 */
export function portalVersion(): string {
  version ??= (
    JSON.parse(readFileSync(join(repositoryRoot, 'package.json'), 'utf8')) as { version: string }
  ).version;
  return version;
}
