// Start-up times of two checkouts side by side, taken in turn so a busy minute weighs on both: the
// restart of the portal on an existing embedded data folder (npm start's script, to /healthz) and
// the start of a command-line script (`npm run admin -- --help`, as an operator types it).
// Usage: npm run bench:startup -- [--rounds N] [--before ROOT [--before-node NODE]]
//   ROOT is another checkout (git worktree add /tmp/before <commit>, then npm ci and a build there);
//   NODE the Node.js binary that checkout runs on (its own node_modules/.bin/node when it has one,
//   else the node on PATH outside npm). Without --before, only this checkout is measured.
// Only 127.0.0.1, ports 4701 and 4702.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    before: { type: 'string' },
    'before-node': { type: 'string' },
  },
});
const rounds = Number(values.rounds);
const here = resolve(new URL('../../', import.meta.url).pathname);

/** The Node a checkout runs on: its own when npm ci brought one, else the first node on PATH that is not npm's. */
/** @param {string} root @param {string | undefined} [given] */
function nodeOf(root, given) {
  if (given) return given;
  const own = join(root, 'node_modules', '.bin', 'node');
  if (existsSync(own)) return own;
  const outside = (process.env.PATH ?? '')
    .split(':')
    .filter((folder) => !folder.includes('node_modules'));
  return outside.map((folder) => join(folder, 'node')).find((file) => existsSync(file)) ?? 'node';
}

const checkouts = [
  ...(values.before
    ? [
        {
          name: 'before',
          root: resolve(values.before),
          node: nodeOf(resolve(values.before), values['before-node']),
          port: 4701,
        },
      ]
    : []),
  { name: 'this checkout', root: here, node: nodeOf(here), port: 4702 },
];

/** @typedef {{ name: string; root: string; node: string; port: number }} Checkout */
const median = (/** @type {number[]} */ numbers) =>
  [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

/** Milliseconds from spawning npm start's script until /healthz answers; the process is then stopped. */
/** @param {Checkout} checkout @param {string} dataDir */
async function restart(checkout, dataDir) {
  const started = Date.now();
  const child = spawn(checkout.node, ['scripts/start.mjs'], {
    cwd: checkout.root,
    env: {
      ...process.env,
      PATH: `${join(checkout.root, 'node_modules', '.bin')}:${process.env.PATH}`,
      PORT: String(checkout.port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  let took = null;
  while (took === null) {
    if (child.exitCode !== null)
      throw new Error(`${checkout.name}: the portal exited with ${child.exitCode}`);
    if (Date.now() - started > 60_000) throw new Error(`${checkout.name}: no /healthz in 60 s`);
    if (
      await fetch(`http://127.0.0.1:${checkout.port}/healthz`).then(
        (reply) => reply.ok,
        () => false,
      )
    )
      took = Date.now() - started;
    else await new Promise((done) => setTimeout(done, 10));
  }
  const exited = new Promise((done) => child.on('exit', done));
  child.kill('SIGTERM');
  await exited;
  return took;
}

/** Milliseconds of `npm run admin -- --help` in the checkout (its exit code too). */
/** @param {Checkout} checkout */
function cliStart(checkout) {
  const started = Date.now();
  const run = spawnSync('npm', ['run', '--silent', 'admin', '--', '--help'], {
    cwd: checkout.root,
    env: {
      ...process.env,
      PATH: `${join(checkout.root, 'node_modules', '.bin')}:${process.env.PATH}`,
    },
    stdio: 'ignore',
  });
  return { ms: Date.now() - started, status: run.status };
}

/** @typedef {{ restarts: number[]; cli: number[]; cliStatus: number | null }} Figures */
/** @type {Map<string, Figures>} */
const results = new Map(
  checkouts.map((checkout) => [checkout.name, { restarts: [], cli: [], cliStatus: null }]),
);
/** @param {string} name */
const figuresOf = (name) => /** @type {Figures} */ (results.get(name));
const dataDirs = new Map(
  checkouts.map((checkout) => [
    checkout.name,
    mkdtempSync(join(tmpdir(), 'portal-bench-startup-')),
  ]),
);
try {
  // A first start of each: builds what is stale, makes the database and its demo data, writes a compile cache.
  for (const checkout of checkouts)
    await restart(checkout, /** @type {string} */ (dataDirs.get(checkout.name)));
  for (const checkout of checkouts) cliStart(checkout);
  for (let round = 0; round < rounds; round += 1) {
    for (const checkout of checkouts) {
      const result = figuresOf(checkout.name);
      result.restarts.push(
        await restart(checkout, /** @type {string} */ (dataDirs.get(checkout.name))),
      );
      const cli = cliStart(checkout);
      result.cli.push(cli.ms);
      result.cliStatus = cli.status;
    }
  }
} finally {
  for (const folder of dataDirs.values()) rmSync(folder, { recursive: true, force: true });
}

for (const checkout of checkouts) {
  const version = spawnSync(checkout.node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const { restarts, cli, cliStatus } = figuresOf(checkout.name);
  console.log(`${checkout.name} (${checkout.root}, Node ${version}):`);
  console.log(`  restart to /healthz: median ${median(restarts)} ms (${restarts.join(', ')} ms)`);
  console.log(
    `  npm run admin -- --help: median ${median(cli)} ms (${cli.join(', ')} ms), exit code ${cliStatus}`,
  );
}
