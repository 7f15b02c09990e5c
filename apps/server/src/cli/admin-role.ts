// Grants or takes back the office (admin) role of a mobile number. Granting a number that has
// not signed in yet registers it, so the office can set up its staff before their first sign-in:
//   npm run admin -- grant +919876543210 [more numbers]
//   npm run admin -- revoke 9876543210
// Uses the same configuration as the server (DATA_DIR, by default ./data, or DATABASE_URL) and
// says which database it changed; with the embedded database, stop the server first (the data
// folder is locked while it runs).
import { ConfigError, loadConfig } from '../config';
import { DatabaseStartError, openDatabase } from '../db/database';
import { DataDirInUseError } from '../db/data-dir-lock';
import { loadEnvFile } from '../lib/env-file';
import { normalisePhoneNumber } from '../lib/phone';
import { createUsersRepo } from '../modules/users/users.repo';
import { describeDatabase } from './describe-database';

const USAGE = 'Usage: npm run admin -- grant|revoke <mobile number> [more numbers]';

async function main(argv: string[]): Promise<number> {
  const [action, ...typed] = argv;
  if ((action !== 'grant' && action !== 'revoke') || typed.length === 0) {
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

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof DataDirInUseError || error instanceof DatabaseStartError;
    console.error(known ? `Cannot change the role: ${error.message}` : error);
    process.exitCode = 1;
  },
);
