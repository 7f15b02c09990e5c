import { afterAll, expect, it } from 'vitest';
import { pdfHasActiveContent } from './pdf-active-content';
import { createPdfScanPool } from './pdf-scan-pool';
import { largeCleanPdf } from './testing/large-pdf';

const pool = createPdfScanPool({ size: 2 });
afterAll(() => pool.close());

const pdf = (catalog: string) =>
  Buffer.from(
    `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${catalog} >>\nendobj\n` +
      'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );

it('gives the verdicts of the scan in the main thread', { timeout: 60_000 }, async () => {
  const files = [
    pdf(''),
    pdf('/OpenAction [3 0 R /Fit]'),
    pdf('/OpenAction << /S /J#61vaScript /JS (app.alert\\(1\\)) >>'),
    pdf('/AA << /O << /S /Launch /F (cmd.exe) >> >>'),
    largeCleanPdf({ bytes: 256 * 1024, objectStreams: 1 }),
  ];
  const expected = files.map((file) => pdfHasActiveContent(file));
  expect(expected).toEqual([false, false, true, true, false]);
  // More scans than workers at once: the rest wait their turn.
  expect(await Promise.all(files.map((file) => pool.scan(file)))).toEqual(expected);
});

it("copies a view of part of a buffer, leaving the buffer's other bytes", async () => {
  const shared = Buffer.concat([Buffer.from('kept'), pdf('/OpenAction << /S /JavaScript >>')]);
  const view = shared.subarray(4);
  expect(await pool.scan(view)).toBe(true);
  expect(shared.subarray(0, 4).toString()).toBe('kept');
  expect(view.length).toBeGreaterThan(0);
});

it('refuses scans once closed', async () => {
  const closing = createPdfScanPool({ size: 1 });
  expect(await closing.scan(pdf(''))).toBe(false);
  await closing.close();
  await expect(closing.scan(pdf(''))).rejects.toThrow(/closed/);
});
