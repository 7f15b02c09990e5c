import { spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { portalVersion } from '../lib/portal-version';
import { repositoryRoot, serverSourceFile } from '../lib/source-paths';
import { fakeLandingBuild } from '../test/fake-web-build';
import { createScratchDatabase } from '../test/scratch-database';
import { runServer, stopServer } from '../test/server-process';

const buildScript = join(repositoryRoot, 'scripts', 'build', 'build-server.mjs');
const build = (outDir: string) =>
  spawnSync(process.execPath, [buildScript, '--if-stale', '--out-dir', outDir], {
    encoding: 'utf8',
  });

/** The packages the bundle requires as it loads: at its top level, not inside what is set up on first use. */
function requiredAtStart(bundle: string): string[] {
  return [
    ...readFileSync(bundle, 'utf8').matchAll(/^var [\w$]+ = (?:__toESM\()?require\("([^"]+)"\)/gm),
  ].map((match) => match[1]!);
}

/** The landing page drawn by the web build's renderer, an ES module the bundle imports. */
async function expectLandingDrawn(url: string): Promise<void> {
  const page = await (await fetch(url)).text();
  expect(page).toContain('<main data-language="english">');
}

/** The files of Node's compile cache that the entry keeps beside the bundle, once written. */
const compileCacheIn = (outDir: string) =>
  readdirSync(join(outDir, '.compile-cache'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

/** What Node's compile cache said of the bundle at a start (NODE_DEBUG_NATIVE=COMPILE_CACHE writes it to stderr). */
const cacheOfBundle = (stderr: string) =>
  /V8 code cache for CommonJS \S+server-code\.cjs was (accepted|rejected|not initialized)/.exec(
    stderr,
  )?.[1];

/**
 * Starts the compiled server's entry, kept in `running` for the test's cleanup, and checks what
 * every start must do: serve the catalogue, and draw the landing page with the web build's renderer.
 */
async function startServing(
  env: Record<string, string>,
  entry: string,
  running: ReturnType<typeof runServer>[],
) {
  const server = runServer({ NODE_DEBUG_NATIVE: 'COMPILE_CACHE', ...env }, { bundle: entry });
  running.push(server);
  const { url } = await server.started;
  const services = (await (await fetch(`${url}api/services`)).json()) as { services: unknown[] };
  expect(services.services).toHaveLength(3);
  await expectLandingDrawn(url);
  // The bundle reports the version of package.json, as the sources do.
  expect(((await (await fetch(`${url}healthz`)).json()) as { version: string }).version).toBe(
    portalVersion(),
  );
  return { url, child: server.child, bundleCache: () => cacheOfBundle(server.output().stderr) };
}

/**
 * A folder for a bundle of the test's own: inside the repository, as apps/server/dist is, so its
 * requires find node_modules.
 */
function bundleFolder(): string {
  const cache = join(repositoryRoot, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  return mkdtempSync(join(cache, 'portal-server-bundle-'));
}

// npm start runs compiled JavaScript, built once and reused while its sources stand (decision 0033).
describe.skipIf(Boolean(process.env.DATABASE_URL))('the compiled server', () => {
  it('is built once and reused, and loads heavy packages only on demand', async () => {
    const outDir = bundleFolder();
    const first = build(outDir);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/^server bundle built in \d+ ms/);
    const again = build(outDir);
    expect(again.stdout.trim()).toBe('server bundle up to date');
    // A source touched but unchanged (a checkout) is read again, found the same, and stamped anew.
    const stampFile = join(outDir, '.build-stamp');
    const [contentHash, statsHash] = readFileSync(stampFile, 'utf8').trim().split('\n');
    const touched = serverSourceFile('server.ts');
    const later = new Date(statSync(touched).mtimeMs + 1_000);
    utimesSync(touched, later, later);
    expect(build(outDir).stdout.trim()).toBe('server bundle up to date');
    const [contentAfter, statsAfter] = readFileSync(stampFile, 'utf8').trim().split('\n');
    expect(contentAfter).toBe(contentHash);
    expect(statsAfter).not.toBe(statsHash);

    const entry = join(outDir, 'server.js');
    const atStart = requiredAtStart(join(outDir, 'server-code.cjs'));
    // Pure JavaScript packages are in the bundle; those with files of their own stay imports.
    expect(atStart).toContain('@electric-sql/pglite');
    expect(atStart).not.toContain('fastify');
    for (const onDemand of ['pdfkit', '@aws-sdk/client-s3', '@aws-sdk/lib-storage', 'pg', 'redis'])
      expect(atStart).not.toContain(onDemand);
    expect(atStart.some((name) => name.startsWith('@portal/'))).toBe(false);

    const dataDir = mkdtempSync(join(tmpdir(), 'portal-compiled-data-'));
    const webDistDir = fakeLandingBuild();
    const started: ReturnType<typeof runServer>[] = [];
    const start = () =>
      startServing({ DATA_DIR: dataDir, WEB_DIST_DIR: webDistDir }, entry, started);
    try {
      const first = await start();
      // Data read from the sources' folders (the gazetteer, the default pages) are found from the bundle too.
      const chart = await fetch(`${first.url}api/astrology/chart`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          date_of_birth: '1990-01-01',
          birth_time: '10:00',
          birth_place: 'Madurai',
        }),
      });
      expect(chart.status).toBe(200);
      const terms = (await (await fetch(`${first.url}api/public/terms?language=tamil`)).json()) as {
        success: boolean;
      };
      expect(terms.success).toBe(true);
      // Swagger UI's files are served from the package's folder (its code is in the bundle).
      for (const path of ['api/docs', 'api/docs/static/swagger-ui-bundle.js'])
        expect((await fetch(`${first.url}${path}`)).status, path).toBe(200);
      // The first run compiles the bundle and writes the compile cache a few seconds after its start.
      expect(first.bundleCache()).toBe('not initialized');
      await vi.waitFor(() => expect(compileCacheIn(outDir).length).toBeGreaterThan(0), {
        timeout: 15_000,
        interval: 200,
      });
      await stopServer(first.child);

      // The next start takes it.
      const second = await start();
      expect(second.bundleCache()).toBe('accepted');
      await stopServer(second.child);

      // A cache V8 cannot read is refused: the server starts as without one, and writes a good one.
      const written = compileCacheIn(outDir);
      for (const file of written) writeFileSync(file, Buffer.alloc(4096, 7));
      const third = await start();
      expect(third.bundleCache()).not.toBe('accepted');
      await vi.waitFor(
        () =>
          expect(
            compileCacheIn(outDir).some(
              (file) => !readFileSync(file).subarray(0, 16).equals(Buffer.alloc(16, 7)),
            ),
          ).toBe(true),
        { timeout: 15_000, interval: 200 },
      );
      await stopServer(third.child);
      expect((await start()).bundleCache()).toBe('accepted');
    } finally {
      for (const { child } of started) await stopServer(child);
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 90_000);
});

// The database run: the bundle on a PostgreSQL server, with Redis, whose clients it requires when
// first needed, from code compiled with its compile cache (decisions 0045 and 0048).
describe.runIf(Boolean(process.env.DATABASE_URL))(
  'the compiled server on a PostgreSQL server',
  () => {
    it('requires its drivers on demand, with and without its code cache', async () => {
      const outDir = bundleFolder();
      const built = build(outDir);
      expect(built.status, built.stderr).toBe(0);
      const scratch = await createScratchDatabase(process.env.DATABASE_URL!);
      const env = {
        CAPTCHA: 'off',
        NODE_ENV: 'test',
        DATABASE_URL: scratch.url,
        REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
        REDIS_KEY_PREFIX: `portal:test-compiled:${process.pid}:${Date.now()}:`,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-compiled-pg-')),
        WEB_DIST_DIR: fakeLandingBuild(),
      };
      const running: ReturnType<typeof runServer>[] = [];
      let phone = 9800066001;
      const serveServices = async () => {
        const server = await startServing(env, join(outDir, 'server.js'), running);
        const { url } = server;
        // A sign-in code's limits are counted in Redis.
        expect(
          (
            await fetch(`${url}api/auth/send-otp`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ phone_number: String(phone++) }),
            })
          ).status,
        ).toBe(200);
        return server;
      };
      try {
        const first = await serveServices();
        await vi.waitFor(() => expect(compileCacheIn(outDir).length).toBeGreaterThan(0), {
          timeout: 15_000,
          interval: 200,
        });
        await stopServer(first.child);
        const second = await serveServices();
        expect(second.bundleCache()).toBe('accepted');
        await stopServer(second.child);
      } finally {
        for (const { child } of running) await stopServer(child);
        await scratch.drop();
        rmSync(outDir, { recursive: true, force: true });
      }
    }, 90_000);
  },
);
