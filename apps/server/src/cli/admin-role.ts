// Grants or takes back an office role of a mobile number, or lists who holds each role.
// Granting a number that has not signed in yet registers it, so the office can set up its staff
// before their first sign-in:
//   npm run admin -- grant +919876543210 [more numbers]            (admin: everything)
//   npm run admin -- grant 9876543210 --role desk                   (the day, cash, slots, messages)
//   npm run admin -- grant 9876543210 --role astrologer [--astrologer 2]
//   npm run admin -- revoke 9876543210
//   npm run admin -- list
//   npm run admin -- retention --dry-run | --apply       (cli/retention-command.ts)
//   npm run admin -- breach --from T --to T [--notify]   (cli/breach-command.ts)
// An astrologer's role names which astrologer (--astrologer ID, as `list` shows them), or is
// matched by the astrologer's own mobile number. Each change is in the activity log, by the
// command line. Uses the same configuration as the server (DATA_DIR, by default ./data, or
// DATABASE_URL) and says which database it changed; with the embedded database, stop the server
// first (the data folder is locked while it runs).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { officeRoles, type OfficeRole, type StaffMember } from '@portal/contracts';
import { ConfigError, loadConfig, type AppConfig } from '../config';
import { DatabaseStartError, openDatabase } from '../db/database';
import { DataDirInUseError } from '../db/data-dir-lock';
import { AppError } from '../lib/errors/app-error';
import { loadEnvFile } from '../lib/env-file';
import { normalisePhoneNumber } from '../lib/phone';
import { createStaffRepo } from '../modules/staff/staff.repo';
import { createStaffService } from '../modules/staff/staff.service';
import { describeDatabase } from './describe-database';
import { BREACH_USAGE, breachCommand } from './breach-command';
import { RETENTION_USAGE, retentionCommand } from './retention-command';

const USAGE = `Usage: npm run admin -- grant|revoke <mobile number> [more numbers]
       npm run admin -- grant <mobile number> --role admin|desk|astrologer [--astrologer ID]
       npm run admin -- list
       ${RETENTION_USAGE}
       ${BREACH_USAGE}`;
const HELP = `Gives mobile numbers an office role, takes it back, or lists who holds each role.
${USAGE}
Roles: admin (everything; grant without --role), desk (consultations, cash, slots, messages;
no prices, content or staff), astrologer (their own consultations only: --astrologer ID names
which astrologer, else the astrologer with that mobile number; list shows the astrologers).
grant registers a number that has not signed in yet. The server's settings say which database:
DATA_DIR (./data by default) or DATABASE_URL; with the embedded database, stop the server first.`;

type Command =
  | { action: 'help' }
  | { action: 'list' }
  | { action: 'revoke'; numbers: string[] }
  | { action: 'grant'; numbers: string[]; role: OfficeRole; astrologerId?: number };

/** The command line as a command, or the reason it is not one (exit code 2). */
function parseCommand(argv: string[]): Command | { problem: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        role: { type: 'string' },
        astrologer: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return { problem: `${(error as Error).message}\n${USAGE}` };
  }
  const { values, positionals } = parsed;
  const [action, ...typed] = positionals;
  if (values.help || action === 'help') return { action: 'help' };
  if (
    action === 'list' &&
    typed.length === 0 &&
    values.role === undefined &&
    values.astrologer === undefined
  )
    return { action: 'list' };
  if ((action !== 'grant' && action !== 'revoke') || typed.length === 0) return { problem: USAGE };
  const invalid = typed.find((text) => !normalisePhoneNumber(text));
  if (invalid !== undefined) return { problem: `Not a valid mobile number: ${invalid}` };
  const numbers = typed.map((text) => normalisePhoneNumber(text)!);
  if (action === 'revoke')
    return values.role === undefined && values.astrologer === undefined
      ? { action, numbers }
      : { problem: USAGE };
  const role = values.role ?? 'admin';
  if (!officeRoles.includes(role as OfficeRole))
    return { problem: `Not a role: ${role} (admin, desk or astrologer)` };
  if (values.astrologer === undefined) return { action, numbers, role: role as OfficeRole };
  if (role !== 'astrologer') return { problem: '--astrologer goes with --role astrologer' };
  if (!/^[1-9]\d{0,9}$/.test(values.astrologer))
    return {
      problem: `Not an astrologer's number: ${values.astrologer} (npm run admin -- list shows them)`,
    };
  return { action, numbers, role: 'astrologer', astrologerId: Number(values.astrologer) };
}

const roleWords = (member: StaffMember) =>
  member.role === 'admin'
    ? 'the office role'
    : member.astrologer
      ? `the astrologer role (astrologer ${member.astrologer.id}, ${member.astrologer.name_english})`
      : `the ${member.role} role`;

async function main(argv: string[]): Promise<number> {
  // The privacy commands have their own arguments (decision 0103).
  if (argv[0] === 'retention') return retentionCommand(argv.slice(1));
  if (argv[0] === 'breach') return breachCommand(argv.slice(1));
  const command = parseCommand(argv);
  if ('problem' in command) {
    console.error(command.problem);
    return 2;
  }
  if (command.action === 'help') {
    console.log(HELP);
    return 0;
  }
  loadEnvFile();
  const config = loadConfig();
  if (command.action === 'list') return listRoles(config);
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const staff = createStaffService(database.db);
    const where = describeDatabase(config.database);
    let code = 0;
    for (const mobileNumber of command.numbers) {
      if (command.action === 'grant') {
        try {
          const member = await staff.grant(null, {
            mobileNumber,
            role: command.role,
            astrologerId: command.astrologerId,
          });
          console.log(`Granted ${roleWords(member)} to ${mobileNumber} in ${where}.`);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          console.error(
            error.code === 'STAFF_ASTROLOGER_UNKNOWN'
              ? `There is no astrologer ${command.astrologerId} in ${where} (npm run admin -- list shows them).`
              : `No astrologer has the mobile number ${mobileNumber} in ${where}: say which ` +
                  `one with --astrologer ID (npm run admin -- list shows them).`,
          );
          code = 1;
        }
        continue;
      }
      const outcome = await staff.revokeByMobileNumber(null, mobileNumber);
      if (outcome === 'revoked')
        console.log(`Took the office role back from ${mobileNumber} in ${where}.`);
      else {
        console.error(
          outcome === 'unknown'
            ? `No one has signed in with ${mobileNumber} in ${where}: there is no role to take back.`
            : `${mobileNumber} holds no office role in ${where}: there is no role to take back.`,
        );
        code = 1;
      }
    }
    return code;
  } finally {
    await database.close();
  }
}

/**
 * Prints who holds each office role (an astrologer with whom they are), how many customers there
 * are, and the astrologers to grant.
 */
async function listRoles(config: AppConfig): Promise<number> {
  const target = config.database;
  // A list never makes a database: a mistyped DATA_DIR is said, not filled.
  if (
    target.kind === 'pglite' &&
    target.dataDir !== null &&
    !existsSync(join(target.dataDir, 'PG_VERSION'))
  ) {
    console.error(
      `There is no portal database in ${resolve(target.dataDir)} (is DATA_DIR right?).`,
    );
    return 1;
  }
  const database = await openDatabase(target);
  try {
    const [{ members, customers }, astrologers] = await Promise.all([
      createStaffService(database.db).holders(),
      createStaffRepo(database.db).astrologers(),
    ]);
    const lines = [`Who holds each role in ${describeDatabase(target)}:`];
    for (const role of officeRoles) {
      const held = members.filter((member) => member.role === role);
      lines.push(`  ${role}: ${held.length === 0 ? 'no one' : held.length}`);
      for (const member of held) {
        const whom = member.astrologer
          ? `  (astrologer ${member.astrologer.id}: ${member.astrologer.name_english})`
          : '';
        lines.push(`    ${member.mobile_number}${member.name ? `  ${member.name}` : ''}${whom}`);
      }
    }
    lines.push(
      `  customer: ${customers} (not listed)`,
      'Astrologers (grant NUMBER --role astrologer --astrologer ID):',
    );
    for (const astrologer of astrologers) {
      const number = astrologer.mobileNumber ? `  ${astrologer.mobileNumber}` : '';
      const inactive = astrologer.active ? '' : '  (not active)';
      lines.push(`  ${astrologer.id}  ${astrologer.nameEnglish}${number}${inactive}`);
    }
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
    const known =
      error instanceof ConfigError ||
      error instanceof DataDirInUseError ||
      error instanceof DatabaseStartError;
    const doing = process.argv[2] === 'list' ? 'list the roles' : 'change the role';
    console.error(known ? `Cannot ${doing}: ${error.message}` : error);
    process.exitCode = 1;
  },
);
