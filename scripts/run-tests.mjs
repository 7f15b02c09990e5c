// The whole test suite, in the order that fails fastest: typecheck and lint, unit and API tests,
// then the end-to-end tests in Debian's Chromium against the real server. Ends with one
// "N passed, N failed" line that counts every test.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = 'test-results';
rmSync(`${results}/vitest.json`, { force: true });
rmSync(`${results}/playwright.json`, { force: true });
mkdirSync(results, { recursive: true });

// DATABASE_ONLY=1 runs only what depends on the database: the server's unit and API tests. CI's
// second run uses it against PostgreSQL; the typecheck, lint, web tests and browser suite ran in the first.
const databaseOnly = process.env.DATABASE_ONLY === '1';
// SKIP_E2E=1 (or DATABASE_ONLY=1) leaves the browser steps out.
const withBrowser = process.env.SKIP_E2E !== '1' && !databaseOnly;
// The build comes before the unit tests: the browser suite needs the web app's, and the server's
// tests then find the server's bundle current (their global setup builds it only when stale).
const buildSteps = withBrowser
  ? [['build (web app and server)', 'npm', ['run', 'build', '--silent']]]
  : [];
const browserSteps = withBrowser
  ? [
      ['chromium', 'node', ['scripts/ensure-chromium.mjs']],
      ['end-to-end tests', 'npx', ['playwright', 'test']],
    ]
  : [];
const staticSteps = databaseOnly
  ? []
  : [
      ['typecheck', 'npx', ['tsc', '-b']],
      ['lint', 'npx', ['eslint', '.']],
      ['format', 'npx', ['prettier', '--check', '.']],
    ];
const steps = [
  ...buildSteps,
  // The server's tests are the ones that use a database; the web's and the contracts' ran in the first run.
  [
    'unit and API tests',
    'npx',
    [
      'vitest',
      'run',
      ...(databaseOnly ? ['--project', 'server'] : []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${results}/vitest.json`,
    ],
  ],
  ...browserSteps,
];

function counts() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (existsSync(`${results}/vitest.json`)) {
    const report = JSON.parse(readFileSync(`${results}/vitest.json`, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  if (existsSync(`${results}/playwright.json`)) {
    const { stats } = JSON.parse(readFileSync(`${results}/playwright.json`, 'utf8'));
    passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
    failed += stats?.unexpected ?? 0;
    skipped += stats?.skipped ?? 0;
  }
  return { passed, failed, skipped };
}

/** Runs a step with its output held back; resolves with its exit status, output and wall time. */
function runQuietly([name, command, args]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) =>
      resolve({ name, command, args, status, output, seconds: (Date.now() - started) / 1000 }),
    );
  });
}

console.log(`== Node.js ${process.version}`);
let failedStep = null;
// The typecheck, the lint and the format check only read the code: they run side by side, and
// their outputs are printed one after the other.
if (staticSteps.length > 0) {
  const started = Date.now();
  for (const result of await Promise.all(staticSteps.map(runQuietly))) {
    console.log(`\n== ${result.name}: ${result.command} ${result.args.join(' ')}`);
    process.stdout.write(result.output);
    console.log(`== ${result.name}: ${result.seconds.toFixed(1)} s`);
    if (result.status !== 0 && !failedStep) failedStep = result.name;
  }
  console.log(
    `== typecheck, lint and format, side by side: ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
for (const [name, command, args] of failedStep ? [] : steps) {
  console.log(`\n== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit' });
  console.log(`== ${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (run.status !== 0) {
    failedStep = name;
    break;
  }
}

const { passed, failed, skipped } = counts();
console.log(failedStep ? `\nThe ${failedStep} step failed.` : '\nEvery step passed.');
console.log(
  `tests: ${passed} passed, ${Math.max(failed, failedStep ? 1 : 0)} failed, ${skipped} skipped`,
);
process.exit(failedStep ? 1 : 0);
