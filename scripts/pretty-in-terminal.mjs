// npm start in a terminal: the server's JSON lines drawn for a person by pino-pretty (decision
// 0052). scripts/start.mjs runs again as a child, its standard output a pipe (so JSON, as
// anywhere else), and this process draws each line. The child has a process group of its own: a
// Ctrl-C reaches it once, passed on from here, however many times it reached this process (the
// terminal and npm both send it), as a second signal would end the server before it closed.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export async function runDrawnForTerminal() {
  const { default: pretty } = await import('pino-pretty');
  const start = fileURLToPath(new URL('./start.mjs', import.meta.url));
  const child = spawn(process.execPath, [...process.execArgv, start, ...process.argv.slice(2)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const drawn = pretty({ translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', sync: true });
  child.stdout.pipe(drawn);
  const passedOn = new Set();
  const passOn = (/** @type {NodeJS.Signals} */ signal) => {
    if (passedOn.has(signal)) return;
    passedOn.add(signal);
    child.kill(signal);
  };
  process.on('SIGINT', () => passOn('SIGINT'));
  process.on('SIGTERM', () => passOn('SIGTERM'));
  // A closed terminal: the server shuts down as on SIGTERM.
  process.on('SIGHUP', () => passOn('SIGTERM'));
  const [code, signal] = await new Promise((resolve) =>
    child.on('close', (...ended) => resolve(ended)),
  );
  process.exitCode = code ?? (signal ? 1 : 0);
}
