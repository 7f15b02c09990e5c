import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';

/** A port nobody listens on now (the kernel picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitFor(
  check: () => boolean | Promise<boolean>,
  what: string,
  withinMs = 10_000,
): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`${what} within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(port, '127.0.0.1');
    probe.once('connect', () => probe.write('PING\r\n'));
    probe.once('data', (data) => {
      probe.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    probe.once('error', () => resolve(false));
  });
}

/**
 * A Redis server of the test's own (never the machine's shared one), on a port of its own, that
 * the test may stop and start again: `stop()` kills it (SIGKILL, as a crash; it keeps nothing on
 * disk), `start()` starts a new one on the same port.
 */
export async function ownRedis() {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const handle = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      await waitFor(() => answers(port), `redis-server did not answer on port ${port}`);
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const ended = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await ended;
    },
  };
  await handle.start();
  return handle;
}
