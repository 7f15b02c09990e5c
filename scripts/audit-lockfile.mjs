// CI's audit of the lockfile (decision 0093): `npm audit` against package-lock.json. High or
// critical advisories fail; lower ones are listed. Where the registry's advisory endpoint
// cannot be reached (no network, a mirror without it), it says it could not check and exits 0.
// Usage: node scripts/audit-lockfile.mjs
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const FAILING = new Set(['high', 'critical']);

/**
 * What npm audit's JSON says: the advisories found, or why there is no answer.
 * @param {string} output
 * @returns {{ checked: true; found: { name: string; severity: string; titles: string[] }[] } | {
 * checked: false; reason: string }}
 */
export function readAudit(output) {
  /** @type {any} */
  let report;
  try {
    report = JSON.parse(output);
  } catch {
    return { checked: false, reason: 'npm audit gave no report' };
  }
  if (!report || typeof report !== 'object' || !report.metadata?.vulnerabilities)
    return {
      checked: false,
      reason: String(report?.message ?? report?.error?.summary ?? 'npm audit gave no report'),
    };
  const found = Object.entries(report.vulnerabilities ?? {}).map(([name, entry]) => ({
    name,
    severity: String(/** @type {any} */ (entry).severity),
    titles: /** @type {any} */ (entry.via ?? [])
      .filter((/** @type {unknown} */ via) => typeof via === 'object' && via !== null)
      .map((/** @type {any} */ via) => `${via.title} (${via.url})`),
  }));
  return { checked: true, found };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const run = spawnSync('npm', ['audit', '--package-lock-only', '--json'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
  });
  const audit = run.error
    ? { checked: /** @type {const} */ (false), reason: run.error.message }
    : readAudit(run.stdout);
  if (!audit.checked) {
    console.log(
      `== npm audit: could not check the lockfile against an advisory database (${audit.reason}); CI goes on`,
    );
    process.exit(0);
  }
  const failing = audit.found.filter((entry) => FAILING.has(entry.severity));
  for (const entry of audit.found)
    console.log(
      `   ${entry.severity}: ${entry.name}${entry.titles.length ? ` - ${entry.titles.join('; ')}` : ''}`,
    );
  console.log(
    `== npm audit: ${audit.found.length} package(s) with advisories, ${failing.length} high or critical`,
  );
  process.exit(failing.length > 0 ? 1 : 0);
}
