import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runServer as run, stopServer as stop } from '../test/server-process';

describe.skipIf(Boolean(process.env.DATABASE_URL))(
  'the server process on the embedded database',
  () => {
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
      const services = (await (await fetch(`${restarted.url}api/services`)).json()) as {
        services: unknown[];
      };
      expect(services.services).toHaveLength(3);
      await stop(again.child);
    }, 180_000);
  },
);

it('explains an unreachable DATABASE_URL in one line, without a stack', async () => {
  const attempt = run({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/portal' });
  expect(await attempt.exited).toBe(1);
  const { stderr } = attempt.output();
  expect(stderr.trim()).toMatch(
    new RegExp(
      /^Cannot start the portal: /.source +
        /Cannot connect to the PostgreSQL server named by DATABASE_URL \(127\.0\.0\.1:1\/portal\)/
          .source,
    ),
  );
  expect(stderr).not.toContain('    at ');
}, 30_000);

it('explains a malformed DATABASE_URL', async () => {
  const attempt = run({ DATABASE_URL: 'not-a-url' });
  expect(await attempt.exited).toBe(1);
  expect(attempt.output().stderr).toContain('DATABASE_URL: must look like postgres://');
}, 30_000);
