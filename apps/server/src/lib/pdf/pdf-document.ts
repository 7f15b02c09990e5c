import { languageLocales, type Language } from '@portal/contracts';
import { registerFonts, type PdfDocument } from './pdf-text';

/**
 * An A4 page with the Tamil and Latin fonts registered, titled, in the reader's language. PDFKit
 * is loaded with the first document, not at every start (docs/decisions/0033).
 */
export async function newPdfDocument(
  title: string,
  language: Language,
  margin = 50,
): Promise<PdfDocument> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: margin, bottom: 20, left: margin, right: margin },
    lang: languageLocales[language],
    displayTitle: true,
    info: { Title: title, Creator: 'Jothidam portal', Producer: 'Jothidam portal' },
  });
  registerFonts(doc);
  return doc;
}

/** Ends the document and gives its bytes. */
export function pdfBytes(doc: PdfDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
