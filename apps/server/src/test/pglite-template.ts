import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/database';
import { seedDemoData } from '../db/seed/seed';

const dbFolder = fileURLToPath(new URL('../db/', import.meta.url));
const contractConstants = fileURLToPath(
  new URL('../../../../packages/contracts/src/constants.ts', import.meta.url),
);

/**
 * What the template is made of: the migrations, the seed and the constants it reads; a change to
 * any makes a new one.
 */
export function templateKey(seed: boolean): string {
  const hash = createHash('sha256')
    .update(seed ? 'seeded' : 'empty')
    .update(readFileSync(contractConstants));
  for (const folder of ['migrations', 'migrations/meta', 'seed']) {
    for (const name of readdirSync(join(dbFolder, folder)).sort()) {
      if (name.includes('.')) hash.update(name).update(readFileSync(join(dbFolder, folder, name)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated (and seeded) embedded database as a dump, made once and kept in the system's
 * temporary folder for every later test file: loading it takes a fraction of migrating and
 * seeding anew (about 2 s instead of 5 on this machine).
 */
export async function pgliteTemplate(seed: boolean): Promise<Blob> {
  const file = join(tmpdir(), `portal-pglite-template-${templateKey(seed)}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await database.migrate();
    if (seed) await seedDemoData(database.db);
    const dump = await database.dumpDataDir!();
    // Written aside and renamed: two test files making it at once never read half a file.
    const partial = `${file}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  } finally {
    await database.close();
  }
}
