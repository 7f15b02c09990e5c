import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

interface Started {
  child: ChildProcessWithoutNullStreams;
  url: string;
}

function run(env: Record<string, string>) {
  const child = spawn(tsx, [serverEntry], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent', ...env },
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

async function stop(child: ChildProcessWithoutNullStreams) {
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('the server process on the embedded database', () => {
  it('keeps data across a restart and refuses a second server on the same folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-data-'));
    const first = run({ DATA_DIR: dataDir });
    const { url } = await first.started;
    const write = await fetch(`${url}readyz`);
    expect(write.status).toBe(200);

    const second = run({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output().stderr).toContain(
      `Cannot start the portal: The data folder ${dataDir} is in use by another portal server`,
    );
    expect(second.output().stderr).not.toContain('    at ');

    await stop(first.child);
    expect(await first.exited).toBe(0);

    const again = run({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' });
    const restarted = await again.started;
    const services = (await (await fetch(`${restarted.url}api/services`)).json()) as { services: unknown[] };
    expect(services.services).toHaveLength(3);
    await stop(again.child);
  }, 60_000);
});

it('explains an unreachable DATABASE_URL in one line, without a stack', async () => {
  const attempt = run({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/portal' });
  expect(await attempt.exited).toBe(1);
  const { stderr } = attempt.output();
  expect(stderr.trim()).toMatch(/^Cannot start the portal: Cannot connect to the PostgreSQL server named by DATABASE_URL \(127\.0\.0\.1:1\/portal\)/);
  expect(stderr).not.toContain('    at ');
}, 30_000);

it('explains a malformed DATABASE_URL', async () => {
  const attempt = run({ DATABASE_URL: 'not-a-url' });
  expect(await attempt.exited).toBe(1);
  expect(attempt.output().stderr).toContain('DATABASE_URL: must look like postgres://');
}, 30_000);
