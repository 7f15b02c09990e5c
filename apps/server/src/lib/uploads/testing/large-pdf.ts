import { deflateSync } from 'node:zlib';

/**
 * A clean PDF of about `bytes` (10 MB by default) that is slow to scan, as a long document with
 * a text layer is: objects full of names outside any stream, and `objectStreams` object streams
 * (none by default) that inflate to 8 MB each, the scan's limit (four reach its 32 MB in all).
 * For the tests and the bench of the scan off the event loop (decision 0092).
 */
export function largeCleanPdf({
  bytes = 10 * 1024 * 1024,
  objectStreams = 0,
}: { bytes?: number; objectStreams?: number } = {}): Buffer {
  const parts: string[] = [
    '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n',
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n',
  ];
  let number = 4;
  // Object streams of 8 MB inflated each: objects of names, as a text layer's fonts have.
  const object = '<< /Type /Font /Subtype /Type1 /BaseFont /LohitTamil /Encoding /Win >>';
  for (let index = 0; index < objectStreams; index += 1) {
    const count = Math.floor((8 * 1024 * 1024 - 64 * 1024) / (object.length + 1));
    const header: string[] = [];
    for (let entry = 0; entry < Math.min(count, 2_000); entry += 1)
      header.push(`${1_000_000 + index * 10_000 + entry} ${entry * (object.length + 1)}`);
    const head = `${header.join(' ')}\n`;
    const data = Buffer.from(head + `${object}\n`.repeat(count), 'latin1');
    const compressed = deflateSync(data).toString('latin1');
    parts.push(
      `${number} 0 obj\n<< /Type /ObjStm /N ${header.length} /First ${head.length} ` +
        `/Filter /FlateDecode /Length ${compressed.length} >>\nstream\n${compressed}\nendstream\nendobj\n`,
    );
    number += 1;
  }
  // Then plain objects up to the size asked for.
  const trailer = 'trailer\n<< /Root 1 0 R >>\n%%EOF\n';
  let size = parts.reduce((sum, part) => sum + part.length, 0) + trailer.length;
  while (size < bytes - 200) {
    const text = `${number} 0 obj\n<< /Type /Annot /Subtype /Link /Border [0 0 0] /Rect [0 0 9 9] /H /I >>\nendobj\n`;
    if (size + text.length > bytes - 200) break;
    parts.push(text);
    size += text.length;
    number += 1;
  }
  parts.push(trailer);
  return Buffer.from(parts.join(''), 'latin1');
}
