import {
  execFile,
  spawn,
  spawnSync,
  type ChildProcessWithoutNullStreams,
} from 'node:child_process';
import { join } from 'node:path';
import { repositoryRoot } from '../lib/source-paths';

/**
 * The repository's build of the server (apps/server/dist/server.js), made current before any test
 * file runs (global-setup.ts): what npm start runs. It starts in about 2 s where tsx's loader
 * compiled the TypeScript at every start for 8 to 10 s on two busy cores, and the process tests
 * start it dozens of times. (lib/env-file.test.ts still starts server.ts with tsx, as npm run dev
 * does.)
 */
export const serverBundle = join(repositoryRoot, 'apps', 'server', 'dist', 'server.js');
/** scripts/run-cli.mjs: npm run admin, backup and restore, each from the build. */
const runCliScript = join(repositoryRoot, 'scripts', 'run-cli.mjs');

export interface CliOptions {
  /** Its variables besides PATH: nothing else of the test's environment reaches it. */
  env?: Record<string, string>;
  cwd?: string;
  timeout?: number;
}

const cliArgs = (script: string, args: string[]) => [runCliScript, script, ...args];
const cliOptions = ({ env = {}, cwd, timeout }: CliOptions) => ({
  env: { PATH: process.env.PATH ?? '', ...env },
  ...(cwd ? { cwd } : {}),
  ...(timeout ? { timeout } : {}),
});

/**
 * `npm run <script> -- args` as the npm script runs it (scripts/run-cli.mjs: the script from the
 * server's build, made current before the suite), without npm's own start.
 */
export function runCli(
  script: string,
  args: string[],
  options: CliOptions = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      cliArgs(script, args),
      cliOptions(options),
      (error, stdout, stderr) =>
        resolve({ code: child.exitCode ?? (error ? 1 : 0), stdout, stderr }),
    );
  });
}

/** `runCli`, waiting for the script to end. */
export function runCliSync(script: string, args: string[], options: CliOptions = {}) {
  return spawnSync(process.execPath, cliArgs(script, args), {
    ...cliOptions(options),
    encoding: 'utf8',
  });
}

export interface Started {
  child: ChildProcessWithoutNullStreams;
  url: string;
}

/**
 * Starts the real server process (PORT 0, API only) with these variables: plain Node running the
 * repository's build (`serverBundle`), or another compiled `bundle`; `openFiles` lowers its
 * open-file limit. A developer's `.env` is not read (ENV_FILE=none): the test's variables are all
 * it gets.
 */
export function runServer(
  env: Record<string, string>,
  { bundle = serverBundle, openFiles }: { bundle?: string; openFiles?: number } = {},
) {
  const node = [process.execPath, bundle];
  // With a lower open-file limit: prlimit sets it and becomes the server (exec), so the child is still the server.
  const command = openFiles
    ? ['prlimit', `--nofile=${openFiles}:${openFiles}`, '--', ...node]
    : node;
  const child = spawn(command[0]!, command.slice(1), {
    env: {
      PATH: process.env.PATH ?? '',
      ENV_FILE: 'none',
      PORT: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const started = new Promise<Started>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /Portal ready at (http:\/\/\S+)/.exec(stdout);
      if (match) resolve({ child, url: match[1]! });
    });
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
  });
  // A run that is meant to fail never awaits `started`; its rejection is expected.
  started.catch(() => undefined);
  return { child, started, exited, output: () => ({ stdout, stderr }) };
}

/**
 * The address of a server started with WORKERS=n, once all n of its processes have said they are
 * ready (the primary migrated and seeded the database first); throws with its standard error when
 * they have not within a minute, or when it ended.
 */
export async function workersReady(
  server: ReturnType<typeof runServer>,
  count: number,
): Promise<string> {
  const readyLines = () => (server.output().stdout.match(/Portal ready at/g) ?? []).length;
  for (let waited = 0; readyLines() < count; waited += 100) {
    if (waited > 60_000 || server.child.exitCode !== null)
      throw new Error(`the processes did not start: ${server.output().stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return /Portal ready at (http:\/\/\S+)/.exec(server.output().stdout)![1]!;
}

/**
 * The entries of a server's standard output: every line is one of its log's JSON lines (decision
 * 0052); a line still being written is left out.
 */
export function logEntries(stdout: string): Record<string, unknown>[] {
  return stdout.split('\n').flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}

/**
 * The newest sign-in code the console SMS provider logged for a number, which its line names by the
 * last four digits.
 */
export const lastSignInCode = (stdout: string, mobileNumber: string): string | undefined =>
  logEntries(stdout)
    .filter(
      (entry) =>
        entry.kind === 'sign_in_code' &&
        entry.recipient === `…${mobileNumber.replace(/\D/g, '').slice(-4)}`,
    )
    .map((entry) => String(entry.code))
    .at(-1);

/** Stops a server process and waits until it has ended; one that has already ended is left as it is. */
export async function stopServer(child: ChildProcessWithoutNullStreams) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
