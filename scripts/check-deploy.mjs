// Checks the deployment files in deploy/ with the tools that will read them:
// - the systemd unit with `systemd-analyze verify` (its paths under /srv/jothidam taken as this
//   checkout's, so the Node.js and the build it names are the ones npm ci and npm run build made);
// - the nginx site with `nginx -t`, inside a configuration of its own in a temporary folder;
// - then that site at work: nginx started on a free port, in front of a small server that answers
//   with what it was sent, to see what the portal will get: the client's address as the last
//   X-Forwarded-For entry (TRUST_PROXY=1), no Upgrade, the Host and scheme, a booking's largest
//   body let through and a bigger one refused.
// A missing tool fails the check (CI installs them: .ci/run); --if-installed skips it instead.
// Usage: node scripts/check-deploy.mjs [--if-installed]
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const unitFile = join(root, 'deploy', 'jothidam.service');
const siteFile = join(root, 'deploy', 'nginx-jothidam.conf');
const ifInstalled = process.argv.includes('--if-installed');
const MB = 1024 * 1024;

/** @param {string} name */
function which(name) {
  for (const folder of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/sbin']) {
    if (folder && existsSync(join(folder, name))) return join(folder, name);
  }
  return null;
}

let failures = 0;
/** @param {string} what @param {string} [detail] */
function fail(what, detail = '') {
  failures += 1;
  console.error(`FAILED ${what}${detail ? `\n${detail.trimEnd()}` : ''}`);
}
/** @param {string} what */
function missing(what) {
  if (ifInstalled) console.log(`skipped ${what}: not installed`);
  else fail(what, 'not installed (apt-get install systemd nginx-light, or pass --if-installed)');
}

const work = mkdtempSync(join(tmpdir(), 'portal-deploy-check-'));
try {
  checkUnit();
  const nginx = which('nginx');
  if (!nginx) missing('nginx -t');
  else if (checkSiteSyntax(nginx, await freePort())) await checkSiteAtWork(nginx);
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (failures > 0) {
  console.error(`deploy/: ${failures} check(s) failed`);
  process.exitCode = 1;
} else {
  console.log('deploy/: all checks passed');
}

function checkUnit() {
  const analyze = which('systemd-analyze');
  if (!analyze) return missing('systemd-analyze verify');
  if (!existsSync(join(root, 'node_modules', '.bin', 'node')))
    return fail('systemd-analyze verify', 'node_modules/.bin/node is missing: run npm ci first');
  const unit = readFileSync(unitFile, 'utf8').replaceAll('/srv/jothidam', root);
  const copy = join(work, 'jothidam.service');
  writeFileSync(copy, unit);
  const run = spawnSync(analyze, ['verify', '--man=no', copy], { encoding: 'utf8' });
  // It warns without failing (an unknown setting is "ignoring"): any word about this unit fails.
  const aboutUnit = `${run.stdout}${run.stderr}`
    .split('\n')
    .filter((line) => line.includes('jothidam.service'));
  if (run.status !== 0 || aboutUnit.length > 0)
    return fail('systemd-analyze verify deploy/jothidam.service', `${run.stdout}${run.stderr}`);
  console.log('ok systemd-analyze verify deploy/jothidam.service');
}

/**
 * A configuration of its own around the site: everything nginx writes stays in the temporary folder.
 * @param {string} site the site's text, included as it is
 */
function nginxConfig(site) {
  const temp = join(work, 'nginx-temp');
  mkdirSync(temp, { recursive: true });
  // Run as root, nginx's workers are nobody: they keep uploads here while they pass them on.
  chmodSync(work, 0o755);
  chmodSync(temp, 0o777);
  const siteCopy = join(work, 'site.conf');
  writeFileSync(siteCopy, site);
  const conf = join(work, 'nginx.conf');
  writeFileSync(
    conf,
    [
      'worker_processes 1;',
      `pid ${join(work, 'nginx.pid')};`,
      `error_log ${join(work, 'error.log')} warn;`,
      'events { worker_connections 64; }',
      'http {',
      '    access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `    ${kind}_temp_path ${join(temp, kind)};`,
      ),
      `    include ${siteCopy};`,
      '}',
      '',
    ].join('\n'),
  );
  return conf;
}

/**
 * nginx -t binds the site's ports: port 80 is moved to a free one (taken by another server here,
 * or not for a user other than root).
 * @param {string} nginx @param {number} port
 */
function checkSiteSyntax(nginx, port) {
  const conf = nginxConfig(
    readFileSync(siteFile, 'utf8').replaceAll(/^(\s*listen (?:\[::\]:)?)80;$/gm, `$1${port};`),
  );
  const run = spawnSync(
    nginx,
    ['-t', '-q', '-p', work, '-e', join(work, 'error.log'), '-c', conf],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) {
    fail('nginx -t deploy/nginx-jothidam.conf', `${run.stdout}${run.stderr}`);
    return false;
  }
  console.log('ok nginx -t deploy/nginx-jothidam.conf');
  return true;
}

/** @param {import('node:net').Server} server @returns {Promise<number>} */
function listening(server) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () =>
      resolve(/** @type {import('node:net').AddressInfo} */ (server.address()).port),
    );
  });
}

/** A free port: one the system gave and took back. */
async function freePort() {
  const probe = createServer();
  const port = await listening(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * One raw HTTP/1.1 request (a client may send what fetch would not: its own X-Forwarded-For, an
 * Upgrade). Resolves with the status and the body.
 * @param {number} port @param {string} head the request line and headers, without the blank line
 * @param {number} [bodyBytes]
 * @returns {Promise<{ status: number, body: string }>}
 */
function rawRequest(port, head, bodyBytes = 0) {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (reply += chunk));
    socket.on('error', (error) => (reply ? undefined : reject(error)));
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(reply)?.[1] ?? 0);
      resolve({ status, body: reply.slice(reply.indexOf('\r\n\r\n') + 4) });
    });
    socket.setTimeout(30_000, () => socket.destroy());
    socket.write(
      `${head}\r\nConnection: close\r\n${bodyBytes ? `Content-Length: ${bodyBytes}\r\n` : ''}\r\n`,
    );
    // Sent in pieces: a refused body ends the connection under it.
    const piece = Buffer.alloc(MB, 'x');
    let left = bodyBytes;
    const more = () => {
      while (left > 0 && !socket.destroyed) {
        const size = Math.min(left, piece.length);
        left -= size;
        if (!socket.write(size === piece.length ? piece : piece.subarray(0, size)))
          return void socket.once('drain', more);
      }
    };
    more();
  });
}

/** @param {string} nginx */
async function checkSiteAtWork(nginx) {
  // What the portal would be told: the headers of each request, and the size of its body.
  const echo = createServer((request, reply) => {
    let bytes = 0;
    request.on('data', (chunk) => (bytes += chunk.length));
    request.on('end', () =>
      reply
        .setHeader('content-type', 'application/json')
        .end(JSON.stringify({ headers: request.headers, bytes })),
    );
  });
  const echoPort = await listening(echo);
  const port = await freePort();
  const site = readFileSync(siteFile, 'utf8');
  /** @type {Array<[string, string]>} */
  const swaps = [
    ['server 127.0.0.1:3000;', `server 127.0.0.1:${echoPort};`],
    ['    listen 80;\n', `    listen 127.0.0.1:${port};\n`],
    ['    listen [::]:80;\n', ''],
  ];
  let local = site;
  for (const [from, to] of swaps) {
    if (local.split(from).length !== 2) {
      echo.close();
      return fail(
        'the nginx site at work',
        `deploy/nginx-jothidam.conf has no single "${from.trim()}" line to point at the test's ports`,
      );
    }
    local = local.replace(from, to);
  }
  const conf = nginxConfig(local);
  const server = spawn(
    nginx,
    ['-p', work, '-e', join(work, 'error.log'), '-c', conf, '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let serverErrors = '';
  server.stderr.on('data', (chunk) => (serverErrors += chunk));
  try {
    const host = 'portal.example.com';
    let first = null;
    for (let tries = 0; tries < 100 && !first; tries += 1) {
      first = await rawRequest(port, `GET /healthz HTTP/1.1\r\nHost: ${host}`).catch(() => null);
      if (!first) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (!first)
      return fail(
        'the nginx site at work',
        `nginx did not answer on port ${port}\n${serverErrors}`,
      );
    const problems = [];
    const seen = await rawRequest(
      port,
      `GET /api/services HTTP/1.1\r\nHost: ${host}\r\nX-Forwarded-For: 203.0.113.9\r\n` +
        'Upgrade: websocket\r\nConnection: Upgrade',
    );
    const { headers } = JSON.parse(seen.body);
    // The client's own entry stays to the left; nginx's, the right-most, is the address it saw.
    if (headers['x-forwarded-for'] !== '203.0.113.9, 127.0.0.1')
      problems.push(
        `X-Forwarded-For was ${headers['x-forwarded-for']}, not "203.0.113.9, 127.0.0.1"`,
      );
    if (headers.upgrade !== undefined)
      problems.push(`an Upgrade header reached the portal: ${headers.upgrade}`);
    if (/upgrade/i.test(headers.connection ?? ''))
      problems.push(`Connection: ${headers.connection} reached the portal`);
    if (headers.host !== host) problems.push(`Host was ${headers.host}, not ${host}`);
    if (headers['x-forwarded-proto'] !== 'http')
      problems.push(`X-Forwarded-Proto was ${headers['x-forwarded-proto']}`);
    // A booking at its largest (5 files of 10 MB, with its fields) passes; a bigger body is refused.
    const booking = 51 * MB;
    const passed = await rawRequest(
      port,
      `POST /api/appointments HTTP/1.1\r\nHost: ${host}\r\nContent-Type: multipart/form-data; boundary=x`,
      booking,
    );
    const passedBytes = passed.status === 200 ? JSON.parse(passed.body).bytes : null;
    if (passedBytes !== booking)
      problems.push(
        `a ${booking / MB} MB booking was not passed on whole (status ${passed.status}, ${passedBytes} bytes)`,
      );
    const tooBig = await rawRequest(
      port,
      `POST /api/appointments HTTP/1.1\r\nHost: ${host}\r\nContent-Type: multipart/form-data; boundary=x`,
      53 * MB,
    );
    if (tooBig.status !== 413) problems.push(`a 53 MB body was answered ${tooBig.status}, not 413`);
    if (problems.length > 0) return fail('the nginx site at work', problems.join('\n'));
    console.log(
      'ok the nginx site at work: X-Forwarded-For for TRUST_PROXY=1, no Upgrade, Host and scheme, ' +
        'a 51 MB booking passed and 53 MB refused (413)',
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) =>
      server.exitCode === null ? server.once('exit', resolve) : resolve(null),
    );
    echo.close();
  }
}
