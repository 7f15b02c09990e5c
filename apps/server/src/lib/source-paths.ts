import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root, found by walking up from this file: the TypeScript sources and the
 * compiled server (one bundle in apps/server/dist, docs/decisions/0033) sit at different depths,
 * so paths to data are taken from here rather than from each module's own place.
 */
function findRepositoryRoot(): string {
  const start = dirname(fileURLToPath(import.meta.url));
  let folder = start;
  while (!existsSync(join(folder, 'packages', 'contracts', 'package.json'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`the portal's repository was not found above ${start}`);
    folder = parent;
  }
  return folder;
}

export const repositoryRoot = findRepositoryRoot();

/** A data file kept beside the server's sources (migrations, the gazetteer): the compiled server reads it there too. */
export const serverSourceFile = (...parts: string[]) =>
  join(repositoryRoot, 'apps', 'server', 'src', ...parts);
