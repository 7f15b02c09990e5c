// Grants or takes back the office (admin) role of a mobile number, or lists who holds each role.
// Granting a number that has not signed in yet registers it, so the office can set up its staff
// before their first sign-in:
//   npm run admin -- grant +919876543210 [more numbers]
//   npm run admin -- revoke 9876543210
//   npm run admin -- list
// Uses the same configuration as the server (DATA_DIR, by default ./data, or DATABASE_URL) and
// says which database it changed; with the embedded database, stop the server first (the data
// folder is locked while it runs).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { roleSchema } from '@portal/contracts';
import { ConfigError, loadConfig, type AppConfig } from '../config';
import { DatabaseStartError, openDatabase } from '../db/database';
import { DataDirInUseError } from '../db/data-dir-lock';
import { loadEnvFile } from '../lib/env-file';
import { normalisePhoneNumber } from '../lib/phone';
import { createUsersRepo } from '../modules/users/users.repo';
import { describeDatabase } from './describe-database';

const USAGE = 'Usage: npm run admin -- grant|revoke <mobile number> [more numbers]\n       npm run admin -- list';
const HELP = `Gives mobile numbers the office (admin) role, takes it back, or lists who holds each role.
${USAGE}
grant registers a number that has not signed in yet. The server's settings say which database:
DATA_DIR (./data by default) or DATABASE_URL; with the embedded database, stop the server first.`;

async function main(argv: string[]): Promise<number> {
  const [action, ...typed] = argv;
  if (action === '--help' || action === '-h' || action === 'help') {
    console.log(HELP);
    return 0;
  }
  const listing = action === 'list' && typed.length === 0;
  if (!listing && ((action !== 'grant' && action !== 'revoke') || typed.length === 0)) {
    console.error(USAGE);
    return 2;
  }
  const numbers = typed.map((text) => ({ text, mobileNumber: normalisePhoneNumber(text) }));
  const invalid = numbers.find((number) => !number.mobileNumber);
  if (invalid) {
    console.error(`Not a valid mobile number: ${invalid.text}`);
    return 2;
  }
  loadEnvFile();
  const config = loadConfig();
  if (listing) return listRoles(config);
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const repo = createUsersRepo(database.db);
    const where = describeDatabase(config.database);
    let code = 0;
    for (const mobileNumber of numbers.map((number) => number.mobileNumber!)) {
      const user = action === 'grant' ? await repo.grantAdmin(mobileNumber) : await repo.setRoleByMobileNumber(mobileNumber, 'customer');
      if (!user) {
        console.error(`No one has signed in with ${mobileNumber} in ${where}: there is no role to take back.`);
        code = 1;
      } else {
        console.log(
          action === 'grant'
            ? `Granted the office role to ${mobileNumber} in ${where}.`
            : `Took the office role back from ${mobileNumber} in ${where}.`,
        );
      }
    }
    return code;
  } finally {
    await database.close();
  }
}

/** Prints who holds each role: every holder of a role other than the customer's, and how many customers there are. */
async function listRoles(config: AppConfig): Promise<number> {
  const target = config.database;
  // A list never makes a database: a mistyped DATA_DIR is said, not filled.
  if (target.kind === 'pglite' && target.dataDir !== null && !existsSync(join(target.dataDir, 'PG_VERSION'))) {
    console.error(`There is no portal database in ${resolve(target.dataDir)} (is DATA_DIR right?).`);
    return 1;
  }
  const database = await openDatabase(target);
  try {
    const { holders, customers } = await createUsersRepo(database.db).rolesHeld();
    const lines = [`Who holds each role in ${describeDatabase(target)}:`];
    for (const role of roleSchema.options.filter((name) => name !== 'customer')) {
      const held = holders.filter((holder) => holder.role === role);
      lines.push(`  ${role}: ${held.length === 0 ? 'no one' : held.length}`);
      for (const holder of held) lines.push(`    ${holder.mobileNumber}${holder.name ? `  ${holder.name}` : ''}`);
    }
    lines.push(`  customer: ${customers} (not listed)`);
    console.log(lines.join('\n'));
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof DataDirInUseError || error instanceof DatabaseStartError;
    const doing = process.argv[2] === 'list' ? 'list the roles' : 'change the role';
    console.error(known ? `Cannot ${doing}: ${error.message}` : error);
    process.exitCode = 1;
  },
);
