import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PdfScanAnswer, PdfScanTask } from './pdf-scan-worker';

/**
 * The PDF active-content scan (pdf-active-content.ts) in worker threads, so that a 10 MB file
 * and its 32 MB of object streams are read while the event loop goes on serving every other
 * call (decision 0092). The verdicts and limits are the scan's own: the worker runs the same
 * function. A pool of `size` workers (one per core by default) takes one scan each; more wait
 * in a queue, in order. A worker starts with the first scan that needs it and ends after
 * `idleMs` without one; an idle worker never keeps the process alive.
 */
export interface PdfScanPool {
  /** Whether the PDF has active content. Its bytes are moved to the worker when they are a
   * whole buffer of their own (the caller's view is then empty), copied otherwise. */
  scan(pdf: Uint8Array): Promise<boolean>;
  /** Ends the workers; scans under way or waiting are refused. */
  close(): Promise<void>;
}

interface Waiting {
  task: PdfScanTask;
  resolve: (active: boolean) => void;
  reject: (error: Error) => void;
}

interface PoolWorker {
  worker: Worker;
  current: Waiting | null;
  idleTimer: NodeJS.Timeout | null;
}

/**
 * The worker's code: beside the bundle (scripts/build/build-server.mjs builds
 * dist/pdf-scan-worker.cjs), or the TypeScript source run through tsx (tests, `npm run dev`).
 */
function workerScript(): { url: URL; execArgv: string[] } {
  const here = import.meta.url;
  if (!/\.[cm]?ts$/.test(new URL(here).pathname))
    return { url: new URL('./pdf-scan-worker.cjs', here), execArgv: [] };
  const tsx = pathToFileURL(createRequire(here).resolve('tsx')).href;
  return { url: new URL('./pdf-scan-worker.ts', here), execArgv: ['--import', tsx] };
}

export function createPdfScanPool({
  size = availableParallelism(),
  idleMs = 60_000,
}: { size?: number; idleMs?: number } = {}): PdfScanPool {
  const script = workerScript();
  const workers = new Set<PoolWorker>();
  const queue: Waiting[] = [];
  let nextId = 0;
  let closed = false;

  const retire = (entry: PoolWorker, error: Error) => {
    if (!workers.delete(entry)) return;
    if (entry.idleTimer) clearTimeout(entry.idleTimer);
    entry.current?.reject(error);
    entry.current = null;
    void entry.worker.terminate();
    dispatch();
  };

  const start = (): PoolWorker => {
    const entry: PoolWorker = {
      worker: new Worker(script.url, { execArgv: script.execArgv }),
      current: null,
      idleTimer: null,
    };
    entry.worker.on('message', (answer: PdfScanAnswer) => {
      const waiting = entry.current;
      if (!waiting || waiting.task.id !== answer.id) return;
      entry.current = null;
      if ('error' in answer) waiting.reject(new Error(`the PDF scan failed: ${answer.error}`));
      else waiting.resolve(answer.active);
      idle(entry);
      dispatch();
    });
    entry.worker.on('error', (error: Error) => retire(entry, error));
    entry.worker.on('exit', (code) =>
      retire(entry, new Error(`the PDF scan's worker stopped (exit code ${code})`)),
    );
    workers.add(entry);
    return entry;
  };

  const idle = (entry: PoolWorker) => {
    entry.worker.unref();
    entry.idleTimer = setTimeout(() => {
      if (entry.current || !workers.delete(entry)) return;
      void entry.worker.terminate();
    }, idleMs);
    entry.idleTimer.unref();
  };

  const dispatch = () => {
    while (queue.length > 0) {
      let entry = [...workers].find((candidate) => candidate.current === null);
      if (!entry) {
        if (workers.size >= size) return;
        entry = start();
      }
      const waiting = queue.shift()!;
      if (entry.idleTimer) clearTimeout(entry.idleTimer);
      entry.idleTimer = null;
      entry.current = waiting;
      entry.worker.ref();
      const { pdf } = waiting.task;
      entry.worker.postMessage(waiting.task, pdf.buffer instanceof ArrayBuffer ? [pdf.buffer] : []);
    }
  };

  return {
    scan(pdf) {
      if (closed) return Promise.reject(new Error('the PDF scan pool is closed'));
      // A view of part of a buffer (Node's pool of small buffers, a slice) is copied: moving
      // its buffer would take the other views' bytes with it.
      const whole =
        pdf.buffer instanceof ArrayBuffer &&
        pdf.byteOffset === 0 &&
        pdf.byteLength === pdf.buffer.byteLength;
      const own = whole ? pdf : new Uint8Array(pdf);
      return new Promise<boolean>((resolve, reject) => {
        queue.push({ task: { id: nextId++, pdf: own }, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const waiting of queue.splice(0))
        waiting.reject(new Error('the PDF scan pool is closed'));
      await Promise.all(
        [...workers].map(async (entry) => {
          retire(entry, new Error('the PDF scan pool is closed'));
          await entry.worker.terminate();
        }),
      );
    },
  };
}

let shared: PdfScanPool | null = null;

/** The process's own pool, made at the first scan: what the upload routes use. */
export function scanPdfOffThread(pdf: Uint8Array): Promise<boolean> {
  shared ??= createPdfScanPool();
  return shared.scan(pdf);
}
