// Grants or takes back the office (admin) role of a signed-up customer:
//   npm run admin -- grant +919876543210
//   npm run admin -- revoke 9876543210
// Uses the same configuration as the server (DATA_DIR or DATABASE_URL); with the embedded
// database, stop the server first (the data folder is locked while it runs).
import { ConfigError, loadConfig } from '../config';
import { DatabaseStartError, openDatabase } from '../db/database';
import { DataDirInUseError } from '../db/data-dir-lock';
import { normalisePhoneNumber } from '../lib/phone';
import { createUsersRepo } from '../modules/users/users.repo';

const USAGE = 'Usage: npm run admin -- grant|revoke <mobile number>';

async function main(argv: string[]): Promise<number> {
  const [action, typed] = argv;
  if ((action !== 'grant' && action !== 'revoke') || !typed) {
    console.error(USAGE);
    return 2;
  }
  const mobileNumber = normalisePhoneNumber(typed);
  if (!mobileNumber) {
    console.error(`Not a valid mobile number: ${typed}`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const user = await createUsersRepo(database.db).setRoleByMobileNumber(mobileNumber, action === 'grant' ? 'admin' : 'customer');
    if (!user) {
      console.error(`No customer has signed in with ${mobileNumber} yet: they sign in once, then the role can be granted.`);
      return 1;
    }
    console.log(action === 'grant' ? `${mobileNumber} is now an admin.` : `${mobileNumber} is no longer an admin.`);
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
    console.error(known ? `Cannot change the role: ${error.message}` : error);
    process.exitCode = 1;
  },
);
