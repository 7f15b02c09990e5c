import { parentPort } from 'node:worker_threads';
import { pdfHasActiveContent } from './pdf-active-content';

/** A worker of the PDF scan pool (pdf-scan-pool.ts): one scan at a time, its verdict sent back. */
export interface PdfScanTask {
  id: number;
  pdf: Uint8Array;
}
export type PdfScanAnswer = { id: number; active: boolean } | { id: number; error: string };

parentPort?.on('message', ({ id, pdf }: PdfScanTask) => {
  let answer: PdfScanAnswer;
  try {
    answer = { id, active: pdfHasActiveContent(pdf) };
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(answer);
});
