import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfHasActiveContent } from './pdf-active-content';

/** A small PDF: a catalogue (with `catalog` added), one page, and the objects given, numbered from 4. */
function pdf(catalog = '', ...objects: string[]): Buffer {
  const parts = [
    '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n',
    `1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${catalog} >>\nendobj\n`,
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n',
    ...objects.map((object, index) => `${index + 4} 0 obj\n${object}\nendobj\n`),
    'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
  ];
  return Buffer.from(parts.join(''), 'latin1');
}

/** A stream object with its data given as bytes. */
function stream(dictionary: string, data: Buffer): string {
  return `<< ${dictionary} /Length ${data.length} >>\nstream\n${data.toString('latin1')}\nendstream`;
}

/** An object stream holding objects (number, text), compressed with Flate. */
function objectStream(
  objects: [number, string][],
  options: { type?: string; filter?: string } = {},
): string {
  let offset = 0;
  const header: string[] = [];
  for (const [number, text] of objects) {
    header.push(`${number} ${offset}`);
    offset += text.length + 1;
  }
  const head = `${header.join(' ')}\n`;
  const data = Buffer.from(head + objects.map(([, text]) => `${text}\n`).join(''), 'latin1');
  const filter = options.filter ?? '/FlateDecode';
  return stream(
    `${options.type ?? '/Type /ObjStm'} /N ${objects.length} /First ${head.length} /Filter ${filter}`,
    filter === '/FlateDecode' ? deflateSync(data) : data,
  );
}

describe('a PDF with active content', () => {
  it('is clean without it, with an OpenAction to a page, or data that spells /JS', () => {
    expect(pdfHasActiveContent(pdf())).toBe(false);
    expect(pdfHasActiveContent(pdf('/OpenAction [3 0 R /Fit]'))).toBe(false);
    expect(
      pdfHasActiveContent(pdf('/OpenAction 4 0 R', '<< /S /GoTo /D [3 0 R /FitH 842] >>')),
    ).toBe(false);
    const image = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from(' /JS (x) /AA << /Launch '),
      Buffer.alloc(64, 0xa5),
    ]);
    expect(
      pdfHasActiveContent(
        pdf(
          '',
          stream('/Type /XObject /Subtype /Image /Width 8 /Height 8 /Filter /DCTDecode', image),
        ),
      ),
    ).toBe(false);
    const drawing = deflateSync(Buffer.from('BT /F1 12 Tf 72 720 Td (Rasi chart) Tj ET'));
    expect(pdfHasActiveContent(pdf('', stream('/Filter /FlateDecode', drawing)))).toBe(false);
  });

  it('is found in an OpenAction running JavaScript, and in document JavaScript', () => {
    expect(
      pdfHasActiveContent(pdf('/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>')),
    ).toBe(true);
    expect(
      pdfHasActiveContent(pdf('/Names << /JavaScript 4 0 R >>', '<< /Names [(a) 5 0 R] >>')),
    ).toBe(true);
  });

  it('is found behind names written with #xx escapes', () => {
    expect(pdfHasActiveContent(pdf('/OpenAction << /S /J#61vaScript /#4A#53 (x) >>'))).toBe(true);
    expect(pdfHasActiveContent(pdf('/#41A << /O 4 0 R >>', '<< /S /GoTo /D [3 0 R /Fit] >>'))).toBe(
      true,
    );
  });

  it('is found in an OpenAction that does anything but show a page', () => {
    expect(pdfHasActiveContent(pdf('/OpenAction << /S /URI /URI (https://example.test/) >>'))).toBe(
      true,
    );
    expect(
      pdfHasActiveContent(
        pdf(
          '/OpenAction 4 0 R',
          '<< /S /GoTo /D [3 0 R /Fit] /Next 5 0 R >>',
          '<< /S /Named /N /Print >>',
        ),
      ),
    ).toBe(true);
    // A reference to nothing readable.
    expect(pdfHasActiveContent(pdf('/OpenAction 9 0 R'))).toBe(true);
  });

  it('is found in a Launch action or additional actions inside a Flate-compressed object stream', () => {
    const launch = objectStream([
      [6, '<< /S /Launch /F (calc.exe) >>'],
      [7, '<< /Type /Annot /A 6 0 R >>'],
    ]);
    expect(pdfHasActiveContent(pdf('', launch))).toBe(true);
    const additional = objectStream(
      [[6, '<< /Type /Page /Parent 2 0 R /#41#41 << /O 7 0 R >> >>']],
      { type: '' },
    );
    expect(pdfHasActiveContent(pdf('', additional))).toBe(true);
    // An OpenAction resolved inside an object stream.
    expect(
      pdfHasActiveContent(
        pdf('/OpenAction 6 0 R', objectStream([[6, '<< /S /SubmitForm /F (https://x.test) >>']])),
      ),
    ).toBe(true);
    expect(pdfHasActiveContent(pdf('/OpenAction 6 0 R', objectStream([[6, '[3 0 R /Fit]']])))).toBe(
      false,
    );
  });

  it('is assumed when an object stream cannot be read', () => {
    expect(
      pdfHasActiveContent(
        pdf('', objectStream([[6, '<< /S /Launch >>']], { filter: '/LZWDecode' })),
      ),
    ).toBe(true);
    expect(
      pdfHasActiveContent(
        pdf(
          '',
          stream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', Buffer.from('not flate data')),
        ),
      ),
    ).toBe(true);
    // A compression bomb stops at the limit.
    const bomb = deflateSync(Buffer.alloc(9 * 1024 * 1024));
    expect(
      pdfHasActiveContent(
        pdf('', stream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', bomb)),
      ),
    ).toBe(true);
  });

  it('is found in an object written inside other data, where a repairing reader looks', () => {
    const hidden = Buffer.concat([
      Buffer.alloc(32, 0x80),
      Buffer.from('\n12 0 obj << /S /Launch /F (cmd.exe) >> endobj\n'),
      Buffer.alloc(32, 0x80),
    ]);
    expect(pdfHasActiveContent(pdf('', stream('/Subtype /Image /Filter /DCTDecode', hidden)))).toBe(
      true,
    );
  });
});
