// The whole test suite, in the order that fails fastest: typecheck, lint, unit and API tests,
// then the end-to-end tests in Debian's Chromium against the real server. Ends with one
// "N passed, N failed" line that counts every test.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = 'test-results';
rmSync(`${results}/vitest.json`, { force: true });
rmSync(`${results}/playwright.json`, { force: true });
mkdirSync(results, { recursive: true });

// DATABASE_ONLY=1 runs only what depends on the database: the server's unit and API tests. CI's
// second run uses it against PostgreSQL; the typecheck, lint, web tests and browser suite ran in the first.
const databaseOnly = process.env.DATABASE_ONLY === '1';
// SKIP_E2E=1 (or DATABASE_ONLY=1) leaves the browser steps out.
const browserSteps = process.env.SKIP_E2E === '1' || databaseOnly ? [] : [
  ['chromium', 'node', ['scripts/ensure-chromium.mjs']],
  ['web build', 'npm', ['run', 'build', '--silent', '-w', '@portal/web']],
  ['end-to-end tests', 'npx', ['playwright', 'test']],
];
const staticSteps = databaseOnly ? [] : [
  ['typecheck', 'npx', ['tsc', '-b']],
  ['lint', 'npx', ['eslint', '.']],
];
const steps = [
  ...staticSteps,
  // The server's tests are the ones that use a database; the web's and the contracts' ran in the first run.
  ['unit and API tests', 'npx', ['vitest', 'run', ...(databaseOnly ? ['--project', 'server'] : []), '--reporter=default', '--reporter=json', `--outputFile.json=${results}/vitest.json`]],
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

let failedStep = null;
for (const [name, command, args] of steps) {
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
console.log(`tests: ${passed} passed, ${Math.max(failed, failedStep ? 1 : 0)} failed, ${skipped} skipped`);
process.exit(failedStep ? 1 : 0);
