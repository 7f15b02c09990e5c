// What `npm run backup` and `npm run restore` share: their arguments, the DATABASE_URL case and
// how an outcome is said (one line; exit code 0 done, 1 failed, 2 wrong call).
// The database code is imported only when there is work for it: a wrong call answers at once.
import { loadConfig, type AppConfig } from '../config';
import { loadEnvFile } from '../lib/env-file';

/**
 * Problems an operator can fix (BackupError, DataDirInUseError, ConfigError, DatabaseStartError)
 * and a passphrase prompt stopped (PromptStoppedError): said without a stack.
 */
const OPERATOR_PROBLEMS = new Set([
  'BackupError',
  'DataDirInUseError',
  'ConfigError',
  'DatabaseStartError',
  'PromptStoppedError',
]);

export interface DataDirCommand {
  usage: string;
  /** What to do with a PostgreSQL server instead (DATABASE_URL set). */
  postgresAdvice: string;
  failure: string;
  /** Does the work; resolves to the one line that says what was done. */
  run(call: { file: string; dataDir: string; force: boolean; config: AppConfig }): Promise<string>;
}

export async function runDataDirCommand(
  command: DataDirCommand,
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(command.usage);
    return 0;
  }
  const force = argv.includes('--force');
  const files = argv.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('-')) {
    console.error(command.usage);
    return 2;
  }
  try {
    loadEnvFile(env);
    const config = loadConfig(env);
    if (config.database.kind === 'postgres') {
      console.error(
        `DATABASE_URL is set, so the data is on a PostgreSQL server: ${command.postgresAdvice}`,
      );
      return 2;
    }
    console.log(
      await command.run({ file: files[0]!, dataDir: config.database.dataDir!, force, config }),
    );
    return 0;
  } catch (error) {
    if (error instanceof Error && OPERATOR_PROBLEMS.has(error.name))
      console.error(`${command.failure}: ${error.message}`);
    else console.error(`${command.failure}:`, error);
    return 1;
  }
}

export function exitWith(code: Promise<number>): void {
  code.then(
    (value) => {
      process.exitCode = value;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
